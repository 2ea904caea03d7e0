import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { PanelFiles } from './panel-files.js'

/** Paths that belong to the API and its tools: never answered with the panel, even when unknown. */
const NOT_PANEL = /^\/(api|files|docs|metrics)(\/|$)/

const YEAR_MS = 365 * 24 * 3600 * 1000

/**
 * The panel's own policy: its scripts and styles come from this origin only, with no inline
 * script. Inline styles are allowed because MUI (through emotion) writes its styles at run time.
 * Images may come from the service's public URL (file previews) when that is another origin.
 */
function panelPolicy(filesOrigin: string): string {
  const images = ["'self'", 'data:', 'blob:', ...(filesOrigin ? [filesOrigin] : [])].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join('; ')
}

/**
 * The panel at /: hashed assets under /assets/ cached for a year, index.html never cached, and
 * every other path that is not the API's answered with index.html, so that a deep link survives
 * a reload. The build holds .br and .gz twins of its assets, sent to browsers that accept them.
 */
export async function panelRoutes(app: FastifyInstance, { panel, filesOrigin }: { panel: PanelFiles; filesOrigin: string }): Promise<void> {
  await app.register(fastifyStatic, { root: panel.root, serve: false, preCompressed: true })
  const policy = panelPolicy(filesOrigin)
  // onSend, the last step before the headers leave: this policy replaces the API's, whichever
  // hook set that.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400) {
      reply.header('content-security-policy', policy)
      reply.header('vary', 'Origin, Accept-Encoding')
    }
    done(null, payload)
  })

  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-store').sendFile('index.html', { cacheControl: false })

  app.get('/assets/*', { config: { rateLimit: false }, schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404: answering index.html there would hand HTML to a <script>.
    return reply.sendFile(`assets/${(request.params as { '*': string })['*']}`, { maxAge: YEAR_MS, immutable: true })
  })
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply))
  // A path of the API is refused as the first step of its own, so that it answers exactly as an
  // unknown path did before the panel (404, whatever the path holds), before any check of input.
  const apiPathsAreNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!NOT_PANEL.test(request.url)) return
    reply.callNotFound()
    return reply
  }
  app.get('/*', { schema: { hide: true }, onRequest: apiPathsAreNotFound }, (request, reply) => {
    const name = request.url.split('?')[0]!.slice(1)
    if (panel.topLevel.has(name)) return reply.sendFile(name, { maxAge: 0 })
    return sendApp(reply)
  })
}
