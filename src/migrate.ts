import 'dotenv/config'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import { connectDatabase } from './core/db/database.js'
import { migrateDatabase } from './core/db/migrator.js'

/** `npm run migrate`: brings the configured database up to date and exits. */
async function main(): Promise<void> {
  const config = prepareDataDir(loadConfig())
  const database = await connectDatabase(config.databaseUrl, config.postgres)
  try {
    const ran = await migrateDatabase(config.databaseUrl, database, config.postgres)
    console.log(ran.length > 0 ? `ran ${ran.length} migration(s): ${ran.join(', ')}` : 'database is up to date')
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `migration failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
