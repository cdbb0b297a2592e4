// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKEN_STORAGE_KEY } from '../../../../domain/constants'
import { INVITATION_LINK_MESSAGE } from '../../../../domain/messages/panel'
import { SessionProvider } from '../../../session/SessionProvider'
import { json, mockApi } from '../../../testing/mock-api'
import { Landed } from '../../../testing/render'
import { Component as InvitationPage } from './InvitationPage'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

const LINK = 'a'.repeat(43)
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const sessionToken = `${base64url({ alg: 'HS256' })}.${base64url({
  userId: 'u-cook',
  email: 'tomas@barrio.test',
  role: 'BUSINESS_OWNER',
  memberRole: 'staff',
  businessName: 'Almacén Doña Rosa',
  exp: Math.floor(Date.now() / 1000) + 3600,
})}.firma`

function show() {
  const router = createMemoryRouter(
    [
      { path: '/invitacion/:token', Component: InvitationPage },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [`/invitacion/${LINK}`] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the invitation page', () => {
  it('shows the shop, the role and the email, creates the account and opens Pedidos signed in', async () => {
    const api = mockApi({
      'POST /api/auth/invitations/preview': () =>
        json({ businessName: 'Almacén Doña Rosa', email: 'tomas@barrio.test', role: 'staff' }),
      'POST /api/auth/invitations/accept': () => json({ token: sessionToken }),
    })
    show()
    expect(await screen.findByRole('heading', { name: 'Sumate a Almacén Doña Rosa' })).toBeVisible()
    expect(screen.getByText('Cocina / Caja')).toBeVisible()
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe(
      'tomas@barrio.test',
    )
    expect(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).toBeVisible()

    type('Tu nombre', 'Tomás')
    type('Contraseña', 'Cocina123!')
    type('Repetí la contraseña', 'Cocina124!')
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden')
    expect(api.callsTo('POST /api/auth/invitations/accept')).toHaveLength(0)

    type('Repetí la contraseña', 'Cocina123!')
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y entrar' }))
    expect(await screen.findByRole('heading', { name: 'Llegó a /business/pedidos' })).toBeVisible()
    expect(api.callsTo('POST /api/auth/invitations/accept').map((c) => c.body)).toEqual([
      { token: LINK, name: 'Tomás', password: 'Cocina123!' },
    ])
    expect(api.callsTo('POST /api/auth/invitations/preview').map((c) => c.body)).toEqual([
      { token: LINK },
    ])
    // Remembered, as a login with 'Recordarme' is.
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(sessionToken))
  })

  it('says what to do with a link that is used, expired or wrong', async () => {
    mockApi({
      'POST /api/auth/invitations/preview': () =>
        json({ error: INVITATION_LINK_MESSAGE, code: 'INVALID_TOKEN' }, 400),
    })
    show()
    expect(
      await screen.findByRole('heading', { name: 'Esta invitación ya no sirve' }),
    ).toBeVisible()
    expect(screen.getByText(INVITATION_LINK_MESSAGE)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    )
  })
})
