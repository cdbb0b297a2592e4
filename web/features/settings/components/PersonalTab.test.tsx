// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EMAIL_CHANGE_PASSWORD_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../../domain/messages/panel'
import type { Profile } from '../../../../domain/settings/schemas'
import { SessionProvider } from '../../../session/SessionProvider'
import { json, mockApi } from '../../../testing/mock-api'
import { PersonalTab } from './PersonalTab'

afterEach(cleanup)

const PROFILE = '/api/business/settings/profile'
const PASSWORD = 'Secreta123!'
const STORED: Profile = {
  email: 'rosa@barrio.test',
  businessName: 'Almacén Doña Rosa',
  slug: 'almacen-dona-rosa',
  plan: 'Starter',
  subscriptionPaid: false,
  expiresAt: null,
  orderGate: { open: true, during: 'trial', until: '2026-12-27T12:00:00.000Z' },
  business: {
    name: 'Almacén Doña Rosa',
    taxId: null,
    address: null,
    city: null,
    province: null,
    zipCode: null,
    logoUrl: null,
    coverUrl: null,
  },
}

/** The tab over an API that, as the server does, wants the current password for a new email. */
function show() {
  const api = mockApi({
    [`GET ${PROFILE}`]: () => json(STORED),
    [`PUT ${PROFILE}`]: ({ body }) => {
      const { email, businessName, currentPassword } = body as Record<string, string>
      if (email !== STORED.email && currentPassword !== PASSWORD) {
        return json({ error: WRONG_PASSWORD_MESSAGE, code: 'WRONG_PASSWORD' }, 400)
      }
      return json({ ...STORED, email, businessName, token: 'token-nuevo' })
    },
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <PersonalTab />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return { saves: () => api.callsTo(`PUT ${PROFILE}`).map((c) => c.body) }
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))

describe('Configuración › Datos personales', () => {
  it('renames the shop without asking for the password', async () => {
    const api = show()
    await waitFor(() => expect(field('Nombre del comercio').value).toBe(STORED.businessName))
    type('Nombre del comercio', 'Almacén Rosa')
    save()
    await waitFor(() => expect(api.saves()).toHaveLength(1))
    expect(api.saves()).toEqual([{ email: STORED.email, businessName: 'Almacén Rosa' }])
  })

  it('asks for the current password for a new email, shows the server refusing a wrong one, then sends it', async () => {
    const api = show()
    await waitFor(() => expect(field('Correo electrónico').value).toBe(STORED.email))
    expect(field('Contraseña actual')).toHaveProperty('type', 'password')
    type('Correo electrónico', 'rosa.nueva@barrio.test')
    save()
    expect(await screen.findByText(EMAIL_CHANGE_PASSWORD_MESSAGE)).toBeVisible()
    expect(api.saves()).toHaveLength(0)

    type('Contraseña actual', 'Adivino2025!')
    save()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(WRONG_PASSWORD_MESSAGE))

    type('Contraseña actual', PASSWORD)
    save()
    await waitFor(() => expect(api.saves()).toHaveLength(2))
    expect(api.saves()[1]).toEqual({
      email: 'rosa.nueva@barrio.test',
      businessName: STORED.businessName,
      currentPassword: PASSWORD,
    })
    // Saved: the password is not kept in the form.
    await waitFor(() => expect(field('Contraseña actual').value).toBe(''))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
