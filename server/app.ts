import compress from '@fastify/compress'
import type { HelmetOptions } from 'helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { fileURLToPath } from 'node:url'
import type { Adapters } from './adapters'
import type { Config } from './config'
import { databaseOf, type Database, type Db } from './db/client'
import { requireOwner } from './lib/auth'
import {
  clientErrorHandler,
  errorAnswer,
  frameworkErrors,
  registerErrorHandler,
} from './lib/error-handler'
import { MAX_UPLOAD_BYTES } from './lib/images'
import { createMetrics, type AppMetrics } from './lib/metrics'
import { clientKey } from './lib/client-key'
import { ConcurrencyLimiter, RateLimiter, sharedRateLimitStore } from './lib/rate-limit'
import { logSafeUrl } from './lib/log-url'
import { genReqId, REQUEST_ID_HEADER } from './lib/request-id'
import { securityHeaders } from './lib/security-headers'
import { serveUploads } from './lib/serve-uploads'
import { checkRequestText } from './lib/text-input'
import authRoutes from './modules/auth/routes'
import categoryRoutes from './modules/categories/routes'
import captchaRoutes from './modules/captcha/routes'
import geoRoutes from './modules/geo/routes'
import healthRoutes from './modules/health/routes'
import metricsRoutes from './modules/metrics/routes'
import orderEventRoutes from './modules/order-events/routes'
import { OrderEventHub, sessionVersionsOf } from './modules/order-events/service'
import { MenuCache } from './modules/public-menu/cache'
import { getPublicMenu } from './modules/public-menu/service'
import orderRoutes from './modules/orders/routes'
import devPaymentRoutes from './modules/payments/dev-routes'
import paymentRoutes from './modules/payments/routes'
import paymentSettingsRoutes from './modules/payments/settings-routes'
import productRoutes from './modules/products/routes'
import productOptionRoutes from './modules/product-options/routes'
import { Directory } from './modules/explore/directory'
import exploreRoutes from './modules/explore/routes'
import publicMenuRoutes from './modules/public-menu/routes'
import pauseRoutes from './modules/pause/routes'
import pushRoutes from './modules/push/routes'
import publicOrderRoutes from './modules/public-orders/routes'
import customerOrderRoutes from './modules/customer-orders/routes'
import promoRoutes from './modules/promos/routes'
import registrationRoutes from './modules/registration/routes'
import { loadPageRenderer } from './modules/public-pages/documents'
import publicPageRoutes from './modules/public-pages/routes'
import settingsRoutes from './modules/settings/routes'
import statsRoutes from './modules/stats/routes'
import { apiErrorBody } from '../domain/errors/catalogue'
import type { PageRenderer } from '../domain/menu/pages'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    adapters: Adapters
    config: Config
    limiter: RateLimiter
    /** Slots of open live streams, counted across every process (shared state). */
    streamSlots: ConcurrencyLimiter
    orderEvents: OrderEventHub
    /** The public menus this process serves (docs/ARCHITECTURE.md#menu-cache). */
    menuCache: MenuCache
    /** The directory's ranking, kept by this process (docs/ARCHITECTURE.md#explore, ADR 0012). */
    directory: Directory
    /** Every route this app registered, as `METHOD /path/:param`: the tenant-isolation test walks it. */
    routeTable: readonly string[]
    /** This app's Prometheus registry and the counters routes bump (docs/ARCHITECTURE.md#observability). */
    metrics: AppMetrics
  }
}

export interface AppDeps {
  config: Config
  db: Db
  adapters: Adapters
  /**
   * LISTEN on the database, for live order events; defaults to the listen of the Database that
   * openDatabase built around `db`.
   */
  listen?: Database['listen']
  logger?: FastifyServerOptions['logger']
  /** How often open owner streams recheck their sessions; SESSION_CHECK_MS when absent. */
  sessionCheckMs?: number
  /** The clock public menus are evaluated at (open status); the system's when absent. */
  clock?: () => Date
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string
  /**
   * Draws the public pages on the server; defaults to the one built beside the web app
   * (dist/ssr). Without one, the browser draws them.
   */
  pageRenderer?: PageRenderer | null
}

// The built web app, from the sources (server/app.ts) and from the compiled server (dist/server/main.js).
const defaultWebDir = fileURLToPath(
  new URL(import.meta.url.includes('/dist/server/') ? '../web' : '../dist/web', import.meta.url),
)

// Schemas without a message of their own still answer in Spanish.
z.config(z.locales.es())

/**
 * A hop count trusts that many proxies, nearest first (the socket's peer is the first): the client
 * is the address the farthest of them added, so entries a client writes itself never count.
 * (Fastify reads a bare number as 'trust nothing', hence the function.)
 */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  if (typeof trust !== 'number') return trust
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false
}

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

function withRedaction(logger: AppDeps['logger']): AppDeps['logger'] {
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

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: withRedaction(deps.logger),
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A request id per request, in every log line of it and on its answer (server/lib/request-id.ts).
    genReqId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Errors raised before a route runs (a URL that does not decode, a request Node cannot parse)
    // answer in the one error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', deps.db)
  app.decorate('adapters', deps.adapters)
  app.decorate('config', deps.config)
  // Its limiters come from @fastify/rate-limit, registered below; the first is made on first use.
  app.decorate('limiter', new RateLimiter(app, deps.adapters.sharedState))
  const streamSlots = new ConcurrencyLimiter(deps.adapters.sharedState, {
    onError: (err) => app.log.warn({ err }, 'stream slots: shared state failed'),
  })
  app.decorate('streamSlots', streamSlots)
  const routeTable: string[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`)
  })
  registerErrorHandler(app)
  app.addHook('preValidation', checkRequestText)

  // One LISTEN per process; every order event (from any process) fans out to this one's streams.
  const orderEvents = new OrderEventHub({
    sessionVersions: (userIds) => sessionVersionsOf(deps.db, userIds),
    sessionCheckMs: deps.sessionCheckMs,
    onError: (err) => app.log.warn({ err }, 'order events: session check failed'),
  })
  app.decorate('orderEvents', orderEvents)
  // Registered before the routes: its request counting (when METRICS_TOKEN is set) sees them all.
  app.decorate('metrics', createMetrics(app, { orderEvents, database: databaseOf(deps.db) }))
  // Public menus, kept until their shop changes here or in any other process (NOTIFY).
  const menuCache = new MenuCache({
    load: (slug, now) => getPublicMenu(deps.db, slug, now),
    clock: deps.clock,
  })
  app.decorate('menuCache', menuCache)
  // The directory's order, per process, read up to date from the change log before each answer.
  app.decorate('directory', new Directory(deps.db))
  const listen = deps.listen ?? databaseOf(deps.db)?.listen
  if (listen) {
    await orderEvents.start(listen)
    await menuCache.start(listen)
  } else {
    app.log.warn('order events: no LISTEN for this database; live order streams stay silent')
    app.log.warn("menu cache: no LISTEN; only this process's own panel writes refresh menus")
  }
  // Open streams end before the server closes (it would otherwise wait for them); then UNLISTEN.
  app.addHook('preClose', async () => orderEvents.endAll())
  app.addHook('onClose', async () => {
    await orderEvents.stop()
    await menuCache.stop()
    await streamSlots.stop()
    await deps.adapters.sharedState.close()
  })

  // Map tiles come from the tile server's host; the captcha widget solves in blob: workers.
  const tileOrigin = (deps.config.MAP_TILE_URL.match(/^https?:\/\/[^/]+/)?.[0] ?? "'self'").replace(
    '{s}',
    '*',
  )
  // Pictures linked at S3_PUBLIC_URL (a CDN or the bucket) load from there.
  const uploadOrigins =
    deps.config.STORAGE_PROVIDER === 's3' && deps.config.S3_PUBLIC_URL
      ? [new URL(deps.config.S3_PUBLIC_URL).origin]
      : []
  const helmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin, ...uploadOrigins],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions
  // helmet's headers on every answer, worked out once at start (@fastify/helmet rebuilt them, the
  // CSP's directives parsed again, on every request: a sixth of a cached menu's time).
  const headers = securityHeaders(helmetOptions)
  // One hook for what every answer carries, so the hottest paths pay for one call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    reply.header(REQUEST_ID_HEADER, request.id)
    // Account answers carry session tokens and tell whether an email is taken: nothing may keep them.
    if (request.url.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store')
    done()
  })
  // Pre-compressed build files are served as they are; this covers API answers and the rest.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  // Every limit counts in the shared state, so it holds across processes and restarts (ADR 0010).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.adapters.sharedState),
    // Routes' own limits (captcha challenges, address lookups, unknown paths) count per client as
    // every other per-address limit does.
    keyGenerator: clientKey,
  })
  // The panel's forms send one picture and under a dozen short text fields; anything past these
  // bounds is refused as it arrives instead of being buffered.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 8 * 1024,
      fieldNameSize: 100,
      parts: 25,
      headerPairs: 20,
    },
  })

  // The API's map helps a developer and an attacker alike: off in a deployment unless API_DOCS.
  if (deps.config.API_DOCS) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Barrio API',
          version: '1.0.0',
          description: 'API de Barrio (es-AR, ARS en centavos).',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(metricsRoutes)
      await api.register(publicMenuRoutes)
      await api.register(exploreRoutes)
      await api.register(publicOrderRoutes)
      await api.register(customerOrderRoutes)
      await api.register(paymentRoutes)
      // The fake checkout marks orders paid: it exists in the demo only, whatever the provider.
      if (deps.config.BARRIO_MODE === 'demo' && deps.config.PAYMENTS_PROVIDER === 'fake') {
        await api.register(devPaymentRoutes)
      }
      await api.register(promoRoutes)
      await api.register(authRoutes, { prefix: '/auth' })
      await api.register(registrationRoutes, { prefix: '/auth' })
      await api.register(captchaRoutes)
      await api.register(geoRoutes)
      await api.register(
        async (business) => {
          // onRequest: a stranger is refused before any body (an upload) is read or validated.
          business.addHook('onRequest', requireOwner)
          await business.register(statsRoutes)
          await business.register(orderRoutes)
          await business.register(orderEventRoutes)
          await business.register(pushRoutes)
          await business.register(async (menu) => {
            // What these routes write is the shop's public menu: once a write is answered, this
            // process's next menu request reads it (other processes hear the database's NOTIFY).
            menu.addHook('onSend', (request, _reply, payload, done) => {
              if (request.method !== 'GET' && request.owner) {
                menuCache.invalidate(request.owner.businessId)
              }
              done(null, payload)
            })
            await menu.register(productRoutes)
            await menu.register(productOptionRoutes)
            await menu.register(categoryRoutes)
            await menu.register(settingsRoutes)
            // The methods a shop accepts are part of its public menu.
            await menu.register(paymentSettingsRoutes)
            // So is a pause of its orders.
            await menu.register(pauseRoutes)
          })
        },
        { prefix: '/business' },
      )
    },
    { prefix: '/api' },
  )

  if (deps.adapters.storage.get) {
    await serveUploads(app, deps.adapters.storage)
  } else {
    await app.register(fastifyStatic, {
      root: deps.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Upload names are their content's hash, so a file never changes under its URL.
      immutable: true,
      maxAge: '365d',
    })
  }

  const webDir = deps.webDir ?? defaultWebDir
  const hasWeb = existsSync(`${webDir}/index.html`)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      // '/' is a public page, drawn on the server like the others.
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes('/assets/')) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
        } else if (/\.html$|\/sw\.js$|\.webmanifest$/.test(filePath)) {
          // Pages, the panel's service worker and its manifest: a new release is seen at once.
          res.header('Cache-Control', 'no-cache')
        } else {
          res.header('Cache-Control', 'public, max-age=86400')
        }
      },
    })
    const renderer =
      deps.pageRenderer !== undefined
        ? deps.pageRenderer
        : await loadPageRenderer(path.join(webDir, '../ssr'))
    await app.register(publicPageRoutes, { webDir, renderer })
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const path = request.url.split('?')[0]
      const isPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !path.startsWith('/uploads/') &&
        !/\.[a-z0-9]+$/i.test(path)
      if (isPage) {
        // Client-side routes: the SPA decides, including the redirect of unknown paths to /. A shop
        // page that reaches this far (a slug longer than any route parameter) is no shop's.
        if (/^\/(menu|negocio)\/[^/]+\/?$/.test(path)) reply.status(404)
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir)
      }
      return reply.status(404).send(errorAnswer(request, apiErrorBody('ROUTE_NOT_FOUND')))
    },
  )

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
