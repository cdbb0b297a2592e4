import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFetch, ApiRequestError, setAuthHandlers } from './client'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  setAuthHandlers({ getToken: () => null, onUnauthorized: () => {} })
})

describe('apiFetch', () => {
  it('sends JSON and the bearer token of the session when asked', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }))
    vi.stubGlobal('fetch', fetch)
    setAuthHandlers({ getToken: () => 'tok', onUnauthorized: () => {} })
    await apiFetch('/x', { method: 'POST', body: { a: 1 }, auth: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/x')
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    expect(init.body).toBe('{"a":1}')
  })

  it('ends the session on a 401 to an authenticated call, and only then', async () => {
    const onUnauthorized = vi.fn()
    setAuthHandlers({ getToken: () => 'tok', onUnauthorized })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Sesión vencida', code: 'UNAUTHENTICATED' })),
    )
    await expect(apiFetch('/business/orders', { auth: true })).rejects.toBeInstanceOf(
      ApiRequestError,
    )
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await expect(apiFetch('/auth/login-manual', { method: 'POST', body: {} })).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('tells the server’s own message from a generic failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: 'Nombre no disponible', code: 'NAME_TAKEN' })),
    )
    const own = await apiFetch('/x').catch((e: ApiRequestError) => e)
    expect(own).toMatchObject({
      status: 409,
      code: 'NAME_TAKEN',
      message: 'Nombre no disponible',
      fromServer: true,
    })

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>502</html>', { status: 502 })),
    )
    expect(await apiFetch('/x').catch((e: ApiRequestError) => e.fromServer)).toBe(false)

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    expect(await apiFetch('/x').catch((e: ApiRequestError) => e.code)).toBe('NETWORK')
  })
})
