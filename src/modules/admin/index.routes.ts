import type { FastifyInstance } from 'fastify'
import { ok } from '../../core/http/envelope.js'

interface IndexOptions {
  version: string
  appName: () => Promise<string>
  /** why there is no panel here, for the HTML page */
  note: string
}

const LINKS = { docs: '/docs', openapi: '/api/openapi.json', health: '/api/health' }
const LABELS: Record<keyof typeof LINKS, string> = { docs: 'API documentation', openapi: 'OpenAPI document', health: 'Health' }

/**
 * `/` without the panel: the service's name, its version and where to read more. HTML for a
 * browser, the JSON envelope for anything else.
 */
export async function indexRoutes(app: FastifyInstance, { version, appName, note }: IndexOptions): Promise<void> {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const name = await appName()
    if (request.headers.accept?.includes('text/html') !== true) return ok({ name, version, links: LINKS })
    const items = Object.entries(LINKS)
      .map(([key, href]) => `<li><a href="${href}">${LABELS[key as keyof typeof LINKS]}</a></li>`)
      .join('')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(name)}</title>` +
          `<h1>${escapeHtml(name)}</h1><p>Version ${escapeHtml(version)}. ${escapeHtml(note)}</p><ul>${items}</ul></html>`
      )
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
