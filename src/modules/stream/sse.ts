import { eventBody } from '../../core/events/event-body.js'
import type { StreamedEvent } from './stream.repository.js'

// The Server-Sent Events wire format (the HTML standard's "text/event-stream"). Event bodies are
// JSON on one line, so each takes one `data:` line.

/** An event as its stream sends it: its id (what Last-Event-ID names after a reconnect), and its body. */
export function eventFrame(event: StreamedEvent): Buffer {
  return Buffer.from(`id: ${event.id}\ndata: ${eventBody(event)}\n\n`)
}

/**
 * Tells the client that what it missed cannot be replayed, so it must reload what it shows.
 * `id`: where the stream stands now, so that a later reconnect resumes from here.
 */
export function resetFrame(id: string | undefined, reason: string): string {
  return `event: reset\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify({ reason })}\n\n`
}

/** How long the client waits before it reconnects, in milliseconds. */
export function retryFrame(ms: number): string {
  return `retry: ${ms}\n\n`
}

/** A comment line: it keeps proxies from closing a quiet connection, and the client ignores it. */
export const HEARTBEAT = ': heartbeat\n\n'
