// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AUTO_REJECT_MINUTES_MESSAGE,
  RESPOND_MINUTES_MESSAGE,
} from '../../../../domain/messages/panel'
import type { OrderSettings } from '../../../../domain/orders/timing-schemas'
import { json, mockApi } from '../../../testing/mock-api'
import { OrdersTab } from './OrdersTab'

afterEach(cleanup)

const SETTINGS = '/api/business/settings/orders'
const STORED: OrderSettings = {
  respondMinutes: 5,
  autoRejectMinutes: 15,
  autoAccept: false,
  preparationMinutes: 30,
  acceptsScheduled: false,
  slotCapacity: null,
}

function show(stored: OrderSettings = STORED) {
  const api = mockApi({
    [`GET ${SETTINGS}`]: () => json(stored),
    [`PUT ${SETTINGS}`]: ({ body }) => json(body),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OrdersTab />
    </QueryClientProvider>,
  )
  return { saves: () => api.callsTo(`PUT ${SETTINGS}`).map((c) => c.body) }
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))

describe('Configuración › Pedidos (docs/product.md#answer-in-time)', () => {
  it('shows the stored settings and saves every one of them', async () => {
    const { saves } = show()
    const respond = await screen.findByLabelText('Responder en (minutos)')
    expect(respond).toHaveValue(5)
    expect(screen.getByLabelText('Rechazar automáticamente a los')).toHaveValue('15')
    expect(screen.getByLabelText('Tiempo de preparación (minutos)')).toHaveValue(30)
    expect(screen.getByLabelText('Pedidos por franja (opcional)')).toHaveValue(null)
    expect(screen.getByRole('switch', { name: /Aceptar automáticamente/ })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: /Aceptar pedidos programados/ })).not.toBeChecked()

    fireEvent.change(respond, { target: { value: '10' } })
    fireEvent.change(screen.getByLabelText('Rechazar automáticamente a los'), {
      target: { value: 'nunca' },
    })
    fireEvent.change(screen.getByLabelText('Tiempo de preparación (minutos)'), {
      target: { value: '40' },
    })
    fireEvent.change(screen.getByLabelText('Pedidos por franja (opcional)'), {
      target: { value: '4' },
    })
    fireEvent.click(screen.getByRole('switch', { name: /Aceptar automáticamente/ }))
    fireEvent.click(screen.getByRole('switch', { name: /Aceptar pedidos programados/ }))
    save()
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          respondMinutes: 10,
          autoRejectMinutes: null,
          autoAccept: true,
          preparationMinutes: 40,
          acceptsScheduled: true,
          slotCapacity: 4,
        },
      ]),
    )
  })

  it('refuses with the API’s words what the server would refuse, and sends nothing', async () => {
    const { saves } = show()
    const respond = await screen.findByLabelText('Responder en (minutos)')
    fireEvent.change(respond, { target: { value: '0' } })
    save()
    expect(await screen.findByText(RESPOND_MINUTES_MESSAGE)).toBeVisible()

    // The automatic rejection must come after 'Responder en'.
    fireEvent.change(respond, { target: { value: '20' } })
    save()
    expect(await screen.findByText(AUTO_REJECT_MINUTES_MESSAGE)).toBeVisible()
    expect(saves()).toEqual([])
  })

  it('keeps a stored rejection time the list does not offer', async () => {
    show({ ...STORED, autoRejectMinutes: 25 })
    expect(await screen.findByLabelText('Rechazar automáticamente a los')).toHaveValue('25')
  })
})
