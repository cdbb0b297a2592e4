import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/**
 * The API as web tests see it: Mock Service Worker answers the app's real fetch calls. Started
 * for every unit test file (web/testing/setup.ts); a request no test answers fails loudly.
 */
export const apiServer = setupServer()

export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: unknown
}

/** What a handler answers: a JSON body with a status, or a network failure. */
export type Answer = { status?: number; body?: unknown } | 'network-error'
type Handler = (call: ApiCall) => Answer | Promise<Answer>

export const json = (body: unknown, status = 200): Answer => ({ status, body })

/**
 * Answers the calls keyed 'METHOD /api/path' for this test (handlers are reset after each).
 * Every call is recorded.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = []
  apiServer.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const [method, path] = key.split(' ')
      return http.all(path, async ({ request }) => {
        if (request.method !== method) return undefined
        const url = new URL(request.url)
        const text = request.headers.get('content-type')?.includes('json')
          ? await request.text()
          : ''
        const call: ApiCall = {
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: text ? JSON.parse(text) : undefined,
        }
        calls.push(call)
        const answer = await handler(call)
        if (answer === 'network-error') return HttpResponse.error()
        return answer.body === undefined
          ? new HttpResponse(null, { status: answer.status ?? 200 })
          : HttpResponse.json(answer.body as object, { status: answer.status ?? 200 })
      })
    }),
  )
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
