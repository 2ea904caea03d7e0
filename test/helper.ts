// The test helpers, by concern, in test/support/. This file keeps the names every test imported
// from it.
export * from './support/databases.js'
export * from './support/test-app.js'
export * from './support/redis-relay.js'
export * from './support/tcp-relay.js'
export * from './support/scenarios.js'
export * from './support/events.js'
export * from './support/until.js'
export * from './support/counters.js'
export * from './support/statements.js'
