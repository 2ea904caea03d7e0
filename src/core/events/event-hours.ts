/**
 * The activity log's counters by hour: `events.hour:<YYYY-MM-DDTHH>` holds how many events were
 * created in that UTC hour, kept in row_counts by the transactions that write and prune events
 * (like the log's other counters), so that a time range's total is a sum of whole hours plus
 * a count of at most an hour's worth of entries on the created_at index, whatever the range's size.
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
 * How to total the events created at or after `since` and before `until` (either may be left
 * out): whole hours from their counters, and each part hour counted on the index; a part hour
 * longer than half an hour is its hour's counter less the rest of the hour, so that no more
 * than half an hour of entries is ever counted at either end. Undefined for an instant no
 * event can have (a year past 9999 or before 0), which the caller counts on the index.
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
