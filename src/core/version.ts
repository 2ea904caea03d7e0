import { readFileSync } from 'node:fs'

// Two levels up from both src/core and dist/core is the package root.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }

/** The release number of the running service, from package.json. */
export const SERVICE_VERSION: string = pkg.version
