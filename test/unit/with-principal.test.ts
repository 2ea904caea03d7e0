import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyRequest } from 'fastify'
import { withPrincipal } from '../../src/core/http/auth.js'
import type { Principal } from '../../src/core/principal.js'

// withPrincipal only asks the request for its authorization header and the server's authenticator.
const requestAnswering = (answer: () => Principal | Promise<Principal>) =>
  ({ headers: { authorization: 'Bearer token' }, server: { authenticator: { authenticate: answer } } }) as unknown as FastifyRequest

const principal: Principal = { userId: 'u1', sessionId: 's1', tokenId: 't1', role: 'admin' }

test('a principal at hand is passed on at once, without waiting for a promise', () => {
  let seen: Principal | undefined
  withPrincipal(requestAnswering(() => principal), (p) => (seen = p), assert.fail)
  assert.equal(seen, principal)
})

test('an authenticator that throws at once, or rejects later, reaches `otherwise`', async () => {
  const thrown = new Error('401 at once')
  const rejected = new Error('401 later')
  for (const [answer, expected] of [[() => { throw thrown }, thrown], [() => Promise.reject(rejected), rejected]] as const) {
    const error = await new Promise<Error>((resolve) => withPrincipal(requestAnswering(answer), () => assert.fail('no principal'), resolve))
    assert.equal(error, expected)
  }
})

test('what `then` throws after a wait reaches `otherwise`, not an unhandled rejection', async () => {
  const failure = new Error('the hook failed')
  const error = await new Promise<Error>((resolve) =>
    withPrincipal(requestAnswering(async () => principal), () => { throw failure }, resolve)
  )
  assert.equal(error, failure)
})
