import { describe, expect, it } from 'vitest'
import { useTestApp } from './test/use-test-app'
import { errorOf } from './test/error-answer'

const t = useTestApp()

describe('API conventions', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(t.queries.some((q) => /select 1/i.test(q))).toBe(true)
  })

  it('answers 404 JSON with the error shape for an unknown /api path', async () => {
    for (const url of ['/api/no-existe', '/api/public/nada/de/nada', '/api']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(errorOf(res)).toEqual({
        error: 'No encontramos lo que buscás.',
        code: 'ROUTE_NOT_FOUND',
      })
    }
  })

  it('answers a bad parameter with a 400 in the error shape', async () => {
    const res = await t.app.inject(`/api/public/menu/${'a'.repeat(90)}`)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION',
      error: 'El enlace del comercio no es válido.',
    })
  })

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/public/menu/{slug}',
        '/api/public/business/{slug}',
      ]),
    )
    expect(doc.paths['/api/public/menu/{slug}'].get.responses['200']).toBeDefined()
  })

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toBeDefined()
  })

  it('compresses large answers with brotli or gzip', async () => {
    const res = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.headers['content-encoding']).toBe('br')
    const gz = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
  })
})

describe('content security policy', () => {
  it('lets the map tiles and the captcha workers in, and nothing else', async () => {
    const csp = (await t.app.inject('/api/health')).headers['content-security-policy'] as string
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("script-src 'self'")
  })
})
