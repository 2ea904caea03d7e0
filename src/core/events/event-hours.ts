/**
 * Per-hour event counters in row_counts (`events.hour:<YYYY-MM-DDTHH>`), kept by the writing
 * transactions, so a time range's total is whole hours plus at most an hour counted on the index.
 */

export const HOUR_COUNTER = 'events.hour:'
const HOUR_MS = 3_600_000

/** The counter of the hour an event created at `createdAt` (its stored ISO instant) is in. */
export function hourCounter(createdAt: string): string {
  return HOUR_COUNTER + createdAt.slice(0, 13)
}

/**
 * One part of a range's total, added (`sign` 1) or taken away (-1): the `events` counter, the
 * hour counters from `hours[0]` up to `hours[1]` (excluded),
 * or the events counted on the index from `events[0]` (included) to `events[1]` (excluded).
 */
export type RangePart = { sign: 1 | -1 } & ({ all: true } | { hours: [string, string] } | { events: [string, string] })

/** Instants whose hours, and the hour after, have four-digit years: 24 characters that sort as they happen. */
const FIRST = Date.parse('0000-01-01T00:00:00.000Z')
const LAST = Date.parse('9999-12-31T22:00:00.000Z')
/** Sorts after the last hour's counter: where the hours of a range open at its end stop (excluded). */
const AFTER_LAST_HOUR = hourCounter('9999-12-31T24')

/**
 * How to total events in [since, until): whole hours from counters, part hours on the index (one
 * over half an hour as its counter less the rest). Undefined for an instant no event can have.
 */
export function rangeParts(since: string | undefined, until: string | undefined): RangePart[] | undefined {
  const from = since === undefined ? undefined : Date.parse(since)
  const to = until === undefined ? undefined : Date.parse(until)
  if ([from, to].some((time) => time !== undefined && !(time >= FIRST && time <= LAST))) return undefined
  if (from === undefined && to === undefined) return [{ sign: 1, all: true }]
  // Open at the end: from the bound to the newest hour, which is near and so few hours. Open
  // at the start: everything less what is at or after `until`, for the same reason.
  if (to === undefined) return fromOn(from!, 1)
  if (from === undefined) return [{ sign: 1, all: true }, ...fromOn(to, -1)]
  if (from >= to) return []
  const firstWhole = hourAfter(from)
  const lastWhole = hourOf(to)
  if (firstWhole > lastWhole) return partHour(from, to, 1)
  return [...(firstWhole < lastWhole ? [{ sign: 1 as const, hours: [hourName(firstWhole), hourName(lastWhole)] as [string, string] }] : []), ...partHour(from, firstWhole, 1), ...partHour(lastWhole, to, 1)]
}

/** The events at or after `time`. */
function fromOn(time: number, sign: 1 | -1): RangePart[] {
  const firstWhole = hourAfter(time)
  return [{ sign, hours: [hourName(firstWhole), AFTER_LAST_HOUR] }, ...partHour(time, firstWhole, sign)]
}

/** The events from `from` to `to`, both within one hour (`to` may be its end); none when they meet. */
function partHour(from: number, to: number, sign: 1 | -1): RangePart[] {
  if (from >= to) return []
  if (to - from <= HOUR_MS / 2) return [{ sign, events: [iso(from), iso(to)] }]
  const hour = hourOf(from)
  const other = sign === 1 ? -1 : 1
  return [{ sign, hours: [hourName(hour), hourName(hour + HOUR_MS)] }, ...partHour(hour, from, other), ...partHour(to, hour + HOUR_MS, other)]
}

function hourOf(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS
}

/** The first hour that starts at or after `time`. */
function hourAfter(time: number): number {
  const hour = hourOf(time)
  return hour === time ? hour : hour + HOUR_MS
}

function iso(time: number): string {
  return new Date(time).toISOString()
}

function hourName(time: number): string {
  return hourCounter(iso(time))
}
