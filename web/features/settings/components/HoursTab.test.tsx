// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { json, mockApi } from '../../../testing/mock-api'
import { HoursTab } from './HoursTab'

afterEach(cleanup)

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <HoursTab />
    </QueryClientProvider>,
  )
}

const week = {
  openingHours: [{ dayOfWeek: 1, intervals: [{ openTime: '09:00', closeTime: '18:00' }] }],
}

describe('the hours editor', () => {
  it('shows and takes times in 24-hour HH:mm, whatever the browser language, and reads loose typing', async () => {
    const api = mockApi({
      'GET /api/business/settings/opening-hours': () => json(week),
      'PUT /api/business/settings/opening-hours': (call) => json(call.body),
    })
    show()
    const opens = await screen.findByLabelText('Abre Lunes (horario 1)')
    const closes = screen.getByLabelText('Cierra Lunes (horario 1)')
    // Text, not a native time input: those follow the browser's locale and show AM/PM.
    expect(opens).toHaveProperty('type', 'text')
    expect(opens).toHaveProperty('value', '09:00')

    fireEvent.change(opens, { target: { value: '930' } })
    fireEvent.blur(opens)
    expect(opens).toHaveProperty('value', '09:30')
    fireEvent.change(closes, { target: { value: '2130' } })
    fireEvent.blur(closes)
    expect(closes).toHaveProperty('value', '21:30')

    fireEvent.click(screen.getByRole('button', { name: 'Guardar horarios' }))
    await waitFor(() =>
      expect(api.callsTo('PUT /api/business/settings/opening-hours')).toHaveLength(1),
    )
    expect(api.callsTo('PUT /api/business/settings/opening-hours')[0].body).toEqual({
      openingHours: [{ dayOfWeek: 1, intervals: [{ openTime: '09:30', closeTime: '21:30' }] }],
    })
  })

  it('refuses what is not a time with the form message, sending nothing', async () => {
    const api = mockApi({
      'GET /api/business/settings/opening-hours': () => json(week),
      'PUT /api/business/settings/opening-hours': (call) => json(call.body),
    })
    show()
    const closes = await screen.findByLabelText('Cierra Lunes (horario 1)')
    fireEvent.change(closes, { target: { value: '6 PM' } })
    fireEvent.blur(closes)
    expect(closes).toHaveProperty('value', '6 PM')
    fireEvent.click(screen.getByRole('button', { name: 'Guardar horarios' }))
    expect(await screen.findByText(/en formato HH:mm/)).not.toBeNull()
    expect(api.callsTo('PUT /api/business/settings/opening-hours')).toHaveLength(0)
  })
})
