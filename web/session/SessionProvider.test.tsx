// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { apiFetch } from '../api/client'
import { json, mockApi } from '../testing/mock-api'
import { SessionProvider } from './SessionProvider'
import { useSession } from './useSession'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const tokenFor = (email: string) =>
  `${base64url({ alg: 'HS256' })}.${base64url({
    userId: '6f1c2b1e-4d5a-4c3b-9a8e-1f2d3c4b5a69',
    email,
    role: 'BUSINESS_OWNER',
    businessName: 'Almacén Doña Rosa',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.firma`

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(cleanup)

it('a call made right after a refresh carries the fresh token, not the one it replaced', async () => {
  const before = tokenFor('rosa@barrio.test')
  const fresh = tokenFor('rosa.nueva@barrio.test')
  localStorage.setItem('token', before)
  const api = mockApi({ 'GET /api/business/settings/profile': () => json({}) })
  let session: ReturnType<typeof useSession> | null = null
  function Probe() {
    session = useSession()
    return null
  }
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await act(async () => {
    // As a save's onSuccess does: store the answered token, then refetch at once, before React
    // has rendered again.
    session!.refresh(fresh)
    await apiFetch('/business/settings/profile', { auth: true })
  })
  expect(api.calls.map((c) => c.headers.get('Authorization'))).toEqual([`Bearer ${fresh}`])
  expect(localStorage.getItem('token')).toBe(fresh)
})
