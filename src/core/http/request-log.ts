import type { FastifyServerOptions } from 'fastify'

type LoggerOption = FastifyServerOptions['logger']

/** Query parameters that carry a secret: a mailed link's single-use token, a live stream's ticket. */
const SECRET_PARAMETER = /([?&](?:token|ticket)=)[^&#]*/gi

type LoggedRequest = Record<string, string | number | undefined>

/** Fastify's request line without the secrets a URL may carry, so that logs never hold a usable link. */
export function loggedRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }): LoggedRequest {
  const url = request.url.replace(SECRET_PARAMETER, '$1[redacted]')
  return { method: request.method, url, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }
}

/** Logger options with the request serializer above, whichever options the caller gave. */
export function withRequestLog(logger: LoggerOption): LoggerOption {
  if (typeof logger !== 'object' || logger === null) return logger
  return { ...logger, serializers: { ...logger.serializers, req: loggedRequest } }
}
