// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAuthHandlers } from '../../../api/client'
import { json, mockApi } from '../../../testing/mock-api'
import { ADMIN_TOKEN_KEY, getAdminToken, setAdminToken } from '../lib/admin-session'
import { adminFetch, setAdminUnauthorizedHandler } from './client'

const onUnauthorized = vi.fn()

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  onUnauthorized.mockReset()
  setAdminUnauthorizedHandler(onUnauthorized)
})
afterEach(() => setAuthHandlers({ getToken: () => null, onUnauthorized: () => {} }))

describe('adminFetch', () => {
  it('sends the operator’s own token, never the panel’s', async () => {
    localStorage.setItem('token', 'panel-token')
    setAuthHandlers({ getToken: () => 'panel-token', onUnauthorized: () => {} })
    setAdminToken('operator-token')
    const api = mockApi({ 'GET /api/admin/me': () => json({ email: 'ana@barrio.test' }) })
    expect(await adminFetch('/me')).toEqual({ email: 'ana@barrio.test' })
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer operator-token')
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token')
  })

  it('on a 401 forgets the session and goes back to the sign-in', async () => {
    setAdminToken('operator-token')
    mockApi({
      'GET /api/admin/me': () =>
        json({ error: 'Tu sesión de operador venció.', code: 'OPERATOR_UNAUTHENTICATED' }, 401),
    })
    await expect(adminFetch('/me')).rejects.toMatchObject({ status: 401 })
    expect(getAdminToken()).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledWith('expired')
  })

  it('keeps the session on other errors', async () => {
    setAdminToken('operator-token')
    mockApi({ 'GET /api/admin/activity': () => json({ error: 'x', code: 'VALIDATION' }, 400) })
    await expect(adminFetch('/activity')).rejects.toMatchObject({ status: 400 })
    expect(getAdminToken()).toBe('operator-token')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('without a session goes to the sign-in and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/me': () => json({}) })
    await expect(adminFetch('/me')).rejects.toMatchObject({ status: 401 })
    expect(api.calls).toEqual([])
    expect(onUnauthorized).toHaveBeenCalledWith('expired')
  })
})
