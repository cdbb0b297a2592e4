import { beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app'
import { logSafeUrl } from './lib/log-url'
import { newLinkToken } from './lib/tokens'
import { useTestApp } from './test/use-test-app'
import { placePickupOrder, shopWithOwner } from './test/orders'

/*
 * docs/ARCHITECTURE.md#observability: the capability links (an order's `?token=`, a reset link's
 * path) never reach a log line, whatever the request's fate; the rest of the address stays.
 */

interface LogLine {
  msg: string
  req?: { url: string }
  url?: string
}

/** Every line the app logged, as written. */
const raw: string[] = []
const lines = () => raw.map((line) => JSON.parse(line) as LogLine)
const t = useTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => raw.push(line) } },
})
let app: App
beforeAll(() => {
  app = t.app
  // A route that fails as a bug would: its 'request failed' line carries the URL too.
  app.get('/api/test/falla/:id', async () => {
    throw new Error('falla de prueba')
  })
})

describe('request logs', () => {
  it('carry no order token and no reset token, but the path they were asked for', async () => {
    const shop = await shopWithOwner(t)
    const order = await placePickupOrder(app, shop)
    const token = order.publicToken
    const resetToken = newLinkToken()
    const asked = [
      { url: `/pedido/${order.id}?token=${token}` },
      { url: `/api/public/orders/${order.id}?token=${encodeURIComponent(token)}` },
      { url: `/api/public/orders/${order.id}?token=${token}&x=1`, headers: { host: 'a' } },
      { method: 'POST' as const, url: `/api/public/orders/${order.id}/mercadopago?token=${token}` },
      { url: `/reset-password/${resetToken}` },
      { url: `/reset-password/${resetToken}?token=${resetToken}` },
      { url: `/api/no-existe?token=${token}` },
      { url: `/api/test/falla/${order.id}?token=${token}` },
    ]
    raw.length = 0
    for (const request of asked) await app.inject(request)

    expect(raw.length).toBeGreaterThan(asked.length)
    for (const line of raw) {
      expect(line).not.toContain(token)
      expect(line).not.toContain(encodeURIComponent(token))
      expect(line).not.toContain(resetToken)
    }
    const urls = lines().flatMap((line) => (line.req ? [line.req.url] : []))
    expect(urls).toEqual([
      `/pedido/${order.id}?token=[oculto]`,
      `/api/public/orders/${order.id}?token=[oculto]`,
      `/api/public/orders/${order.id}?token=[oculto]&x=1`,
      `/api/public/orders/${order.id}/mercadopago?token=[oculto]`,
      '/reset-password/[oculto]',
      '/reset-password/[oculto]?token=[oculto]',
      '/api/no-existe?token=[oculto]',
      `/api/test/falla/${order.id}?token=[oculto]`,
    ])
    const failed = lines().find((line) => line.msg === 'request failed')
    expect(failed?.url).toBe(`/api/test/falla/${order.id}?token=[oculto]`)
  })
})

describe('logSafeUrl', () => {
  it.each([
    [
      '/api/business/orders?status=ACCEPTED&q=marta',
      '/api/business/orders?status=ACCEPTED&q=marta',
    ],
    ['/menu/pizzeria-don-luigi', '/menu/pizzeria-don-luigi'],
    ['/pedido/abc?token=s3cr3t', '/pedido/abc?token=[oculto]'],
    [
      '/x?access_token=a&code=123&Token=b&flag',
      '/x?access_token=[oculto]&code=[oculto]&Token=[oculto]&flag',
    ],
    ['/x?%74oken=a', '/x?%74oken=[oculto]'],
    ['/RESET-PASSWORD/abc/', '/RESET-PASSWORD/[oculto]/'],
    ['/reset-password/', '/reset-password/'],
    ['/api/webhooks/mercadopago?shop=1&data.id=2', '/api/webhooks/mercadopago?shop=1&data.id=2'],
    ['/a?token=x#frag', '/a?token=[oculto]'],
  ])('%s → %s', (url, logged) => {
    expect(logSafeUrl(url)).toBe(logged)
  })
})
