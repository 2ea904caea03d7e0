import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { clientTypes, CLIENT_TYPES_FILE } from '../../scripts/client-types.js'
import { openApiDocument } from '../../scripts/openapi-document.js'

test("the typed client's generated types match the document the service serves", async () => {
  const expected = await clientTypes(await openApiDocument())
  const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8')
  assert.ok(committed === expected, 'packages/client/src/openapi.ts is stale: run `npm run generate:client` and commit it')
})
