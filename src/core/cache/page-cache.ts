import { deepFreeze } from '../../lib/deep-freeze.js'
import { jsonFitsIn } from '../../lib/json-length.js'
import type { InvalidationBus } from './invalidation.js'
import { InvalidatedCache } from './invalidated-cache.js'

/** answers kept at most per cache: pages of a list or dashboards */
const MAX_ANSWERS = 128
/**
 * the largest answer kept, in characters of its JSON: an event's data holds a whole content item,
 * so a page of the activity log can be megabytes, and 128 of those must not stay in memory
 */
const MAX_ANSWER_CHARACTERS = 65_536

/**
 * Read answers (list pages, the dashboard) cached by question under InvalidatedCache's rules; an
 * admin UI asks the same first page again and again. Only for answers that change only with `changed`.
 */
export class PageCache<T> {
  private readonly cache: InvalidatedCache<T>

  /**
   * `changed`: the bus key, `<prefix>*`, that drops every answer; `<prefix><scope>*` drops those
   * of a scope (see get). `droppedBy`: other keys that drop every answer.
   */
  constructor(bus: InvalidationBus, changed: `${string}:*`, droppedBy: string[] = []) {
    this.cache = new InvalidatedCache<T>(bus, {
      prefix: changed.slice(0, -1),
      droppedBy,
      maxEntries: MAX_ANSWERS,
      // Counted, not written: the serializer writes a kept answer's JSON once anyway.
      keeps: (answer) => jsonFitsIn(answer, MAX_ANSWER_CHARACTERS)
    })
  }

  /**
   * The answer to `question` (any JSON-able value that tells questions apart), loaded once per
   * change. `scope`: a part of the answers that a change can drop alone (one actor's activity).
   */
  get(question: unknown, load: () => Promise<T>, scope = ''): T | Promise<T> {
    return this.cache.get(scope + JSON.stringify(question), async () => deepFreeze(await load()))
  }
}
