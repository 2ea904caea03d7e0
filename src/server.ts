import 'dotenv/config'
import Fastify from 'fastify'
import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import app, { serverOptions } from './app.js'
import { reniceHelperThreads } from './lib/helper-threads.js'

/** How long the requests in flight get to finish once the service is asked to stop. */
const SHUTDOWN_GRACE_MS = 30_000

/**
 * The nice value of every thread but the main one: on a shared core, V8's concurrent marking
 * would otherwise take the event loop's time slices (docs/decisions/helper-threads-nice.md).
 */
const HELPER_THREADS_NICE = 19

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
  // Here, not in buildApp: tests build apps in the test runner's process. Once started, the
  // threads of the start-up are all there; a thread made later inherits its maker's nice value
  // (libvips's are made on the pool's); the checkpoint worker, made by the main thread, is reniced once online.
  const reniced = await reniceHelperThreads(HELPER_THREADS_NICE)
  if (reniced > 0) server.log.info({ threads: reniced, nice: HELPER_THREADS_NICE }, 'helper threads reniced: the event loop comes first on a shared core')
  else server.log.debug('helper threads left as they are (not Linux)')
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message)
  else console.error('start-up failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
