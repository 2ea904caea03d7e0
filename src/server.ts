import 'dotenv/config'
import Fastify from 'fastify'
import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import app, { serverOptions } from './app.js'

/** How long the requests in flight get to finish once the service is asked to stop. */
const SHUTDOWN_GRACE_MS = 30_000

async function main(): Promise<void> {
  const config = prepareDataDir(loadConfig())
  const server = Fastify(serverOptions(config))

  // SIGTERM, SIGINT and the like: stop accepting, let the requests in flight finish, close
  // every plugin (the webhook worker, then storage, the bus, Redis, the database), exit 0.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: { error: (message: unknown) => server.log.error(message) },
      onTimeout: () => server.log.error('requests still in flight after the grace period; exiting')
    },
    async ({ signal, err }) => {
      if (err) server.log.error({ err }, 'closing after an uncaught error')
      else server.log.info({ signal }, 'shutting down: finishing requests in flight')
      await server.close()
      server.log.info('closed')
    }
  )

  await server.register(app, { config })
  await server.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message)
  else console.error('start-up failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
