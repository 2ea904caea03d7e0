import { writeFileSync } from 'node:fs'
import { clientTypes, CLIENT_TYPES_FILE } from './client-types.js'
import { openApiDocument } from './openapi-document.js'

// Regenerates the typed client's types from the document the service serves today.
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(await openApiDocument()))
console.log(`wrote ${CLIENT_TYPES_FILE}`)
