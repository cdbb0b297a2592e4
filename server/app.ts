import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { Adapters } from './adapters'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { apiRoutes } from './http/api-routes'
import { addAnswerHeaders } from './http/headers'
import { startLiveState } from './http/live-state'
import { withRedaction } from './http/logging'
import { registerPlugins } from './http/plugins'
import { answerUnmatched } from './http/spa-fallback'
import { serveUploadedFiles, serveWebApp } from './http/static-files'
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './lib/error-handler'
import type { AppMetrics } from './lib/metrics'
import { ConcurrencyLimiter, RateLimiter } from './lib/rate-limit'
import { genReqId } from './lib/request-id'
import { checkRequestText } from './lib/text-input'
import type { Directory } from './modules/explore/directory'
import type { OrderEventHub } from './modules/order-events/service'
import type { MenuCache } from './modules/public-menu/cache'
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

/** What routes and hooks read from the app: its dependencies, its limiters and its route table. */
function decorateShared(app: FastifyInstance, deps: AppDeps) {
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
  return streamSlots
}

/**
 * The app, step by step (docs/ARCHITECTURE.md#request-path): its shared state, the headers every
 * answer carries, the plugins, the API under /api, uploads, the web app, and what no route answers.
 */
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
  const streamSlots = decorateShared(app, deps)
  registerErrorHandler(app)
  app.addHook('preValidation', checkRequestText)

  const live = await startLiveState(app, deps)
  app.addHook('onClose', async () => {
    await live.stop()
    await streamSlots.stop()
    await deps.adapters.sharedState.close()
  })
  addAnswerHeaders(app, deps.config)
  await registerPlugins(app, deps.config, deps.adapters)
  await app.register(apiRoutes, { prefix: '/api' })
  await serveUploadedFiles(app, deps.config, deps.adapters)
  const webDir = deps.webDir ?? defaultWebDir
  answerUnmatched(app, await serveWebApp(app, webDir, deps.pageRenderer))
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
