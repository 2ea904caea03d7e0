import 'dotenv/config'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import { buildApp } from './app.js'

const SHUTDOWN_GRACE_MS = 30_000

async function main(): Promise<void> {
  const config = prepareDataDir(loadConfig())
  const app = await buildApp(config)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // A request that never ends must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    await app.close()
    app.log.info('closed')
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message)
  else console.error('start-up failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
