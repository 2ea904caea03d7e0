import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import multipart from '@fastify/multipart'
import { createFilesRepository } from './files.repository.js'
import { FilesService } from './files.service.js'
import { filesRoutes } from './files.routes.js'
import { Thumbnailer } from './thumbnails/thumbnailer.js'
import { createThumbnailsRepository } from './thumbnails/thumbnails.repository.js'
import { ThumbnailsService } from './thumbnails/thumbnails.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService
    thumbnails: ThumbnailsService
  }
}

/** Bytes without a row are swept only once this old: younger ones may be an upload in flight elsewhere. */
const SWEEP_AFTER_MS = 60 * 60_000

/** Uploads (/api/upload) and their downloads (/files/{id}/{filename}), thumbnails included. */
async function filesModule(app: FastifyInstance): Promise<void> {
  const thumbnailsRepo = createThumbnailsRepository()
  const files = new FilesService({
    db: app.database.db,
    repo: createFilesRepository(app.database.dialect),
    thumbnails: thumbnailsRepo,
    events: app.events,
    bus: app.bus,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
    maxUploadBytes: app.config.maxUploadBytes,
    quotaBytes: app.config.uploadQuotaBytes,
    minFreeDiskBytes: app.config.minFreeDiskBytes,
    idleTimeoutMs: app.config.idleTimeoutMs
  })
  const thumbnails = new ThumbnailsService({
    db: app.database.db,
    repo: thumbnailsRepo,
    storage: app.storage,
    thumbnailer: new Thumbnailer(app.config.thumbnailMaxPixels)
  })
  app.decorate('files', files)
  app.decorate('thumbnails', thumbnails)
  // Inside its own context, so that multipart bodies are accepted by these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart)
    await scope.register(filesRoutes, { files, thumbnails, maxUploadBytes: app.config.maxUploadBytes, thumbnailMaxPixels: app.config.thumbnailMaxPixels })
  })

  // In the background: start-up does not wait for a walk through every stored object.
  app.addHook('onReady', async () => {
    files
      .sweep(new Date(Date.now() - SWEEP_AFTER_MS))
      .then((removed) => removed > 0 && app.log.info({ removed }, 'stored bytes without a file removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping stored bytes without a file failed'))
  })
}

export default fp(filesModule, { name: 'files', dependencies: ['http', 'config', 'database', 'events', 'bus', 'storage'] })
