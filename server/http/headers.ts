import type { FastifyInstance } from 'fastify'
import type { HelmetOptions } from 'helmet'
import type { Config } from '../config'
import { REQUEST_ID_HEADER } from '../lib/request-id'
import { securityHeaders } from '../lib/security-headers'
import { STORAGE_WARMUP_SOURCE } from '../lib/storage-warmup'

/** The Content-Security-Policy and helmet's other headers, for this configuration. */
export function helmetOptions(config: Config) {
  // Map tiles come from the tile server's host; the captcha widget solves in blob: workers.
  const tileOrigin = (config.MAP_TILE_URL.match(/^https?:\/\/[^/]+/)?.[0] ?? "'self'").replace(
    '{s}',
    '*',
  )
  // Pictures linked at S3_PUBLIC_URL (a CDN or the bucket) load from there.
  const uploadOrigins =
    config.STORAGE_PROVIDER === 's3' && config.S3_PUBLIC_URL
      ? [new URL(config.S3_PUBLIC_URL).origin]
      : []
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin, ...uploadOrigins],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Scripts from this origin only, and the customer pages' one inline line.
        scriptSrc: ["'self'", STORAGE_WARMUP_SOURCE],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions
}

/**
 * A file of the web build (a script or stylesheet named by its content, under /assets/). An address
 * there without a file's extension is answered as a page (server/http/spa-fallback.ts), which keeps
 * every header.
 */
const isBuildFile = (url: string) => /^\/assets\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i.test(url)

/**
 * The headers a file of the build needs, of `headers`: that the browser takes its type as sent, and
 * that no other site may embed it. The rest (the page's policies, framing, HSTS, the request's id)
 * mean something to a page, not to a script or a stylesheet it loads, and would add about 0.9 KB to
 * each of the dozen files a public page fetches before it shows (docs/product.md#budgets).
 */
function buildFileHeaders(headers: Readonly<Record<string, string>>) {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy']
  return Object.fromEntries(kept.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])))
}

/**
 * What every answer carries: the security headers, the request's id, and no-store on account
 * answers (docs/ARCHITECTURE.md#request-path); a file of the build, only the headers it needs.
 */
export function addAnswerHeaders(app: FastifyInstance, config: Config) {
  // helmet's headers on every answer, worked out once at start (@fastify/helmet rebuilt them, the
  // CSP's directives parsed again, on every request: a sixth of a cached menu's time).
  const headers = securityHeaders(helmetOptions(config))
  const assetHeaders = buildFileHeaders(headers)
  // One hook for all of it, so the hottest paths pay for one call.
  app.addHook('onRequest', (request, reply, done) => {
    if (isBuildFile(request.url)) {
      reply.headers(assetHeaders)
      return done()
    }
    reply.headers(headers)
    reply.header(REQUEST_ID_HEADER, request.id)
    // Account answers carry session tokens and tell whether an email is taken: nothing may keep them.
    if (request.url.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store')
    done()
  })
}
