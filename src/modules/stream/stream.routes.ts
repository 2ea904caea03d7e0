import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ENROL_FIRST, principalOf } from '../../core/http/auth.js'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import type { Authenticator } from '../../core/principal.js'
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER, REPLAY_MAX_EVENTS, type StreamOutput, type StreamsService } from './stream.service.js'
import { StreamQuery, TicketSchema } from './stream.schemas.js'
import type { TicketsService } from './tickets.service.js'

const tags = ['stream']
// no-transform and X-Accel-Buffering keep proxies (nginx) from holding events back to compress or buffer them.
const STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' }

const STREAM_DESCRIPTION = `Server-Sent Events (\`text/event-stream\`): the events the caller may see, as they are committed on any instance.
Signed in with a bearer token (a fetch-based client; a personal API token of either scope too), or with \`?ticket=\` from POST /api/stream/ticket (a browser's EventSource,
which cannot send headers). Visibility is that of the activity log and webhooks: an administrator receives every event; anyone
else the content events about items they may read (published ones, and their own), never someone else's draft.

Each event is one \`data:\` line of JSON, \`{id, type, timestamp, data}\` (as webhooks deliver it), with its \`id:\`; it arrives as
an unnamed message (EventSource's \`onmessage\`). After a reconnect, \`Last-Event-ID\` (or \`?lastEventId=\`) replays what was
missed, from the log: up to ${REPLAY_MAX_EVENTS} events of the requested types, at most an hour old. Past that, or for an id the log no
longer holds, an \`event: reset\` (with the id to resume from) tells the client to reload what it shows; events follow as usual.
A comment line every ${HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream.

A sign-out, a revoked session or API token, a deleted account or a password change ends the stream within a second, on every instance; a
role change narrows or widens what it receives. With REQUIRE_2FA_FOR_ADMINS=true, an administrator without two-factor sign-in is
refused (403 MFA_ENROLMENT_REQUIRED), and one who turns it off loses their open streams. Shutting down ends it too, and the client reconnects (to another instance).
At most ${MAX_STREAMS_PER_USER} streams per user and MAX_STREAMS (1000) in all are open on an instance: past them, 429. A client
that stops reading is dropped once it leaves 256 KiB unread, and replays from Last-Event-ID when it reconnects.`

export const streamRoutes: FastifyPluginAsyncTypebox<{ streams: StreamsService; tickets: TicketsService; authenticator: Authenticator }> = async (
  app,
  { streams, tickets, authenticator }
) => {
  app.post(
    '/api/stream/ticket',
    {
      // Tickets are for browsers, whose EventSource cannot send a header; a script sends its API token.
      config: { auth: 'user', apiTokens: false },
      schema: {
        operationId: 'createStreamTicket',
        tags,
        summary: 'A ticket to open a live stream',
        description: 'Single use, for 30 seconds, on any instance: `GET /api/stream?ticket=…`. The stream it opens belongs to the session of the token that asked for it, and ends with it.',
        response: { 201: EnvelopeSchema(TicketSchema) }
      }
    },
    async (request, reply) => reply.code(201).send(ok(await tickets.issue(principalOf(request)), 'Ticket created'))
  )

  app.get(
    '/api/stream',
    {
      // A HEAD would open a stream with no body to read, held (and counted against the limits) until its connection closes.
      exposeHeadRoute: false,
      config: { longLived: true },
      schema: {
        operationId: 'openStream',
        tags,
        summary: 'Live events (Server-Sent Events)',
        description: STREAM_DESCRIPTION,
        security: [{ bearerAuth: [] }, { apiToken: [] }, {}],
        querystring: StreamQuery,
        response: {
          200: { description: 'a stream of events that lasts until the client leaves', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          401: errorResponse('UNAUTHORIZED: no bearer token and no ticket, or one that is not valid (a ticket unknown, used or expired)'),
          403: errorResponse('MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in'),
          429: errorResponse(`RATE_LIMITED: too many requests, or ${MAX_STREAMS_PER_USER} streams of this user (or MAX_STREAMS in all) already open; Retry-After says when to retry`)
        }
      }
    },
    async (request, reply) => {
      const { ticket, types, lastEventId } = request.query
      const principal = ticket !== undefined ? await authenticator.recheck(await tickets.redeem(ticket)) : await authenticator.authenticate(request.headers.authorization)
      // Not a route with config.auth, so the enrolment rule that hook applies is applied here.
      if (principal.mfaEnrolmentRequired) throw ENROL_FIRST
      const stream = streams.reserve(principal, { types })
      const res = reply.raw
      reply.hijack()
      // The client may have left while its credentials were checked.
      if (res.destroyed) return streams.release(stream)
      res.on('close', () => streams.release(stream))
      res.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...STREAM_HEADERS })
      // Quiet for minutes is normal here: the heartbeat keeps the stream alive, not IDLE_TIMEOUT_MS.
      request.raw.socket.setTimeout(0)
      const resumeFrom = headerValue(request.headers['last-event-id']) ?? lastEventId
      await streams.start(stream, outputOf(res), resumeFrom).catch((error: unknown) => {
        request.log.error({ err: error }, 'live stream failed to start; closed so that the client reconnects')
        streams.close(stream)
      })
    }
  )
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value || undefined
}

/** The answer as the streams service writes to it. */
function outputOf(res: ServerResponse): StreamOutput {
  const socket = res.socket
  return {
    get unread() {
      return res.writableLength
    },
    write: (chunk) => void res.write(chunk),
    drained: (ms) =>
      new Promise((resolve) => {
        if (res.writableLength === 0 || res.destroyed) return resolve(!res.destroyed)
        const done = (taken: boolean) => {
          clearTimeout(timer)
          res.off('drain', onDrain)
          res.off('close', onClose)
          resolve(taken)
        }
        const onDrain = () => done(true)
        const onClose = () => done(false)
        const timer = setTimeout(() => done(false), ms)
        res.on('drain', onDrain)
        res.on('close', onClose)
      }),
    end: () => {
      if (res.writableEnded) return
      // The connection goes with the stream: a client that reconnects opens a new one anyway.
      res.end(() => socket?.end())
    }
  }
}
