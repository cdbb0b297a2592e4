// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiServer, json, mockApi } from '../testing/mock-api'
import { apiFetch, ApiRequestError, setAuthHandlers } from './client'

afterEach(() => {
  setAuthHandlers({ getToken: () => null, onUnauthorized: () => {} })
})

describe('apiFetch', () => {
  it('sends JSON and the bearer token of the session when asked', async () => {
    const api = mockApi({ 'POST /api/x': () => json({ ok: true }) })
    setAuthHandlers({ getToken: () => 'tok', onUnauthorized: () => {} })
    expect(await apiFetch('/x', { method: 'POST', body: { a: 1 }, auth: true })).toEqual({
      ok: true,
    })
    const [call] = api.calls
    expect(call.headers.get('Authorization')).toBe('Bearer tok')
    expect(call.headers.get('Content-Type')).toBe('application/json')
    expect(call.body).toEqual({ a: 1 })
  })

  it('ends the session on a 401 to an authenticated call, and only then', async () => {
    const onUnauthorized = vi.fn()
    setAuthHandlers({ getToken: () => 'tok', onUnauthorized })
    const refused = () => json({ error: 'Sesión vencida', code: 'UNAUTHENTICATED' }, 401)
    mockApi({ 'GET /api/business/orders': refused, 'POST /api/auth/login-manual': refused })
    await expect(apiFetch('/business/orders', { auth: true })).rejects.toBeInstanceOf(
      ApiRequestError,
    )
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await expect(apiFetch('/auth/login-manual', { method: 'POST', body: {} })).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('tells the server’s own message from a generic failure', async () => {
    mockApi({
      'GET /api/own': () => json({ error: 'Nombre no disponible', code: 'NAME_TAKEN' }, 409),
    })
    const own = await apiFetch('/own').catch((e: ApiRequestError) => e)
    expect(own).toMatchObject({
      status: 409,
      code: 'NAME_TAKEN',
      message: 'Nombre no disponible',
      fromServer: true,
    })

    // A proxy's page instead of the API's answer.
    apiServer.use(
      http.get('/api/proxy', () => new HttpResponse('<html>502</html>', { status: 502 })),
    )
    expect(await apiFetch('/proxy').catch((e: ApiRequestError) => e.fromServer)).toBe(false)

    mockApi({ 'GET /api/offline': () => 'network-error' })
    expect(await apiFetch('/offline').catch((e: ApiRequestError) => e.code)).toBe('NETWORK')
  })
})
