import type { ServerResponse } from 'node:http'
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
 * Bounds what idle connections hold: MAX_CONNECTIONS sockets, and one silent for IDLE_TIMEOUT_MS is
 * closed (408 if its body was arriving). Silence, not total time, so a flowing upload is not cut.
 */
export function closeStalledConnections(app: FastifyInstance): void {
  app.server.maxConnections = app.config.maxConnections
  // The socket's latest answer, kept on the socket: cheaper than a WeakMap on every request. Never
  // cleared (`headersSent` tells a sent one), so an idle socket keeps its last pair until it closes.
  app.addHook('onRequest', (request, reply, done) => {
    ;(request.raw.socket as SocketWithAnswer)[LATEST_ANSWER] = reply.raw
    done()
  })
  // With a listener here, Node leaves the socket to us instead of destroying it.
  app.server.on('timeout', (socket: SocketWithAnswer) => {
    // A busy process can run this timer before it reads bytes that arrived meanwhile: judge the
    // silence after that read (setImmediate runs once the loop has polled the sockets).
    const bytesRead = socket.bytesRead
    setImmediate(() => {
      if (socket.bytesRead === bytesRead && !socket.destroyed) closeSilent(app, socket)
    })
  })
}

function closeSilent(app: FastifyInstance, socket: SocketWithAnswer): void {
  if (socket[HELD]) return
  const answer = socket[LATEST_ANSWER]
  if (answer && !answer.headersSent) {
    // The handler is still working: its answer is on the way.
    if (answer.req.complete) return
    // Its body waits unread in our buffers (Node pauses the socket until the handler reads on):
    // the silence is ours. Reading on counts as activity and restarts the deadline.
    if (socket.isPaused()) return
    answerOnSocket(socket, 408, `Nothing arrived for ${app.config.idleTimeoutMs / 1000} s; send the whole request body without pausing`)
  }
  socket.destroy()
}

/**
 * Marks a connection as silent by the server's doing (its request's body waits unread for a
 * turn) until the returned function is called: the idle deadline leaves it open meanwhile, and
 * counts afresh from the release.
 */
export function holdOpen(socket: Socket): () => void {
  const held = socket as SocketWithAnswer
  held[HELD] = true
  return () => {
    held[HELD] = false
    // A connection with no deadline of its own (an injected request's) has nothing to restart.
    if (held.timeout) held.setTimeout(held.timeout)
  }
}

const LATEST_ANSWER = Symbol('latest answer')
const HELD = Symbol('held open')
type SocketWithAnswer = Socket & { [LATEST_ANSWER]?: ServerResponse; [HELD]?: boolean }
