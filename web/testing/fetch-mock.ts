import { vi } from 'vitest'

export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

/** What a handler answers: a JSON body with a status, or a network failure. */
export type Answer = { status?: number; body?: unknown } | 'network-error'
type Handler = (call: ApiCall) => Answer | Promise<Answer>

export const json = (body: unknown, status = 200): Answer => ({ status, body })

/**
 * Replaces fetch with handlers keyed 'METHOD /api/path'. Every call is recorded; a call nobody
 * handles fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const handler = handlers[`${method} ${url.pathname}`]
    if (!handler) throw new Error(`Llamada sin respuesta en el test: ${method} ${url.pathname}`)
    const answer = await handler(call)
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    /** Calls to one 'METHOD /api/path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  }
}

export const CLIENT_CONFIG = {
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
}
