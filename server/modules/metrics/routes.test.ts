import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/checkout/rules'
import { METRICS_TOKEN_MESSAGE } from '../../../domain/messages/api'
import { createAdapters } from '../../adapters'
import { buildApp, type App } from '../../app'
import { freshIp } from '../../test/flows'
import { errorOf } from '../../test/error-answer'
import { createMenuShop, createPeerApp } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { freshOrderPhone, placePickupOrder, shopWithOwner } from '../../test/orders'

/*
 * docs/ARCHITECTURE.md#observability: GET /api/metrics, Prometheus' text format behind
 * METRICS_TOKEN.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789'
const METRICS = '/api/metrics'
const WAIT_MS = 10_000

const t = useTestApp({ env: { METRICS_TOKEN: TOKEN }, listen: true })

/** The scrape of `app`, its status checked. */
async function scrape(app: App = t.app) {
  const res = await app.inject({ url: METRICS, headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.statusCode, res.body).toBe(200)
  return res.body
}

/**
 * The value of one series of a scrape: `name` and every label given (others may be there too),
 * summed over the series that match; 0 when there is none.
 */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      sum += Number(match[3])
    }
  }
  return sum
}

describe('GET /api/metrics: who may read it', () => {
  it('refuses a request without the token: 401 in the error shape, in Spanish', async () => {
    const res = await t.app.inject(METRICS)
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/)
    expect(res.json()).toEqual({
      error: METRICS_TOKEN_MESSAGE,
      code: 'UNAUTHENTICATED',
      requestId: res.headers['x-request-id'],
    })
  })

  it.each([
    ['another token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}0`],
    ['a shorter token', 'Bearer metrics'],
    ['another scheme', `Basic ${TOKEN}`],
    ['the token alone', TOKEN],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', async (_what, authorization) => {
    const res = await t.app.inject({ url: METRICS, headers: { authorization } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: METRICS_TOKEN_MESSAGE, code: 'UNAUTHENTICATED' })
    expect(res.body).not.toContain('http_requests_total')
  })

  it('does not exist without a configured token: the 404 of any unknown /api path', async () => {
    const config = { ...t.app.config, METRICS_TOKEN: undefined }
    const app = await buildApp({
      config,
      db: t.db,
      adapters: createAdapters(config, t.db),
      webDir: path.join(t.dataDir, 'no-web'),
    })
    try {
      const unknown = await app.inject('/api/no-existe')
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await app.inject({ url: METRICS, headers })
        expect(res.statusCode).toBe(404)
        expect(res.headers['www-authenticate']).toBeUndefined()
        expect(errorOf(res)).toEqual(errorOf(unknown))
      }
      expect(app.routeTable.some((r) => r.includes('/metrics'))).toBe(false)
    } finally {
      await app.close()
    }
  })

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>()
    expect(Object.keys(doc.paths)).not.toContain(METRICS)
  })
})

describe('GET /api/metrics: what it tells', () => {
  it("answers Prometheus' text format, never kept", async () => {
    const res = await t.app.inject({
      url: METRICS,
      headers: { authorization: `bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('# TYPE http_requests_total counter')
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram')
  })

  it('counts and times requests by route pattern, never by the URL asked', async () => {
    const shop = await createMenuShop(t)
    const before = await scrape()
    const route = { method: 'GET', route: '/api/public/menu/:slug' }
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject(`/api/public/menu/${shop.business.slug}`)
      expect(res.statusCode).toBe(200)
    }
    const missing = await t.app.inject('/api/public/menu/no-existe-este-comercio')
    expect(missing.statusCode).toBe(404)
    const unknown = await t.app.inject('/api/ruta-que-no-existe-abc')
    expect(unknown.statusCode).toBe(404)

    const after = await scrape()
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels)
    expect(delta('http_requests_total', { ...route, status_code: '200' })).toBe(3)
    expect(delta('http_requests_total', { ...route, status_code: '404' })).toBe(1)
    expect(
      delta('http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBe(1)
    expect(delta('http_request_duration_seconds_count', route)).toBe(4)
    expect(delta('http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(4)
    expect(delta('http_request_duration_seconds_sum', route)).toBeGreaterThan(0)
    // Bounded labels: nothing of what was asked for is a label value.
    for (const asked of [shop.business.slug, 'no-existe-este-comercio', 'ruta-que-no-existe-abc']) {
      expect(after).not.toContain(asked)
    }
  })

  it('does not count its own scrapes', async () => {
    await scrape()
    const text = await scrape()
    expect(text).not.toContain(`route="${METRICS}"`)
  })

  it('counts an order once, not its replay with the same Idempotency-Key', async () => {
    const shop = await shopWithOwner(t)
    const before = valueOf(await scrape(), 'barrio_orders_created_total')
    await placePickupOrder(t.app, shop)
    expect(valueOf(await scrape(), 'barrio_orders_created_total')).toBe(before + 1)

    const order = {
      method: 'POST' as const,
      url: `/api/public/business/${shop.business.slug}/orders`,
      remoteAddress: freshIp(),
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'metrics-replay-key-0001' },
      payload: {
        method: 'PICKUP',
        customer: { fullName: 'Ana Gómez', phone: freshOrderPhone() },
        items: [{ productId: shop.product.id, quantity: 1 }],
      },
    }
    expect((await t.app.inject(order)).statusCode).toBe(201)
    const replay = await t.app.inject(order)
    expect(replay.statusCode).toBe(200)
    expect(valueOf(await scrape(), 'barrio_orders_created_total')).toBe(before + 2)
  })

  it('tells the open live streams of each kind while they are open', async () => {
    const shop = await shopWithOwner(t)
    const order = await placePickupOrder(t.app, shop)
    const owner = await openStream('/api/business/orders/events', shop.headers)
    const customer = await openStream(
      `/api/public/orders/${order.id}/events?token=${order.publicToken}`,
    )
    try {
      const text = await scrape()
      expect(valueOf(text, 'barrio_live_streams', { kind: 'owner' })).toBe(1)
      expect(valueOf(text, 'barrio_live_streams', { kind: 'customer' })).toBe(1)
    } finally {
      await owner.abort()
      await customer.abort()
    }
    await vi.waitFor(() => expect(t.app.orderEvents.subscriberCount()).toBe(0), {
      timeout: WAIT_MS,
      interval: 20,
    })
    const text = await scrape()
    expect(valueOf(text, 'barrio_live_streams', { kind: 'owner' })).toBe(0)
    expect(valueOf(text, 'barrio_live_streams', { kind: 'customer' })).toBe(0)
  })

  it("tells the database's connections", async () => {
    const text = await scrape()
    if (t.database.driver === 'postgres') {
      const pool = (state: string) =>
        valueOf(text, 'barrio_db_pool_clients', { driver: 'postgres', state })
      expect(pool('total')).toBeGreaterThanOrEqual(1)
      expect(pool('idle')).toBeLessThanOrEqual(pool('total'))
      expect(text).toMatch(/^barrio_db_pool_clients\{driver="postgres",state="waiting"\} \d+$/m)
    } else {
      expect(text).toContain('barrio_db_pool_clients{driver="pglite",state="total"} 1')
    }
  })

  it("tells the process's memory and event loop lag", async () => {
    const text = await scrape()
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m)
  })

  it('keeps each app its own registry: a second app in this process counts only its own', async () => {
    const peer = await createPeerApp(t)
    try {
      await t.app.inject('/api/health')
      const own = await scrape(peer.app)
      expect(own).toContain('# TYPE http_requests_total counter')
      expect(valueOf(own, 'http_requests_total', { route: '/api/health' })).toBe(0)
      await peer.app.inject('/api/health')
      expect(valueOf(await scrape(peer.app), 'http_requests_total', { route: '/api/health' })).toBe(
        1,
      )
    } finally {
      await peer.close()
    }
  })
})

/** An open Server-Sent Events stream of `t.app`, once the server has subscribed it. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(`${t.baseUrl}${url}`, { headers, signal: controller.signal })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  // The server subscribes the stream in the same turn it writes its first line, `retry:`.
  while (!text.includes('retry:')) {
    const { done, value } = await reader.read()
    if (done) throw new Error('the stream ended before its first line')
    text += decoder.decode(value, { stream: true })
  }
  return {
    abort: async () => {
      controller.abort()
      await reader.closed.catch(() => {})
    },
  }
}
