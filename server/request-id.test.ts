import { beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app'
import { REQUEST_ID_HEADER } from './lib/request-id'
import { useTestApp } from './test/use-test-app'

/*
 * docs/ARCHITECTURE.md#observability: every request has an id, in every log line of it, in its
 * answer's x-request-id header and in the body of an error answer, so what a customer sees leads
 * to the log.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

interface LogLine {
  level: number
  msg: string
  requestId?: string
  err?: { message: string }
}

/** Every line the app logged, parsed. */
const lines: LogLine[] = []
const linesOf = (requestId: string) => lines.filter((l) => l.requestId === requestId)
const t = useTestApp({
  logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
})
let app: App
beforeAll(() => {
  app = t.app
  // A route that fails as a bug would, for the 5xx.
  app.get('/api/test/falla', async () => {
    throw new Error('falla de prueba')
  })
})

describe('the request id', () => {
  it('is a fresh UUID on every answer, and in every log line of its request', async () => {
    const first = await app.inject('/api/health')
    const second = await app.inject('/api/health')
    const id = first.headers[REQUEST_ID_HEADER] as string
    expect(first.statusCode).toBe(200)
    expect(id).toMatch(UUID)
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(second.headers[REQUEST_ID_HEADER]).not.toBe(id)
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
  })

  it.each([
    ['an unknown /api path (404)', { url: '/api/no-existe' }, 404, 'ROUTE_NOT_FOUND'],
    ['a bad parameter (400)', { url: `/api/public/menu/${'a'.repeat(90)}` }, 400, 'VALIDATION'],
    ['a panel route without a session (401)', { url: '/api/business/stats' }, 401, null],
    ['a URL that does not decode (400)', { url: '/api/public/menu/%ZZ' }, 400, 'BAD_REQUEST'],
    [
      'a body that is not JSON (400)',
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      },
      400,
      'BAD_REQUEST',
    ],
  ])(
    'is in the error answer to %s, the same as its header',
    async (_what, request, status, code) => {
      const res = await app.inject(request)
      expect(res.statusCode).toBe(status)
      const body = res.json()
      if (code) expect(body.code).toBe(code)
      expect(body.requestId).toMatch(UUID)
      expect(body.requestId).toBe(res.headers[REQUEST_ID_HEADER])
    },
  )

  it('is in a 429 answer', async () => {
    let res
    // The unknown-path limit (120 a minute per address) is the quickest to reach.
    for (let i = 0; i <= 120; i++) {
      res = await app.inject({ url: '/api/no-existe', remoteAddress: '10.14.0.1' })
    }
    expect(res!.statusCode).toBe(429)
    expect(res!.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(res!.json().requestId).toBe(res!.headers[REQUEST_ID_HEADER])
  })

  it("is in a 5xx answer and in its error's log line, which support finds by it", async () => {
    const res = await app.inject('/api/test/falla')
    expect(res.statusCode).toBe(500)
    const { requestId, ...body } = res.json()
    expect(body).toEqual({ error: expect.any(String), code: 'INTERNAL' })
    expect(res.body).not.toContain('falla de prueba')
    expect(requestId).toBe(res.headers[REQUEST_ID_HEADER])
    const failed = linesOf(requestId).find((l) => l.msg === 'request failed')
    expect(failed).toMatchObject({ level: 50, err: { message: 'falla de prueba' } })
  })

  // nginx's $request_id, a UUID from Envoy or a load balancer, a made-up but harmless one.
  it("keeps a proxy's or load balancer's id that looks safe", async () => {
    for (const given of [
      '4f2a9c0e8b1d4e6f9a3c5b7d0e2f4a6c',
      'F47AC10B-58CC-4372-A567-0E02B2C3D479',
      'lb.01_req-0042',
      'a'.repeat(128),
    ]) {
      const res = await app.inject({
        url: '/api/no-existe',
        headers: { [REQUEST_ID_HEADER]: given },
      })
      expect(res.headers[REQUEST_ID_HEADER]).toBe(given)
      expect(res.json().requestId).toBe(given)
      expect(linesOf(given).map((l) => l.msg)).toContain('request completed')
    }
  })

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'id with spaces'],
    ['with quotes', 'id"quoted"12'],
    ['with a line break escaped', 'id\\nINFO fake'],
    ['with a slash', '../../etc/passwd'],
  ])('replaces an incoming id %s with its own', async (_what, given) => {
    const res = await app.inject({ url: '/api/no-existe', headers: { [REQUEST_ID_HEADER]: given } })
    const id = res.headers[REQUEST_ID_HEADER] as string
    expect(id).toMatch(UUID)
    expect(res.json().requestId).toBe(id)
    expect(lines.some((l) => l.requestId === given)).toBe(false)
  })
})
