import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config/config.js'
import { answerOnSocket } from './error-handler.js'

/**
 * The server's deadlines as Fastify takes them. Node checks the headers and whole-request
 * deadlines on a beat of its own (30 s by default, which would make a 10 s limit up to 40 s);
 * a check of the open connections every second costs nothing.
 */
export function timeoutOptions(config: Config) {
  return {
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs)
    }
  }
}

/**
 * Bounds what idle or stalled connections can hold: at most MAX_CONNECTIONS open sockets, and a
 * socket on which nothing moves for IDLE_TIMEOUT_MS is closed. When its request's body was still
 * arriving, it is answered 408 first, and the bytes buffered for it are freed with the socket.
 * The limit is on silence, not on total time, so an upload whose bytes keep coming is not cut
 * (REQUEST_TIMEOUT_MS bounds the total). A request whose handler is still working is left alone:
 * its answer is on the way.
 */
export function closeStalledConnections(app: FastifyInstance): void {
  app.server.maxConnections = app.config.maxConnections
  const inFlight = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>()
  app.addHook('onRequest', (request, reply, done) => {
    inFlight.set(request.raw.socket, { req: request.raw, res: reply.raw })
    done()
  })
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request.raw.socket)
    done()
  })
  // With a listener here, Node leaves the socket to us instead of destroying it.
  app.server.on('timeout', (socket: Socket) => {
    const current = inFlight.get(socket)
    if (current && current.req.complete && !current.res.headersSent) return
    if (current && !current.req.complete) {
      answerOnSocket(socket, 408, `Nothing arrived for ${app.config.idleTimeoutMs / 1000} s; send the whole request body without pausing`)
    }
    socket.destroy()
  })
}
