// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MP_TOKEN_REJECTED_MESSAGE,
  MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
  TRANSFER_ALIAS_MESSAGE,
  TRANSFER_HOLDER_MESSAGE,
} from '../../../../domain/messages/panel'
import type { PaymentSettings } from '../../../../domain/payments/schemas'
import { json, mockApi, type Answer } from '../../../testing/mock-api'
import { PaymentsTab } from './PaymentsTab'

afterEach(cleanup)

const SETTINGS = '/api/business/settings/payments'
const STORED: PaymentSettings = {
  cash: true,
  transfer: { enabled: false, account: null, holder: null },
  mercadoPago: {
    enabled: true,
    connected: true,
    tokenLast4: '1234',
    webhookSecretSet: true,
    notificationUrl: 'https://barrio.example/api/public/payments/mercadopago/b1',
  },
}

function show(put: () => Answer = () => json(STORED), test?: () => Answer) {
  const api = mockApi({
    [`GET ${SETTINGS}`]: () => json(STORED),
    [`PUT ${SETTINGS}`]: put,
    ...(test ? { [`POST ${SETTINGS}/test`]: test } : {}),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <PaymentsTab />
    </QueryClientProvider>,
  )
  return api
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const noteOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))

describe('Configuración › Cobros', () => {
  it('shows what is stored, a connected Mercado Pago by its last 4, and never the token', async () => {
    show()
    expect(await screen.findByText('Conectado · termina en 1234')).toBeVisible()
    expect(screen.getByRole('switch', { name: /^Efectivo/ })).toBeChecked()
    expect(screen.getByRole('switch', { name: /^Transferencia/ })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: /^Mercado Pago/ })).toBeChecked()
    expect(field('Access token').value).toBe('')
    expect(field('Access token').type).toBe('password')
    expect(field('Clave secreta de notificaciones (webhooks)').value).toBe('')
    expect(screen.getByText(STORED.mercadoPago.notificationUrl)).toBeVisible()
    expect(screen.getByText(/Tus integraciones › Credenciales de producción/)).toBeVisible()
  })

  it('saves with the token and the secret absent when left untouched (the stored ones stay)', async () => {
    const api = show()
    await screen.findByText('Conectado · termina en 1234')
    fireEvent.click(screen.getByRole('switch', { name: /^Transferencia/ }))
    fireEvent.change(field('Alias o CVU/CBU'), { target: { value: 'La.Esquina.MP' } })
    fireEvent.change(field('Titular de la cuenta'), { target: { value: 'La Esquina SRL' } })
    save()
    await waitFor(() => expect(api.callsTo(`PUT ${SETTINGS}`)).toHaveLength(1))
    const body = api.callsTo(`PUT ${SETTINGS}`)[0].body as Record<string, unknown>
    expect(body).toEqual({
      cash: true,
      transfer: { enabled: true, account: 'La.Esquina.MP', holder: 'La Esquina SRL' },
      mercadoPago: { enabled: true },
    })
  })

  it("checks the transfer's account and holder with the API's rules before sending", async () => {
    const api = show()
    await screen.findByText('Conectado · termina en 1234')
    fireEvent.click(screen.getByRole('switch', { name: /^Transferencia/ }))
    fireEvent.change(field('Alias o CVU/CBU'), { target: { value: 'ab' } })
    save()
    await waitFor(() => expect(noteOf('Alias o CVU/CBU')).toBe(TRANSFER_ALIAS_MESSAGE))
    expect(noteOf('Titular de la cuenta')).toBe(TRANSFER_HOLDER_MESSAGE)
    expect(api.callsTo(`PUT ${SETTINGS}`)).toHaveLength(0)
  })

  it('asks for the webhook secret when Mercado Pago is turned on without one', async () => {
    mockApi({
      [`GET ${SETTINGS}`]: () =>
        json({
          ...STORED,
          mercadoPago: { ...STORED.mercadoPago, enabled: false, webhookSecretSet: false },
        }),
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <PaymentsTab />
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByRole('switch', { name: /^Mercado Pago/ }))
    save()
    await waitFor(() =>
      expect(noteOf('Clave secreta de notificaciones (webhooks)')).toBe(
        MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
      ),
    )
  })

  it("shows the server's refusal under the field it is about", async () => {
    const api = show(() => json({ error: MP_TOKEN_REJECTED_MESSAGE, code: 'VALIDATION' }, 400))
    await screen.findByText('Conectado · termina en 1234')
    fireEvent.change(field('Access token'), { target: { value: 'APP_USR-12345678-nuevo' } })
    save()
    await waitFor(() => expect(noteOf('Access token')).toBe(MP_TOKEN_REJECTED_MESSAGE))
    expect(api.callsTo(`PUT ${SETTINGS}`)[0].body).toMatchObject({
      mercadoPago: { enabled: true, accessToken: 'APP_USR-12345678-nuevo' },
    })
  })

  it("'Probar conexión' tests the stored token, or the one typed, and says the account", async () => {
    const api = show(undefined, () => json({ account: 'LAESQUINA' }))
    await screen.findByText('Conectado · termina en 1234')
    fireEvent.click(screen.getByRole('button', { name: 'Probar conexión' }))
    expect(await screen.findByText('✓ Conectado a la cuenta LAESQUINA')).toBeVisible()
    fireEvent.change(field('Access token'), { target: { value: 'TEST-abcdefgh1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Probar conexión' }))
    await waitFor(() => expect(api.callsTo(`POST ${SETTINGS}/test`)).toHaveLength(2))
    expect(api.callsTo(`POST ${SETTINGS}/test`).map((c) => c.body)).toEqual([
      {},
      { accessToken: 'TEST-abcdefgh1234' },
    ])
  })

  it("'Probar conexión' says why the token was refused", async () => {
    show(undefined, () => json({ error: MP_TOKEN_REJECTED_MESSAGE, code: 'VALIDATION' }, 400))
    await screen.findByText('Conectado · termina en 1234')
    fireEvent.click(screen.getByRole('button', { name: 'Probar conexión' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MP_TOKEN_REJECTED_MESSAGE)
  })
})
