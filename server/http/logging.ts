import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { logSafeUrl } from '../lib/log-url'

/**
 * Secrets a shop gives (docs/product.md#payments) never reach a log line, at whatever depth of
 * whatever object is logged (a body, if one is ever logged).
 */
export const REDACTED_LOG_KEYS = ['accessToken', 'webhookSecret', 'access_token']
const redactPaths = REDACTED_LOG_KEYS.flatMap((key) =>
  ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'].map((depth) => `${depth}${key}`),
)

/**
 * Fastify's request serializer, with the capability tokens of the URL (an order's `?token=`, a
 * reset link's path) replaced by '[oculto]' (docs/ARCHITECTURE.md#observability).
 */
const serializeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: logSafeUrl(req.url),
  version: [req.headers?.['accept-version']].flat()[0],
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
})

/** The logger's options with the redactions above added to whatever the caller asked for. */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const options = logger === true ? {} : logger
  const given = options.redact
  const paths = Array.isArray(given) ? given : (given?.paths ?? [])
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    redact: {
      ...(Array.isArray(given) ? {} : given),
      paths: [...paths, ...redactPaths],
      censor: '[oculto]',
    },
  }
}
