import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
// The provider's own import of the client (the workspace package), so that instanceof holds.
import { ApiError } from '@admin-panel/client'
import { changedFields, listQuery, listResult, MAX_PAGE_SIZE } from '../../packages/admin/src/providers/dataProvider.js'
import { toHttpError } from '../../packages/admin/src/providers/errors.js'

describe("the panel's data provider", () => {
  test('paging: react-admin’s page and perPage become page and limit, capped at the API’s 100', () => {
    assert.deepEqual(listQuery('users', { pagination: { page: 3, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} }), { page: 3, limit: 25, sort: 'name' })
    assert.equal(listQuery('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} }).limit, MAX_PAGE_SIZE)
  })

  test('a cursor, when the page has one, is sent instead of the page number', () => {
    const query = listQuery('activity', { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {}, meta: { cursor: 'abc' } })
    assert.deepEqual(query, { cursor: 'abc', limit: 20 })
  })

  test('sorting: DESC is a leading minus; a field the list cannot sort on is left out', () => {
    const sorted = (field: string, order: 'ASC' | 'DESC') => listQuery('content', { pagination: { page: 1, perPage: 20 }, sort: { field, order }, filter: {} }).sort
    assert.equal(sorted('updatedAt', 'DESC'), '-updatedAt')
    assert.equal(sorted('title', 'ASC'), 'title')
    assert.equal(sorted('id', 'ASC'), undefined)
    assert.equal(sorted('status', 'DESC'), undefined)
  })

  test('filters: renamed to the API’s parameters, empty ones dropped, unknown ones refused', () => {
    const query = listQuery('content', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'hello', status: 'draft', tag: '', type: undefined } })
    assert.deepEqual(query, { page: 1, limit: 20, sort: '-createdAt', search: 'hello', status: 'draft' })
    assert.throws(() => listQuery('content', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { colour: 'red' } }), /no filter colour/)
  })

  test('a list answer: items and total; with a cursor, pageInfo and the next cursor', () => {
    const page = { items: [{ id: 'a' }], pagination: { page: 1, limit: 20, total: 41, totalPages: 3 } }
    assert.deepEqual(listResult(page), { data: [{ id: 'a' }], total: 41 })
    const cursored = listResult({ ...page, nextCursor: 'next' })
    assert.deepEqual(cursored.pageInfo, { hasNextPage: true, hasPreviousPage: false })
    assert.deepEqual(cursored.meta, { nextCursor: 'next', totalIsEstimate: false })
    assert.equal(listResult({ ...page, nextCursor: null }).pageInfo?.hasNextPage, false)
  })

  test('an update sends only the fields that changed', () => {
    assert.deepEqual(changedFields({ id: '1', title: 'New', tags: ['a'], status: 'draft' }, { id: '1', title: 'Old', tags: ['a'], status: 'draft' }), { title: 'New' })
    assert.deepEqual(changedFields({ tags: ['a', 'b'] }, { tags: ['a'] }), { tags: ['a', 'b'] })
  })

  test('errors: each detail lands on its field (a list item on its list), with the message and request id for the form', () => {
    const error = toHttpError(new ApiError(422, 'VALIDATION_ERROR', 'The request has invalid fields', { title: ['must not be empty'], 'tags.2': ['at most 50 characters'], 'notifications.email': ['must be a boolean'] }, 'req-1', null))
    assert.equal((error as { status?: number }).status, 422)
    const body = (error as { body: { errors: Record<string, unknown>; requestId: string } }).body
    assert.equal(body.errors.title, 'must not be empty')
    assert.equal(body.errors.tags, 'at most 50 characters')
    assert.equal(body.errors['notifications.email'], 'must be a boolean')
    assert.deepEqual(body.errors.root, { serverError: 'The request has invalid fields (request id req-1)' })
  })

  test('errors: anything else is a notice that carries the request id; an unreachable service says so', () => {
    const error = toHttpError(new ApiError(422, 'LAST_ADMIN', 'The last administrator cannot be demoted', {}, 'req-2', null))
    assert.equal(error.message, 'The last administrator cannot be demoted (request id req-2)')
    assert.equal((error as { body: { errors?: unknown; code: string } }).body.errors, undefined)
    assert.equal((error as { body: { code: string } }).body.code, 'LAST_ADMIN')
    assert.equal(toHttpError(new TypeError('Failed to fetch')).message, 'app.error.unreachable')
  })
})
