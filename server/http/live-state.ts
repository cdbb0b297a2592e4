import type { FastifyInstance } from 'fastify'
import { databaseOf, type Database, type Db } from '../db/client'
import { createMetrics } from '../lib/metrics'
import { planTermsOf } from '../lib/plan-gate'
import { Directory } from '../modules/explore/directory'
import { OrderEventHub, sessionVersionsOf } from '../modules/order-events/service'
import { MenuCache } from '../modules/public-menu/cache'
import { getPublicMenu } from '../modules/public-menu/service'

export interface LiveStateOptions {
  db: Db
  /** LISTEN on the database; the Database's own around `db` when absent. */
  listen?: Database['listen']
  /** How often open owner streams recheck their sessions; SESSION_CHECK_MS when absent. */
  sessionCheckMs?: number
  /** The clock public menus are evaluated at (open status); the system's when absent. */
  clock?: () => Date
}

/**
 * What this process keeps of the database between requests: the live order events, the metrics,
 * the menu cache and the directory's order. They start listening here; the answer stops them.
 */
export async function startLiveState(
  app: FastifyInstance,
  options: LiveStateOptions,
): Promise<{ stop(): Promise<void> }> {
  const { db } = options
  // One LISTEN per process; every order event (from any process) fans out to this one's streams.
  const orderEvents = new OrderEventHub({
    sessionVersions: (userIds) => sessionVersionsOf(db, userIds),
    sessionCheckMs: options.sessionCheckMs,
    onError: (err) => app.log.warn({ err }, 'order events: session check failed'),
  })
  app.decorate('orderEvents', orderEvents)
  // Before the routes: its request counting (when METRICS_TOKEN is set) sees them all.
  app.decorate('metrics', createMetrics(app, { orderEvents, database: databaseOf(db) }))
  // Public menus, kept until their shop changes here or in any other process (NOTIFY).
  const menuCache = new MenuCache({
    load: (slug, now) => getPublicMenu(db, slug, planTermsOf(app.config), now),
    clock: options.clock,
  })
  app.decorate('menuCache', menuCache)
  // The directory's order, per process, read up to date from the change log before each answer.
  app.decorate('directory', new Directory(db))
  const listen = options.listen ?? databaseOf(db)?.listen
  if (listen) {
    await orderEvents.start(listen)
    await menuCache.start(listen)
  } else {
    app.log.warn('order events: no LISTEN for this database; live order streams stay silent')
    app.log.warn("menu cache: no LISTEN; only this process's own panel writes refresh menus")
  }
  // Open streams end before the server closes (it would otherwise wait for them); then UNLISTEN.
  app.addHook('preClose', async () => orderEvents.endAll())
  return {
    async stop() {
      await orderEvents.stop()
      await menuCache.stop()
    },
  }
}
