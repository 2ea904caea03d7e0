import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin'
import type { AdminClient, Method, PathsFor, UploadProgress } from '@admin-panel/client'
import { RESOURCES, type ResourceSpec } from './resources.js'
import { toHttpError } from './errors.js'
import { cursorPager, MAX_PAGE_SIZE } from './cursors.js'

export { MAX_PAGE_SIZE }

interface Page {
  items: RaRecord[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
  /** lists that page by cursor answer where the next page starts (null on the last) */
  nextCursor?: string | null
  totalIsEstimate?: boolean
}

type Query = Record<string, string | number>

function spec(resource: string): ResourceSpec {
  const found = RESOURCES[resource]
  if (!found) throw new Error(`No resource ${resource} in providers/resources.ts`)
  return found
}

/**
 * The query string of a list request: react-admin's page, sort and filters in the API's terms.
 * A sort on a field the list cannot sort on is left out (the list's own order applies), and so
 * are empty filters; a filter the list does not take is a mistake in the page, and throws.
 */
export function listQuery(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>): Query {
  const { sorts, filters, parent } = spec(resource)
  const query: Query = {}
  const { page = 1, perPage = 20 } = params.pagination ?? {}
  const cursor = (params.meta as { cursor?: string } | undefined)?.cursor
  if (cursor) query.cursor = cursor
  else query.page = page
  query.limit = Math.min(Math.max(1, perPage), MAX_PAGE_SIZE)
  const sort = params.sort
  if (sort && sorts.includes(sort.field)) query.sort = sort.order === 'DESC' ? `-${sort.field}` : sort.field
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (name === parent) continue
    const parameter = filters[name]
    if (parameter === undefined) throw new Error(`The ${resource} list has no filter ${name}`)
    if (value === undefined || value === null || value === '') continue
    query[parameter] = String(value)
  }
  return query
}

/** A list answer as react-admin reads it; cursor paging adds pageInfo and the next cursor. */
export function listResult(page: Page): GetListResult {
  const result: GetListResult = { data: page.items, total: page.pagination.total }
  if (page.nextCursor !== undefined) {
    result.pageInfo = { hasNextPage: page.nextCursor !== null, hasPreviousPage: page.pagination.page > 1 }
    result.meta = { nextCursor: page.nextCursor, totalIsEstimate: page.totalIsEstimate === true }
  }
  return result
}

/** The fields of `data` that differ from `previous`: an update sends only what was changed. */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data
  const changed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value
  }
  return changed
}

function fill(path: string, values: Record<string, Identifier | undefined>): Record<string, string> {
  const filled: Record<string, string> = {}
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const value = values[name!]
    if (value === undefined) throw new Error(`${path} needs ${name}`)
    filled[name!] = String(value)
  }
  return filled
}

/** What a create of a file takes: react-admin's FileInput value, and who hears the progress. */
export interface FileCreateMeta {
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/**
 * The react-admin data provider over the typed client. Every call goes through `client`, which
 * adds the token and refreshes it; every failure leaves as an HttpError (errors.ts).
 */
export function createDataProvider(client: AdminClient): DataProvider {
  // The resource table holds paths as strings; the client types each literal path. This is the
  // one place that crosses from one to the other.
  const call = (method: Method, path: string, options: { path?: Record<string, string>; query?: Query; body?: unknown; signal?: AbortSignal } = {}) =>
    client.request(method, path as PathsFor<typeof method>, options as never).catch((error: unknown) => {
      throw toHttpError(error)
    }) as Promise<unknown>

  const pager = cursorPager()
  const getList = async (resource: string, params: Partial<GetListParams> & { signal?: AbortSignal }, parentId?: Identifier) => {
    const { list, parent } = spec(resource)
    const path = parent ? fill(list, { [parent]: parentId ?? (params.filter?.[parent] as Identifier | undefined) }) : undefined
    const query = listQuery(resource, params as GetListParams)
    const page = await pager(`${resource} ${JSON.stringify(path ?? {})}`, query, async (query) => (await call('get', list, { path, query, signal: params.signal })) as Page)
    return listResult(page)
  }

  const one = (resource: string) => {
    const found = spec(resource).one
    if (!found) throw new Error(`The ${resource} resource has no single-record route`)
    return found
  }

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
    return (await call('get', one(resource), { path: { id: String(id) }, signal })) as RaRecord
  }

  return {
    getList: (resource, params) => getList(resource, params),

    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.signal)) as never }),

    getMany: async (resource, params) => ({ data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)))) as never }),

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: spec(resource).parent ? params.filter : { ...params.filter, [params.target]: params.id } }, params.id),

    create: async (resource, params) => {
      if (resource === 'uploads') {
        const { file } = params.data as { file: { rawFile: File } | File }
        const raw = file instanceof File ? file : file.rawFile
        const meta = (params.meta ?? {}) as FileCreateMeta
        const uploaded = await client.upload(raw, raw.name, { onProgress: meta.onProgress, signal: meta.signal }).catch((error: unknown) => {
          throw toHttpError(error)
        })
        return { data: uploaded as never }
      }
      const { list } = spec(resource)
      return { data: (await call('post', list, { body: params.data })) as never }
    },

    update: async (resource, params) => {
      const body = changedFields(params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined)
      return { data: (await call('put', one(resource), { path: { id: String(params.id) }, body })) as never }
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) await call('put', one(resource), { path: { id: String(id) }, body: params.data })
      return { data: params.ids }
    },

    delete: async (resource, params) => {
      await call('delete', one(resource), { path: { id: String(params.id) } })
      return { data: (params.previousData ?? { id: params.id }) as never }
    },

    deleteMany: async (resource, params) => {
      // One at a time: each is its own request, and a failure stops at the record that failed.
      for (const id of params.ids) await call('delete', one(resource), { path: { id: String(id) } })
      return { data: params.ids }
    },

    /** The signed-in user's password; the client keeps the token the service answers. */
    changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
      client.changePassword(body).catch((error: unknown) => {
        throw toHttpError(error)
      }),

    /** Any other call the pages make (a test delivery, a retry, a widget), with the same error handling. */
    send: (method: Method, path: string, options?: { path?: Record<string, string>; query?: Query; body?: unknown }) => call(method, path, options)
  }
}
