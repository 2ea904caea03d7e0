import { AppError } from '../errors.js'

export const API_VERSION = 'v1'
const VERSIONED_PREFIX = `/api/${API_VERSION}`

/**
 * `/api/v1/x` is `/api/x`: the URL is rewritten before routing, so there is one route table.
 * Used as Fastify's `rewriteUrl`.
 */
export function stripVersionPrefix(url: string): string {
  if (!url.startsWith(VERSIONED_PREFIX)) return url
  const rest = url.slice(VERSIONED_PREFIX.length)
  if (rest === '' || rest.startsWith('/') || rest.startsWith('?')) return `/api${rest}`
  return url
}

const VENDOR_TYPE = /^application\/vnd\.service\.([^+;\s]+)\+json$/i
const ZERO_QUALITY = /;\s*q\s*=\s*0(\.0*)?\s*(;|$)/i

/**
 * The API versions an Accept header asks for through the vendor media type. Media types are
 * case-insensitive, and `q=0` means "not this one", so it asks for nothing.
 */
function acceptedVersions(accept: string): string[] {
  const versions: string[] = []
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';')
    const match = VENDOR_TYPE.exec(type.trim())
    if (match?.[1] && !ZERO_QUALITY.test(`;${parameters.join(';')}`)) versions.push(match[1].toLowerCase())
  }
  return versions
}

/**
 * An Accept header that names versions, none of them one we serve, is refused with 406 instead
 * of being silently answered in another version; one that names ours among others is served.
 * (Every answer names the version it is in: the `API-Version` header, set with the others.)
 */
export function unservedVersion(accept: string | undefined): AppError | undefined {
  if (!accept || !/vnd\.service\./i.test(accept)) return undefined
  const versions = acceptedVersions(accept)
  if (versions.length === 0 || versions.includes(API_VERSION)) return undefined
  return new AppError('UNSUPPORTED_VERSION', `API version ${versions.join(' or ')} is not available; this service serves ${API_VERSION}`)
}
