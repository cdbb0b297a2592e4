import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client'

/** Where Prometheus reads this process's metrics (server/modules/metrics), never counted itself. */
export const METRICS_PATH = '/api/metrics'
/** The route label of a request no route matched (a 404, a page the web app routes): one value. */
export const UNMATCHED_ROUTE = 'unmatched'

export interface AppMetrics {
  /** This app's own registry: tests build many apps in one process, so never prom-client's global one. */
  registry: Registry
  /** Orders written; an idempotent replay answered with the order already placed is not one. */
  ordersCreated: Counter
}

/** What the metrics read of the live streams (the order events' hub gives it). */
export interface LiveStreamCounts {
  /** Open streams in this process, by kind (a shop's panel, a customer's order page). */
  countByKind(): Record<string, number>
}

export interface MetricSources {
  orderEvents: LiveStreamCounts
  /** The database the app runs on, for its connections; absent for a bare Drizzle instance. */
  database: Database | undefined
}

/**
 * The metrics of one app (docs/ARCHITECTURE.md#observability). Requests are counted and timed only
 * when /api/metrics is on (METRICS_TOKEN): otherwise nobody reads them, and the hot paths pay
 * nothing. Route labels are route patterns (`/api/public/menu/:slug`), never raw URLs, so the
 * number of series stays bounded whatever clients ask for.
 */
export function createMetrics(
  app: FastifyInstance,
  { orderEvents, database }: MetricSources,
): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  const ordersCreated = new Counter({
    name: 'barrio_orders_created_total',
    help: 'Orders placed (idempotent replays of a placed order are not counted)',
    registers,
  })
  if (!app.config.METRICS_TOKEN) return { registry, ordersCreated }

  // Process memory, CPU, handles, garbage collection and event loop lag, on this registry.
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its last byte sent, by method and route pattern (live streams: their whole life)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE
    if (route !== METRICS_PATH) {
      requests.inc({ method: request.method, route, status_code: String(reply.statusCode) })
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    }
    done()
  })

  new Gauge({
    name: 'barrio_live_streams',
    help: "Open live order streams in this process: a shop's panel (owner) or a customer's order page (customer)",
    labelNames: ['kind'] as const,
    registers,
    collect() {
      for (const [kind, count] of Object.entries(orderEvents.countByKind())) {
        this.set({ kind }, count)
      }
    },
  })

  // Without the Database (a bare Drizzle instance) there are no connections to report.
  if (database) {
    new Gauge({
      name: 'barrio_db_pool_clients',
      help: 'Database connections of this process: total and idle, and queries waiting for one (PGlite: its one connection)',
      labelNames: ['driver', 'state'] as const,
      registers,
      collect() {
        const stats = database.poolStats()
        this.set({ driver: database.driver, state: 'total' }, stats.total)
        if (stats.idle !== undefined) {
          this.set({ driver: database.driver, state: 'idle' }, stats.idle)
        }
        if (stats.waiting !== undefined) {
          this.set({ driver: database.driver, state: 'waiting' }, stats.waiting)
        }
      },
    })
  }
  return { registry, ordersCreated }
}
