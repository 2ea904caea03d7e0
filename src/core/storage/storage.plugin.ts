import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createStorage } from './index.js'
import type { StorageDriver } from './storage.js'
import { StorageMonitor } from './storage-monitor.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploaded bytes live (STORAGE) */
    storage: StorageDriver
    /** whether storage can write, as last tried in the background */
    storageMonitor: StorageMonitor
  }
}

/** The storage STORAGE names, and the monitor that tries it in the background while the app runs. */
async function storagePlugin(app: FastifyInstance): Promise<void> {
  const storage = await createStorage(app.config)
  const monitor = new StorageMonitor(storage, (status, error) =>
    status === 'available' ? app.log.info('storage writable again') : app.log.error({ err: error }, 'storage cannot write')
  )
  app.decorate('storage', storage)
  app.decorate('storageMonitor', monitor)
  app.addHook('onClose', async () => {
    await monitor.stop()
    storage.close()
  })
  await monitor.start()
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['config'] })
