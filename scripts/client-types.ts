import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../packages/client/src/openapi.ts', import.meta.url))

const HEADER = `// Generated from the service's OpenAPI document by \`npm run generate:client\`; do not edit.
// The test suite fails when this file no longer matches the document.
`

/** The TypeScript types openapi-typescript makes of the document, as the file holds them. */
export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true })
  return HEADER + astToString(ast)
}
