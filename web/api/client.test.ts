// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiServer, json, mockApi } from '../testing/mock-api'
import { apiFetch, ApiRequestError, rotateSession, setAuthHandlers } from './client'

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
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1))
    await expect(apiFetch('/auth/login-manual', { method: 'POST', body: {} })).rejects.toThrow()
    await expect(apiFetch('/business/orders', { auth: true })).rejects.toThrow()
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(2))
    // The login's 401 (no token sent) never counted.
    expect(onUnauthorized).toHaveBeenCalledTimes(2)
  })

  it('keeps the session when a 401 refuses the token that a new email or password replaces', async () => {
    let token = 'old'
    const onUnauthorized = vi.fn()
    setAuthHandlers({ getToken: () => token, onUnauthorized })
    let answerChange = () => {}
    const changed = new Promise<void>((resolve) => (answerChange = resolve))
    mockApi({
      'GET /api/business/orders': () =>
        json({ error: 'Sesión vencida', code: 'UNAUTHENTICATED' }, 401),
      'PUT /api/business/settings/profile': async () => {
        await changed
        return json({ token: 'new' })
      },
    })
    // The change is under way: the server has ended the old session, its answer is still coming.
    const change = rotateSession(
      apiFetch<{ token: string }>('/business/settings/profile', { auth: true, method: 'PUT' }).then(
        (saved) => {
          token = saved.token
        },
      ),
    )
    await expect(apiFetch('/business/orders', { auth: true })).rejects.toThrow()
    answerChange()
    await change
    // A 401 to the fresh token still ends the session: only the replaced one is forgiven.
    await expect(apiFetch('/business/orders', { auth: true })).rejects.toThrow()
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1))
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
