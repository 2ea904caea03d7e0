import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

/** The configuration, loaded by the caller (server.ts, a test), for every plugin after this one. */
async function configPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  app.decorate('config', options.config)
}

export default fp(configPlugin, { name: 'config' })
