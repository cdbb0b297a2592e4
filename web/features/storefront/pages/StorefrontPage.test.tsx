// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartStorageKey } from '../../../../domain/cart/rules'
import type { PublicBusiness, PublicMenu } from '../../../../domain/menu/schemas'
import { json, mockApi } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'
import { Component as StorefrontPage } from './StorefrontPage'

const SLUG = 'lomitos-24'

const BUSINESS = {
  id: 'b1',
  name: 'Lomitos 24',
  slug: SLUG,
  address: 'Av. Colón 1045',
  city: 'Córdoba',
  province: 'Córdoba',
  logoUrl: null,
  coverUrl: null,
  supportsPickup: true,
  supportsDelivery: true,
  deliveryRadiusMeters: 8000,
  deliveryFeeBase: 100_000,
  deliveryFeePerKm: null,
  minOrderAmount: null,
  minDeliveryTime: 25,
  maxDeliveryTime: 40,
  deliveryPrice: 100_000,
  deliveryCost: null,
  isOpen: true,
  openStatus: { kind: 'open', label: 'Abierto' },
  pausedUntil: null,
  acceptsScheduled: false,
  busyMinutes: null,
  busyUntil: null,
  availability: 'taking-orders',
  openingHours: [],
  paymentMethods: ['CASH'],
} satisfies PublicBusiness

const CLOSED: PublicBusiness = {
  ...BUSINESS,
  isOpen: false,
  openStatus: { kind: 'opens-later', label: 'Abre hoy a las 20:00' },
}

function open(business: PublicBusiness) {
  const menu: PublicMenu = { business, categories: [] }
  mockApi({ [`GET /api/public/menu/${SLUG}`]: () => json(menu) })
  return renderAt(
    { '/negocio/:slug': StorefrontPage, '/editar-pedido/:slug': Landed },
    `/negocio/${SLUG}`,
  )
}
const deliveryChips = async () =>
  within(await screen.findByRole('list', { name: 'Entrega' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem(
    cartStorageKey(SLUG),
    JSON.stringify([
      {
        productId: '6f1c2a7e-5b0d-4c3e-9a8b-1d2e3f4a5b6c',
        uid: 'u1',
        name: 'Lomito completo',
        price: 1_450_000,
        quantity: 1,
      },
    ]),
  )
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('/negocio/:slug closed, and orders for later', () => {
  it("a closed shop that takes orders for later says 'Cerrado ahora · Pedí para más tarde' and leads to checkout", async () => {
    const { router } = open({ ...CLOSED, acceptsScheduled: true })
    expect(await screen.findByText('Cerrado ahora · Pedí para más tarde')).toBeTruthy()
    expect(
      screen.getByText(/Abre hoy a las 20:00\. Armá tu pedido y elegí un horario/),
    ).toBeTruthy()
    expect(screen.queryByText('El local está cerrado en este momento')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Continuar' }))
    await screen.findByRole('heading', { name: `Llegó a /editar-pedido/${SLUG}` })
    expect(router.state.location.pathname).toBe(`/editar-pedido/${SLUG}`)
  })

  it('a closed shop that does not take them reads as before', async () => {
    open(CLOSED)
    expect(await screen.findByText('El local está cerrado en este momento')).toBeTruthy()
    expect(screen.getByText(/Podés armar tu pedido y enviarlo cuando abra/)).toBeTruthy()
    expect(screen.queryByText(/Pedí para más tarde/)).toBeNull()
  })

  it('an open shop that takes them says nothing of it', async () => {
    open({ ...BUSINESS, acceptsScheduled: true })
    await deliveryChips()
    expect(screen.queryByText(/Pedí para más tarde|cerrado/i)).toBeNull()
  })
})

describe("/negocio/:slug with 'Mucho trabajo'", () => {
  it('adds its minutes to the delivery times while its end is ahead, and drops them at its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const busyUntil = new Date(Date.now() + 10 * 60_000).toISOString()
    open({ ...BUSINESS, busyMinutes: 30, busyUntil })
    expect(await deliveryChips()).toContain('55–70 min')
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000 + 1000))
    expect(await deliveryChips()).toContain('25–40 min')
  })

  it('adds nothing once its end has gone by, or when it is off', async () => {
    open({ ...BUSINESS, busyMinutes: 30, busyUntil: new Date(Date.now() - 60_000).toISOString() })
    expect(await deliveryChips()).toContain('25–40 min')
    cleanup()
    open(BUSINESS)
    expect(await deliveryChips()).toContain('25–40 min')
  })
})
