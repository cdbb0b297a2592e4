import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { markNotReady } from '../../lib/shutdown'
import { createTestApp, listenOnLoopback } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { pickupOrderAttempt, shopWithOwner } from '../../test/orders'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

describe('GET /api/health/ready', () => {
  it('answers 200 while serving, 503 in Spanish once shutdown began; liveness stays 200', async () => {
    const ready = await t.app.inject('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers['cache-control']).toBe('no-store')

    markNotReady(t.app.server)

    const draining = await t.app.inject('/api/health/ready')
    expect(draining.statusCode).toBe(503)
    expect(errorOf(draining)).toEqual({
      error: 'El servidor se está apagando. Probá de nuevo en un momento.',
      code: 'UNAVAILABLE',
    })
    expect(draining.headers['cache-control']).toBe('no-store')
    // The process is alive and finishing its work: an orchestrator must not kill it for that.
    const live = await t.app.inject('/api/health')
    expect(live.statusCode).toBe(200)
  })
})

describe('GET /api/health/ready during a drain, under load', () => {
  it('answers 503 while the database still works through the orders in flight', async () => {
    const loaded = await createTestApp()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const base = await listenOnLoopback(loaded.app)
      const shop = await shopWithOwner(loaded)
      // The load balancer's probe, on the connection it keeps open.
      const probe = () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(`${base}/api/health/ready`, { agent }, (res) => {
              res.resume()
              resolve(res.statusCode ?? 0)
            })
            .on('error', reject)
        })
      expect(await probe()).toBe(200)

      // A lunch rush: every order's statements queue for the embedded database's one connection.
      const ORDERS = 100
      let placed = 0
      const orders = Array.from({ length: ORDERS }, () =>
        pickupOrderAttempt(loaded.app, shop).then((res) => {
          placed++
          return res.statusCode
        }),
      )
      markNotReady(loaded.app.server)
      const status = await probe()
      const placedBy503 = placed

      expect(status).toBe(503)
      expect(placedBy503).toBeLessThan(ORDERS)
      // And the orders in flight are all served.
      expect(await Promise.all(orders)).toEqual(orders.map(() => 201))
    } finally {
      agent.destroy()
      await loaded.close()
    }
  })
})
