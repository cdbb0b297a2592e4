// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { LOGIN_SETTLING_DELAY_MS } from '../../domain/constants'
import { GuestRoute, ProtectedRoute } from './guards'
import { SessionRoot } from './SessionRoot'
import { useSession } from './useSession'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = `${base64url({ alg: 'HS256' })}.${base64url({
  userId: '6f1c2b1e-4d5a-4c3b-9a8e-1f2d3c4b5a69',
  email: 'rosa@barrio.test',
  role: 'BUSINESS_OWNER',
  businessName: 'Almacén Doña Rosa',
  exp: Math.floor(Date.now() / 1000) + 3600,
})}.firma`

function LoginForm() {
  const { login } = useSession()
  return (
    <button type="button" onClick={() => login(token)}>
      Ingresar
    </button>
  )
}

function open() {
  const router = createMemoryRouter(
    [
      {
        element: <SessionRoot />,
        children: [
          { element: <GuestRoute />, children: [{ path: '/login', element: <LoginForm /> }] },
          {
            element: <ProtectedRoute />,
            children: [{ path: '/business/home', element: <h1>Panel del Comercio</h1> }],
          },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  )
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('restoring the session', () => {
  it('reads Restableciendo sesión... during the login pause, then opens the panel', () => {
    vi.useFakeTimers()
    open()
    expect(screen.queryByText('Restableciendo sesión...')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Restableciendo sesión...')
    // The guest guard renders nothing while loading.
    expect(screen.queryByRole('button', { name: 'Ingresar' })).toBeNull()
    act(() => vi.advanceTimersByTime(LOGIN_SETTLING_DELAY_MS - 1))
    expect(screen.getByText('Restableciendo sesión...')).toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Restableciendo sesión...')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Panel del Comercio' })).toBeVisible()
  })

  it('a stored token opens the panel at once, with no restoring screen left behind', () => {
    localStorage.setItem('token', token)
    open()
    expect(screen.queryByText('Restableciendo sesión...')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Panel del Comercio' })).toBeVisible()
  })
})
