// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_HAS_ACCOUNT_MESSAGE } from '../../../../domain/messages/panel'
import { setAuthHandlers } from '../../../api/client'
import { Toaster } from '../../../components/ui/Toast'
import { json, mockApi } from '../../../testing/mock-api'
import type { ActivityEntry, Team } from '../api/team'
import { ActivityTab } from './ActivityTab'
import { TeamTab } from './TeamTab'

afterEach(cleanup)
beforeEach(() => setAuthHandlers({ getToken: () => 'tok-dueño', onUnauthorized: () => {} }))

const TEAM = '/api/business/team'
const COOK_ID = '7d0c0a9e-5a0e-4b8f-9a43-3f1f0f1d2c11'

function team(): Team {
  return {
    members: [
      {
        id: 'owner-1',
        name: 'Rosa',
        email: 'rosa@barrio.test',
        role: 'owner',
        lastSignInAt: '2026-11-27T12:00:00.000Z',
        signedIn: true,
      },
      {
        id: COOK_ID,
        name: 'Tomás',
        email: 'tomas@barrio.test',
        role: 'staff',
        // 00:04 UTC on the 28th is 21:04 of the 27th in Argentina.
        lastSignInAt: '2026-11-28T00:04:00.000Z',
        signedIn: true,
      },
    ],
    invitations: [
      {
        id: 'inv-1',
        email: 'lucia@barrio.test',
        role: 'manager',
        createdAt: '2026-11-27T12:00:00.000Z',
        expiresAt: '2026-12-04T12:00:00.000Z',
        expired: false,
      },
    ],
  }
}

function show(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('Configuración › Equipo', () => {
  it('lists the members with their last sign-in in Argentina and the open invitations', async () => {
    mockApi({ [`GET ${TEAM}`]: () => json(team()) })
    show(<TeamTab />)
    const cook = await screen.findByRole('listitem', { name: 'Tomás' })
    expect(cook).toHaveTextContent('tomas@barrio.test')
    expect(cook).toHaveTextContent('Cocina / Caja')
    expect(cook).toHaveTextContent('27/11 21:04')
    expect(cook).toHaveTextContent('Activo')
    const owner = screen.getByRole('listitem', { name: 'Rosa' })
    expect(within(owner).queryByRole('button', { name: 'Quitar del equipo' })).toBeNull()
    const invitation = screen.getByRole('listitem', { name: 'lucia@barrio.test' })
    expect(within(invitation).getByRole('button', { name: 'Reenviar' })).toBeVisible()
    expect(within(invitation).getByRole('button', { name: 'Cancelar' })).toBeVisible()
  })

  it('invites by email with a role, and shows the server refusing an email with an account', async () => {
    let current = team()
    const api = mockApi({
      [`GET ${TEAM}`]: () => json(current),
      [`POST ${TEAM}/invitations`]: ({ body }) => {
        const { email, role } = body as { email: string; role: 'manager' | 'staff' }
        if (email === 'rosa@barrio.test') {
          return json({ error: EMAIL_HAS_ACCOUNT_MESSAGE, code: 'EMAIL_HAS_ACCOUNT' }, 409)
        }
        const invitation = {
          id: 'inv-2',
          email,
          role,
          createdAt: '2026-11-27T13:00:00.000Z',
          expiresAt: '2026-12-04T13:00:00.000Z',
          expired: false,
        }
        current = { ...current, invitations: [...current.invitations, invitation] }
        return json(invitation, 201)
      },
    })
    show(<TeamTab />)
    await screen.findByRole('listitem', { name: 'Tomás' })
    const email = screen.getByLabelText('Correo electrónico')

    fireEvent.change(email, { target: { value: 'rosa@barrio.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }))
    expect(await screen.findByText(EMAIL_HAS_ACCOUNT_MESSAGE)).toBeVisible()

    fireEvent.change(email, { target: { value: 'juan@barrio.test' } })
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'manager' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }))
    expect(await screen.findByRole('listitem', { name: 'juan@barrio.test' })).toHaveTextContent(
      'Encargado',
    )
    expect(api.callsTo(`POST ${TEAM}/invitations`).map((c) => c.body)).toEqual([
      { email: 'rosa@barrio.test', role: 'staff' },
      { email: 'juan@barrio.test', role: 'manager' },
    ])
    expect(screen.getByText('Le enviamos la invitación a juan@barrio.test.')).toBeVisible()
  })

  it('removes a member after a confirmation that says their sessions end now', async () => {
    let current = team()
    const api = mockApi({
      [`GET ${TEAM}`]: () => json(current),
      [`DELETE ${TEAM}/members/:id`]: () => {
        current = { ...current, members: current.members.slice(0, 1) }
        return json({ success: true })
      },
    })
    show(<TeamTab />)
    const cook = await screen.findByRole('listitem', { name: 'Tomás' })
    fireEvent.click(within(cook).getByRole('button', { name: 'Quitar del equipo' }))
    const dialog = screen.getByRole('alertdialog', { name: '¿Quitar a Tomás del equipo?' })
    expect(dialog).toHaveTextContent('Sus sesiones terminan ahora')
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Tomás' })).toBeNull())
    expect(api.callsTo(`DELETE ${TEAM}/members/${COOK_ID}`)).toHaveLength(1)
    expect(screen.getByText('Tomás ya no es parte del equipo.')).toBeVisible()
  })
})

const entry = (n: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `e${n}`,
  createdAt: '2026-11-28T00:04:00.000Z',
  actorId: COOK_ID,
  actorName: 'Tomás',
  actorRole: 'staff',
  kind: 'order.accepted',
  subjectId: null,
  summary: `Pedido #${n}`,
  ...over,
})

describe('Configuración › Actividad', () => {
  it('shows who did what in Argentina time, filters by member and kind, and pages with Ver más', async () => {
    const api = mockApi({
      'GET /api/business/activity': ({ query }) => {
        const actors = [
          { id: 'owner-1', name: 'Rosa' },
          { id: COOK_ID, name: 'Tomás' },
        ]
        if (query.get('kind') === 'product.price') {
          return json({
            entries: [entry(9, { kind: 'product.price', summary: 'Empanada: $900 → $1.000' })],
            actors,
            nextBefore: null,
          })
        }
        if (query.get('before')) return json({ entries: [entry(1)], actors, nextBefore: null })
        return json({ entries: [entry(3), entry(2)], actors, nextBefore: entry(2).createdAt })
      },
    })
    show(<ActivityTab />)
    const list = await screen.findByRole('list', { name: 'Actividad del equipo' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(list).toHaveTextContent('Aceptó un pedido')
    expect(list).toHaveTextContent('27/11 21:04')
    expect(list).toHaveTextContent('Tomás · Cocina / Caja')

    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull()

    fireEvent.change(screen.getByLabelText('Miembro'), { target: { value: COOK_ID } })
    fireEvent.change(screen.getByLabelText('Qué hizo'), { target: { value: 'product.price' } })
    expect(await screen.findByText('Empanada: $900 → $1.000')).toBeVisible()
    const last = api.calls.at(-1)!
    expect(last.query.get('actor')).toBe(COOK_ID)
    expect(last.query.get('kind')).toBe('product.price')
  })

  it('says when there is nothing yet', async () => {
    mockApi({
      'GET /api/business/activity': () => json({ entries: [], actors: [], nextBefore: null }),
    })
    show(<ActivityTab />)
    expect(await screen.findByText('Todavía no hay actividad.')).toBeVisible()
  })
})
