import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir } from '../src/core/config/config.js'

/** The OpenAPI document the service serves, read from an app built on a throwaway database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'))
  try {
    const config = prepareDataDir(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' }))
    const app = await buildApp(config, { logger: false })
    try {
      await app.ready()
      return app.swagger() as unknown as Record<string, unknown>
    } finally {
      await app.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
