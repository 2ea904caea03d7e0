// Kept for the tests written against it; the helpers live in support/accounts.ts.
export * from './support/accounts.js'
