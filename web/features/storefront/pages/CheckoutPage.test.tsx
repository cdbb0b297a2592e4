// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartStorageKey } from '../../../../domain/cart/rules'
import type { PlacedOrder } from '../../../../domain/checkout/schemas'
import type { CouponCheck } from '../../../../domain/coupons/schemas'
import { SHOP_CLOSED_MESSAGE } from '../../../../domain/messages/api'
import {
  cashBelowTotalMessage,
  PAYMENT_PROVIDER_MESSAGE,
  PRICE_CHANGED_MESSAGE,
} from '../../../../domain/messages/customer'
import { formatMoney } from '../../../../domain/money/rules'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { SELECTED_LOCATION_KEY } from '../../../lib/location'
import { LAST_CUSTOMER_KEY, readLastCustomer, readPlacedOrders } from '../../../lib/placed-orders'
import { json, mockApi, type Answer, type ApiCall } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'
import { Component as CheckoutPage } from './CheckoutPage'
import OrderConfirmed, { type ConfirmedOrder } from '../components/OrderConfirmed'
import type { StorefrontState } from './StorefrontPage'

const SLUG = 'lomitos-24'
const ORDER_CALL = `POST /api/public/business/${SLUG}/orders`
const KEY_NAME = `checkoutKey:${SLUG}`
const LOMITO_ID = '6f1c2a7e-5b0d-4c3e-9a8b-1d2e3f4a5b6c'

const BUSINESS: PublicBusiness = {
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
  deliveryFeePerKm: 30_000,
  minOrderAmount: 600_000,
  minDeliveryTime: 25,
  maxDeliveryTime: 40,
  deliveryPrice: 100_000,
  deliveryCost: 30_000,
  isOpen: true,
  openStatus: { kind: 'open', label: 'Abierto' },
  pausedUntil: null,
  busyMinutes: null,
  busyUntil: null,
  availability: 'taking-orders',
  openingHours: [],
  paymentMethods: ['CASH', 'TRANSFER', 'MERCADOPAGO'],
  acceptsScheduled: false,
} as PublicBusiness

const PLACED: PlacedOrder = {
  order: {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    publicToken: 'tok-secreto',
    status: 'PENDING',
    method: 'DELIVERY',
    items: [
      { name: 'Lomito completo', quantity: 2, unitPrice: 1_450_000, notes: null, options: [] },
    ],
    subtotal: 2_900_000,
    deliveryFee: 160_000,
    discount: 0,
    couponCode: null,
    total: 3_060_000,
    createdAt: '2025-05-02T21:00:00.000Z',
    payment: { method: 'CASH', status: 'UNPAID', cashAmount: null, flag: null },
    transfer: null,
    scheduledFor: null,
  },
  business: { name: 'Lomitos 24', slug: SLUG, phone: '+5493515550000' },
}

function api(
  order: () => Answer | Promise<Answer> = () => json(PLACED, 201),
  business: PublicBusiness = BUSINESS,
) {
  return mockApi({
    [`GET /api/public/business/${SLUG}`]: () => json(business),
    [ORDER_CALL]: order,
  })
}

async function open() {
  const view = renderAt(
    { '/editar-pedido/:slug': CheckoutPage, '/negocio/:slug': Landed },
    `/editar-pedido/${SLUG}`,
  )
  await screen.findByRole('heading', { name: 'Tus datos' })
  return view
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Ir a pagar' }))
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby')
  return field(label).getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : null
}
/** Text as read, with Intl's no-break space after '$' as a plain one. */
const textOf = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ') ?? ''
/** Headers of the order calls the API was sent. */
const orderHeaders = (callsTo: (key: string) => ApiCall[]) =>
  callsTo(ORDER_CALL).map((call) => call.headers)

function fillIn() {
  type('Nombre y apellido', 'Lucía Fernández')
  type('Teléfono', '351 555 1234')
  type('Calle', 'Obispo Trejo')
  type('Número', '242')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  localStorage.setItem(
    cartStorageKey(SLUG),
    JSON.stringify([
      { productId: LOMITO_ID, uid: 'u1', name: 'Lomito completo', price: 1_450_000, quantity: 2 },
    ]),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkout form', () => {
  it('refuses an empty form with the Spanish messages under each field, first field focused', async () => {
    const { callsTo } = api()
    await open()
    pay()
    await waitFor(() => expect(errorOf('Nombre y apellido')).toBe('Ingresá tu nombre y apellido.'))
    expect(errorOf('Teléfono')).toBe('Ingresá un número válido de al menos 10 dígitos')
    expect(errorOf('Calle')).toBe('Ingresá la calle de la dirección de entrega.')
    expect(errorOf('Número')).toBe('Ingresá la altura (número) de la dirección de entrega.')
    expect(document.activeElement).toBe(field('Nombre y apellido'))
    expect(callsTo(ORDER_CALL)).toHaveLength(0)
  })

  it('prefills from the last order in this browser', async () => {
    api()
    localStorage.setItem(
      LAST_CUSTOMER_KEY,
      JSON.stringify({
        fullName: 'Ana Gómez',
        phone: '351 444 5555',
        street: 'Obispo Trejo',
        number: '242',
        floorApartment: '3° B',
        notes: 'timbre 2',
      }),
    )
    await open()
    expect(field('Nombre y apellido').value).toBe('Ana Gómez')
    expect(field('Teléfono').value).toBe('351 444 5555')
    expect(field('Calle').value).toBe('Obispo Trejo')
    expect(field('Piso / Depto (opcional)').value).toBe('3° B')
    expect(field('Indicaciones para el repartidor (opcional)').value).toBe('timbre 2')
    expect(field('Nota para el comercio (opcional)').value).toBe('')
  })

  it('places the order with a key, remembers it, clears the cart and confirms on the storefront', async () => {
    const { callsTo } = api()
    const { router } = await open()
    fillIn()
    type('Nota para el comercio (opcional)', 'Cambio para $ 50.000')
    expect(screen.getByText(`Quedan ${280 - 'Cambio para $ 50.000'.length} caracteres.`))
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })

    const [call] = callsTo(ORDER_CALL)
    expect(call.body).toEqual({
      method: 'DELIVERY',
      customer: { fullName: 'Lucía Fernández', phone: '351 555 1234' },
      address: { street: 'Obispo Trejo', number: '242', floorApartment: '', notes: '' },
      note: 'Cambio para $ 50.000',
      items: [{ productId: LOMITO_ID, quantity: 2, notes: null, options: [], price: 1_450_000 }],
      // The shop's first method, chosen to start with; no bill named.
      payment: { method: 'CASH', cashAmount: null },
    })
    expect(orderHeaders(callsTo)[0].get('idempotency-key')).toMatch(/^[\x21-\x7e]{8,100}$/)

    expect(localStorage.getItem(cartStorageKey(SLUG))).toBeNull()
    expect(sessionStorage.getItem(KEY_NAME)).toBeNull()
    expect(readPlacedOrders()).toEqual([
      {
        id: PLACED.order.id,
        token: 'tok-secreto',
        shopName: 'Lomitos 24',
        shopSlug: SLUG,
        total: 3_060_000,
        createdAt: PLACED.order.createdAt,
      },
    ])
    expect(readLastCustomer()).toMatchObject({
      fullName: 'Lucía Fernández',
      street: 'Obispo Trejo',
    })

    const state = router.state.location.state as StorefrontState
    expect(state.placedOrder).toEqual({
      shopPhone: '+5493515550000',
      orderPath: `/pedido/${PLACED.order.id}?token=tok-secreto`,
      token: 'tok-secreto',
      transfer: null,
      scheduledFor: null,
      handoff: expect.objectContaining({
        id: PLACED.order.id,
        method: 'DELIVERY',
        deliveryInfo: 'Obispo Trejo 242',
        deliveryFee: 160_000,
        discount: 0,
        couponCode: null,
        total: 3_060_000,
        note: 'Cambio para $ 50.000',
        customerName: 'Lucía Fernández',
        payment: PLACED.order.payment,
        orderUrl: `${window.location.origin}/pedido/${PLACED.order.id}?token=tok-secreto`,
      }) as unknown,
    })
  })

  it("sends the saved location's point with the order", async () => {
    const { callsTo } = api()
    localStorage.setItem(
      SELECTED_LOCATION_KEY,
      JSON.stringify({
        street: 'Av. Colón',
        number: '1045',
        city: 'Córdoba',
        province: 'Córdoba',
        lat: -31.41,
        lng: -64.19,
      }),
    )
    await open()
    expect(field('Calle').value).toBe('Av. Colón')
    // Its point goes with the order, so the fee per km applies: the base fee is a starting price.
    expect(textOf(screen.getByRole('complementary', { name: 'Resumen' }))).toContain(
      'Envíodesde $ 1.000Totaldesde $ 30.000',
    )
    type('Nombre y apellido', 'Lucía Fernández')
    type('Teléfono', '351 555 1234')
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({
      address: { street: 'Av. Colón', number: '1045', city: 'Córdoba', lat: -31.41, lng: -64.19 },
    })
  })

  it('shows today’s prices when the server says they changed, and orders at them on the next tap', async () => {
    let answers = 0
    const { callsTo } = api(() =>
      answers++ === 0
        ? json(
            {
              error: PRICE_CHANGED_MESSAGE,
              code: 'PRICE_CHANGED',
              prices: [
                { line: 0, productId: LOMITO_ID, name: 'Lomito completo', unitPrice: 1_950_000 },
              ],
            },
            409,
          )
        : json(PLACED, 201),
    )
    await open()
    fillIn()
    const summary = screen.getByRole('complementary', { name: 'Resumen' })
    expect(textOf(summary)).toContain('Subtotal$ 29.000')
    pay()
    const notice = await screen.findByText(PRICE_CHANGED_MESSAGE)
    expect(notice.closest('[role="status"]')).not.toBeNull()
    // The cart itself holds the new price: the lines and the total show it.
    await waitFor(() => expect(textOf(summary)).toContain('Subtotal$ 39.000'))
    expect(textOf(screen.getByRole('list', { name: 'Productos del pedido' }))).toContain('$ 19.500')
    expect(JSON.parse(localStorage.getItem(cartStorageKey(SLUG))!)).toMatchObject([
      { productId: LOMITO_ID, price: 1_950_000 },
    ])
    expect(callsTo(ORDER_CALL)).toHaveLength(1)

    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    const [first, second] = callsTo(ORDER_CALL).map((c) => c.body as { items: unknown[] })
    expect(first.items).toEqual([
      { productId: LOMITO_ID, quantity: 2, notes: null, options: [], price: 1_450_000 },
    ])
    expect(second.items).toEqual([
      { productId: LOMITO_ID, quantity: 2, notes: null, options: [], price: 1_950_000 },
    ])
  })

  it("sends each line's option ids and its price with them, shows the choices, and takes a changed price by line", async () => {
    const SIMPLE = 'a1b2c3d4-0000-4000-8000-00000000000a'
    const DOBLE = 'a1b2c3d4-0000-4000-8000-00000000000b'
    const CHEDDAR = 'a1b2c3d4-0000-4000-8000-00000000000c'
    localStorage.setItem(
      cartStorageKey(SLUG),
      JSON.stringify([
        {
          productId: LOMITO_ID,
          uid: 'u1',
          name: 'Lomito completo',
          price: 1_450_000,
          quantity: 2,
          options: [{ id: SIMPLE, group: 'Tamaño', name: 'Simple', priceDelta: 0 }],
        },
        {
          productId: LOMITO_ID,
          uid: 'u2',
          name: 'Lomito completo',
          price: 1_930_000,
          quantity: 1,
          options: [
            { id: DOBLE, group: 'Tamaño', name: 'Doble', priceDelta: 400_000 },
            { id: CHEDDAR, group: 'Extras', name: 'Cheddar', priceDelta: 80_000 },
          ],
        },
      ]),
    )
    let answers = 0
    const { callsTo } = api(() =>
      answers++ === 0
        ? json(
            {
              error: PRICE_CHANGED_MESSAGE,
              code: 'PRICE_CHANGED',
              prices: [
                { line: 1, productId: LOMITO_ID, name: 'Lomito completo', unitPrice: 2_030_000 },
              ],
            },
            409,
          )
        : json(PLACED, 201),
    )
    await open()
    const lines = screen.getAllByRole('listitem').filter((li) => li.closest('ul[aria-label]'))
    expect(textOf(lines[0])).toContain('Tamaño: Simple')
    expect(textOf(lines[1])).toContain('Tamaño: Doble · Extras: Cheddar')
    fillIn()
    pay()
    await screen.findByText(PRICE_CHANGED_MESSAGE)
    // Only the line the refusal names takes the new price; the other line of the product keeps its.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(cartStorageKey(SLUG))!)).toMatchObject([
        { uid: 'u1', price: 1_450_000 },
        { uid: 'u2', price: 2_030_000 },
      ]),
    )
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    const [first, second] = callsTo(ORDER_CALL).map((c) => c.body as { items: unknown[] })
    expect(first.items).toEqual([
      { productId: LOMITO_ID, quantity: 2, notes: null, options: [SIMPLE], price: 1_450_000 },
      {
        productId: LOMITO_ID,
        quantity: 1,
        notes: null,
        options: [DOBLE, CHEDDAR],
        price: 1_930_000,
      },
    ])
    expect(second.items).toEqual([
      { productId: LOMITO_ID, quantity: 2, notes: null, options: [SIMPLE], price: 1_450_000 },
      {
        productId: LOMITO_ID,
        quantity: 1,
        notes: null,
        options: [DOBLE, CHEDDAR],
        price: 2_030_000,
      },
    ])
  })

  it('says the delivery minimum before the form and keeps Ir a pagar disabled until it is met', async () => {
    localStorage.setItem(
      cartStorageKey(SLUG),
      JSON.stringify([
        { productId: LOMITO_ID, uid: 'u1', name: 'Lomito completo', price: 450_000, quantity: 1 },
      ]),
    )
    const { callsTo } = api()
    await open()
    // $ 4.500 against a minimum of $ 6.000.
    const reason = 'El pedido mínimo para envío es de $ 6.000. Te faltan $ 1.500.'
    const button = screen.getByRole('button', { name: 'Ir a pagar' })
    expect(button).toHaveProperty('disabled', true)
    expect(textOf(document.getElementById(button.getAttribute('aria-describedby')!)!)).toBe(reason)
    const form = screen.getByRole('heading', { name: 'Tus datos' })
    const before = screen
      .getAllByText((_, el) => el?.tagName === 'P' && textOf(el) === reason)
      .filter((el) => el.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)
    expect(before).toHaveLength(1)
    fillIn()
    pay()
    expect(callsTo(ORDER_CALL)).toHaveLength(0)

    // Pickup has no minimum.
    fireEvent.click(screen.getByRole('radio', { name: 'Retiro en el local' }))
    expect(screen.queryByText((_, el) => el?.tagName === 'P' && textOf(el) === reason)).toBeNull()
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', false)
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({ method: 'PICKUP' })
  })

  it('a paused shop: its message, Ir a pagar disabled, until the pause’s minute comes', async () => {
    // The page's clock is the test's: the pause ends when the test moves it, never by a race with
    // how long the page took to open on a busy machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const until = new Date(Date.now() + 10 * 60_000)
      const { callsTo } = api(undefined, { ...BUSINESS, pausedUntil: until.toISOString() })
      await open()
      const time = new Intl.DateTimeFormat('es-AR', {
        timeZone: 'America/Argentina/Buenos_Aires',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(until)
      expect(screen.getByText(`No está tomando pedidos hasta las ${time}`)).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', true)
      fillIn()
      fireEvent.click(screen.getByRole('radio', { name: 'Retiro en el local' }))
      pay()
      expect(callsTo(ORDER_CALL)).toHaveLength(0)
      // The pause's minute comes: the page draws again by itself.
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty(
          'disabled',
          false,
        ),
      )
      expect(screen.queryByText(/No está tomando pedidos/)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("shows the server's refusal next to the button and keeps the cart and the key", async () => {
    const { callsTo } = api(() => json({ error: SHOP_CLOSED_MESSAGE, code: 'CONFLICT' }, 409))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await open()
    fillIn()
    pay()
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', SHOP_CLOSED_MESSAGE)
    expect(callsTo(ORDER_CALL)).toHaveLength(1)
    expect(localStorage.getItem(cartStorageKey(SLUG))).not.toBeNull()
    expect(sessionStorage.getItem(KEY_NAME)).toBe(orderHeaders(callsTo)[0].get('idempotency-key'))
  })

  it('after a lost answer, paying again sends the same key', async () => {
    let answers = 0
    const { callsTo } = api(() => (answers++ === 0 ? 'network-error' : json(PLACED, 200)))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await open()
    fillIn()
    pay()
    expect((await screen.findByRole('alert')).textContent).toMatch(/no se va a duplicar/)
    expect(localStorage.getItem(cartStorageKey(SLUG))).not.toBeNull()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)).toHaveLength(2)
    const [first, second] = orderHeaders(callsTo).map((h) => h.get('idempotency-key'))
    expect(second).toBe(first)
  })

  it('a double click sends one request', async () => {
    let release: (a: Answer) => void = () => {}
    const { callsTo } = api(() => new Promise<Answer>((resolve) => (release = resolve)))
    await open()
    fillIn()
    pay()
    pay()
    await waitFor(() => expect(callsTo(ORDER_CALL)).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', true)
    pay()
    release(json(PLACED, 201))
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)).toHaveLength(1)
  })
})

describe('OrderConfirmed', () => {
  const confirmed: ConfirmedOrder = {
    shopPhone: '+5493515550000',
    orderPath: '/pedido/abc?token=t',
    handoff: {
      id: '0a1b2c3d-0000',
      shopName: 'Lomitos 24',
      method: 'PICKUP',
      deliveryInfo: null,
      items: [{ name: 'Lomito completo', quantity: 2, notes: null }],
      subtotal: 2_900_000,
      deliveryFee: 0,
      total: 2_900_000,
      note: null,
      customerName: 'Lucía',
      payment: { method: 'CASH', status: 'UNPAID', cashAmount: null },
      orderUrl: 'http://localhost/pedido/abc?token=t',
    },
    token: 't',
    transfer: null,
  }
  const show = (order: ConfirmedOrder) =>
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <OrderConfirmed order={order} onDismiss={() => {}} /> },
        ])}
      />,
    )

  it("shows the spec's sentence, the order's page and the WhatsApp hand-off, and closes", () => {
    const onDismiss = vi.fn()
    const router = createMemoryRouter([
      { path: '/', element: <OrderConfirmed order={confirmed} onDismiss={onDismiss} /> },
    ])
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: '¡Listo! Confirmamos tu pedido.' })).toBeVisible()
    expect(textOf(screen.getByText(/Pedido #0a1b2c3d/))).toContain('Total $ 29.000')
    expect(screen.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe(
      '/pedido/abc?token=t',
    )
    const whatsapp = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    const href = new URL(whatsapp.getAttribute('href') ?? '')
    expect(href.host + href.pathname).toBe('wa.me/5493515550000')
    expect(href.searchParams.get('text')).toContain('• 2 x Lomito completo')
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(onDismiss).toHaveBeenCalled()
  })

  it('says the coupon and what it took off, in the WhatsApp text too (docs/product.md#coupons)', () => {
    show({
      ...confirmed,
      handoff: {
        ...confirmed.handoff,
        discount: 290_000,
        couponCode: 'BIENVENIDA',
        total: 2_610_000,
      },
    })
    expect(textOf(screen.getByText(/Pedido #0a1b2c3d/))).toContain('Total $ 26.100')
    expect(screen.getByText(/^Cupón BIENVENIDA/)).toHaveTextContent(
      /^Cupón BIENVENIDA: −\$\s2\.900$/,
    )
    const whatsapp = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text') ?? ''
    expect(textOf({ textContent: text } as Element)).toContain(
      'Subtotal: $ 29.000\nCupón BIENVENIDA: −$ 2.900\n*Total: $ 26.100*',
    )
  })

  it('tells a transfer customer how much to transfer and where, with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    show({
      ...confirmed,
      handoff: {
        ...confirmed.handoff,
        payment: { method: 'TRANSFER', status: 'UNPAID', cashAmount: null },
      },
      transfer: { account: 'lomitos.24.mp', holder: 'Lomitos 24 SRL' },
    })
    // It loads apart from the confirmation.
    expect(textOf(await screen.findByText(/^Transferí/))).toBe('Transferí $ 29.000 a')
    expect(screen.getByText('lomitos.24.mp')).toBeVisible()
    expect(screen.getByText('Lomitos 24 SRL')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeVisible()
    expect(writeText).toHaveBeenCalledWith('lomitos.24.mp')
  })

  it('tells a cash customer the bill they named and the change', () => {
    show({
      ...confirmed,
      handoff: {
        ...confirmed.handoff,
        payment: { method: 'CASH', status: 'UNPAID', cashAmount: 3_000_000 },
      },
    })
    expect(textOf(screen.getByText(/^Pagás con/))).toBe('Pagás con $ 30.000 (vuelto $ 1.000)')
  })

  it("says an order for later's slot, and writes it into the WhatsApp text", () => {
    // Tomorrow at 12:00 in Argentina (UTC-3), whatever the day the test runs.
    const tomorrow = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date(Date.now() + 24 * 3600_000))
    const scheduledFor = new Date(`${tomorrow}T12:00:00-03:00`).toISOString()
    show({ ...confirmed, scheduledFor })
    expect(screen.getByText('Programado para mañana 12:00')).toBeVisible()
    const link = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' })
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain(
      '\n*Programado para mañana 12:00*\n',
    )
  })

  it('says no slot for an order for now', () => {
    show(confirmed)
    expect(screen.queryByText(/Programado para/)).toBeNull()
  })
})

describe('¿Cómo pagás?', () => {
  const radio = (name: string) => screen.findByRole('radio', { name: new RegExp(`^${name}`) })

  it("offers the shop's methods, the first chosen, and sends the one picked", async () => {
    const { callsTo } = api()
    await open()
    expect((await radio('Efectivo')) as HTMLInputElement).toBeChecked()
    expect(await radio('Transferencia')).not.toBeChecked()
    expect(screen.getByText('Pagás online con tarjeta, débito o dinero en cuenta.')).toBeVisible()
    fireEvent.click(await radio('Transferencia'))
    // The bill is a cash question only.
    expect(screen.queryByLabelText('¿Con cuánto pagás?')).toBeNull()
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({
      payment: { method: 'TRANSFER', cashAmount: null },
    })
  })

  it('refuses a cash bill below the total on screen, and sends one that covers it in centavos', async () => {
    const { callsTo } = api()
    await open()
    await radio('Efectivo')
    fillIn()
    type('¿Con cuánto pagás?', '25.000')
    pay()
    // $ 29.000 of lomitos and $ 1.000 of delivery (the base fee) on screen.
    await waitFor(() =>
      expect(errorOf('¿Con cuánto pagás?')).toBe(cashBelowTotalMessage(formatMoney(3_000_000, 0))),
    )
    expect(callsTo(ORDER_CALL)).toHaveLength(0)
    type('¿Con cuánto pagás?', '$ 50.000')
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({
      payment: { method: 'CASH', cashAmount: 5_000_000 },
    })
  })

  it('opens Mercado Pago right after ordering, the order remembered', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
    const MP_CALL = `POST /api/public/orders/${PLACED.order.id}/mercadopago`
    const paid = {
      ...PLACED,
      order: { ...PLACED.order, payment: { ...PLACED.order.payment, method: 'MERCADOPAGO' } },
    }
    const { callsTo } = mockApi({
      [`GET /api/public/business/${SLUG}`]: () => json(BUSINESS),
      [ORDER_CALL]: () => json(paid, 201),
      [MP_CALL]: () => json({ url: 'https://mp.example/checkout/123' }),
    })
    await open()
    fireEvent.click(await radio('Mercado Pago'))
    fillIn()
    pay()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp.example/checkout/123'))
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({
      payment: { method: 'MERCADOPAGO', cashAmount: null },
    })
    expect(callsTo(MP_CALL)[0].query.get('token')).toBe('tok-secreto')
    expect(readPlacedOrders().map((o) => o.id)).toEqual([PLACED.order.id])
  })

  it('confirms the order with the reason and the button when Mercado Pago cannot be opened', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign })
    const paid = {
      ...PLACED,
      order: { ...PLACED.order, payment: { ...PLACED.order.payment, method: 'MERCADOPAGO' } },
    }
    const { router } = await (async () => {
      mockApi({
        [`GET /api/public/business/${SLUG}`]: () => json(BUSINESS),
        [ORDER_CALL]: () => json(paid, 201),
        [`POST /api/public/orders/${PLACED.order.id}/mercadopago`]: () =>
          json({ error: PAYMENT_PROVIDER_MESSAGE, code: 'PAYMENT_PROVIDER_FAILED' }, 502),
      })
      return open()
    })()
    fireEvent.click(await radio('Mercado Pago'))
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    const state = router.state.location.state as StorefrontState
    expect(state.placedOrder?.payFailure).toBe(PAYMENT_PROVIDER_MESSAGE)
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('¿Para cuándo? (orders for later)', () => {
  const SLOTS_CALL = `GET /api/public/business/${SLUG}/slots`
  const FULL = '2026-11-27T23:00:00.000Z'
  const SLOTS = {
    acceptsScheduled: true,
    slots: [
      { at: FULL, day: 'hoy', time: '20:00', full: true },
      { at: '2026-11-27T23:15:00.000Z', day: 'hoy', time: '20:15', full: false },
      { at: '2026-11-28T15:00:00.000Z', day: 'mañana', time: '12:00', full: false },
      { at: '2026-11-28T15:15:00.000Z', day: 'mañana', time: '12:15', full: false },
    ],
  }
  const LATER: PublicBusiness = { ...BUSINESS, acceptsScheduled: true }
  const CLOSED: PublicBusiness = {
    ...LATER,
    isOpen: false,
    openStatus: { kind: 'opens-later', label: 'Abre hoy a las 20:00' },
  }

  function laterApi(business: PublicBusiness, order = () => json(PLACED, 201)) {
    return mockApi({
      [`GET /api/public/business/${SLUG}`]: () => json(business),
      [SLOTS_CALL]: () => json(SLOTS),
      [ORDER_CALL]: order,
    })
  }
  const times = () =>
    within(field('Horario'))
      .getAllByRole('option')
      .map((o) => o.textContent)
  const sent = (callsTo: (key: string) => ApiCall[]) =>
    callsTo(ORDER_CALL)[0].body as { scheduledFor?: string }

  it('a shop that does not take orders for later shows checkout as before, asks for no slots', async () => {
    const { callsTo } = laterApi({ ...BUSINESS, acceptsScheduled: false })
    await open()
    expect(screen.queryByText('¿Para cuándo?')).toBeNull()
    expect(screen.queryByText(/Programar|Lo antes posible/)).toBeNull()
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(sent(callsTo)).not.toHaveProperty('scheduledFor')
    expect(callsTo(SLOTS_CALL)).toHaveLength(0)
  })

  it('a closed shop that does not take them still holds the order back', async () => {
    laterApi({ ...CLOSED, acceptsScheduled: false })
    await open()
    expect(screen.getByText('El local está cerrado en este momento')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', true)
    expect(screen.queryByText('¿Para cuándo?')).toBeNull()
  })

  it("'Lo antes posible' to start with: sent without a slot, and no slots asked for", async () => {
    const { callsTo } = laterApi(LATER)
    await open()
    const asap = await screen.findByRole('radio', { name: 'Lo antes posible' })
    expect(asap).toHaveProperty('checked', true)
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(sent(callsTo)).not.toHaveProperty('scheduledFor')
    expect(callsTo(SLOTS_CALL)).toHaveLength(0)
  })

  it("'Programar': the free slots by day, the full ones not offered, the one picked sent as scheduledFor", async () => {
    const scheduledFor = '2026-11-28T15:15:00.000Z'
    const { callsTo } = laterApi(LATER, () =>
      json({ ...PLACED, order: { ...PLACED.order, scheduledFor } }, 201),
    )
    await open()
    fireEvent.click(await screen.findByRole('radio', { name: 'Programar' }))
    await screen.findByLabelText('Horario')
    expect(callsTo(SLOTS_CALL)).toHaveLength(1)
    // Today's first free slot is chosen to start with; 20:00 is full.
    await waitFor(() => expect(field('Horario').value).toBe('2026-11-27T23:15:00.000Z'))
    expect(screen.getByRole('button', { name: 'Hoy' }).getAttribute('aria-pressed')).toBe('true')
    expect(times()).toEqual(['20:15'])
    expect(field('Horario').value).toBe('2026-11-27T23:15:00.000Z')
    expect(screen.queryByRole('option', { name: '20:00' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Mañana' }))
    expect(times()).toEqual(['12:00', '12:15'])
    fireEvent.change(field('Horario'), { target: { value: scheduledFor } })
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(sent(callsTo).scheduledFor).toBe(scheduledFor)
    // The confirmation carries the slot, for 'Programado para …'.
    const state = JSON.parse(screen.getByTestId('state').textContent!) as StorefrontState
    expect(state.placedOrder?.scheduledFor).toBe(scheduledFor)
  })

  it("back to 'Lo antes posible' sends no slot", async () => {
    const { callsTo } = laterApi(LATER)
    await open()
    fireEvent.click(await screen.findByRole('radio', { name: 'Programar' }))
    await screen.findByLabelText('Horario')
    fireEvent.click(screen.getByRole('radio', { name: 'Lo antes posible' }))
    expect(screen.queryByLabelText('Horario')).toBeNull()
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(sent(callsTo)).not.toHaveProperty('scheduledFor')
  })

  it("a closed shop that takes them: 'Programar' only, its slots at once, and the order goes", async () => {
    const { callsTo } = laterApi(CLOSED)
    await open()
    expect(await screen.findByRole('radio', { name: 'Lo antes posible' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.getByRole('radio', { name: 'Programar' })).toHaveProperty('checked', true)
    expect(screen.queryByText('El local está cerrado en este momento')).toBeNull()
    await screen.findByLabelText('Horario')
    // Its first free slot is chosen for it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', false),
    )
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(sent(callsTo).scheduledFor).toBe('2026-11-27T23:15:00.000Z')
  })

  it('a closed shop with no free slot left cannot be ordered from', async () => {
    mockApi({
      [`GET /api/public/business/${SLUG}`]: () => json(CLOSED),
      [SLOTS_CALL]: () => json({ acceptsScheduled: true, slots: [SLOTS.slots[0]] }),
    })
    await open()
    expect(await screen.findByText('No quedan horarios para hoy ni mañana.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', true)
  })

  it("shows the server's refusal of a slot like any other, and asks for the slots again", async () => {
    const refusal = 'Ese horario ya está completo. Elegí otro.'
    const { callsTo } = laterApi(CLOSED, () => json({ error: refusal, code: 'CONFLICT' }, 409))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await open()
    await screen.findByLabelText('Horario')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', false),
    )
    fillIn()
    pay()
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', refusal)
    await waitFor(() => expect(callsTo(SLOTS_CALL)).toHaveLength(2))
  })
})

describe('Tengo un cupón (docs/product.md#coupons)', () => {
  const CHECK_CALL = `POST /api/public/business/${SLUG}/coupon`
  const TEN: CouponCheck = {
    coupon: { code: 'BIENVENIDA', kind: 'PERCENT', value: 10, minOrder: null, methods: 'BOTH' },
    discount: 290_000,
  }
  const refusal = (error: string, status = 409, code = 'COUPON_REFUSED') =>
    json({ error, code }, status)

  function couponApi(
    check: (call: ApiCall) => Answer = () => json(TEN),
    order: (call: ApiCall) => Answer = () => json(PLACED, 201),
  ) {
    return mockApi({
      [`GET /api/public/business/${SLUG}`]: () => json(BUSINESS),
      [ORDER_CALL]: order,
      [CHECK_CALL]: check,
    })
  }

  const summary = () => screen.getByRole('complementary', { name: 'Resumen' })
  /** The totals as read: 'Subtotal $ 29.000', 'Cupón BIENVENIDA −$ 2.900', … */
  const totals = () =>
    within(summary())
      .getAllByRole('definition')
      .map((dd) => `${textOf(dd.previousElementSibling!)} ${textOf(dd)}`)
  async function apply(code: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'Tengo un cupón' }))
    fireEvent.change(await screen.findByLabelText('Código del cupón'), { target: { value: code } })
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
  }

  it('asks the server, shows the coupon and what it takes off in the totals, and orders with it', async () => {
    const placed = {
      ...PLACED,
      order: { ...PLACED.order, discount: 290_000, couponCode: 'BIENVENIDA', total: 2_770_000 },
    }
    const { callsTo } = couponApi(undefined, () => json(placed, 201))
    const { router } = await open()
    type('Teléfono', '351 555 1234')
    await apply(' bienvenida')
    expect(await within(summary()).findByText('Cupón BIENVENIDA')).toBeVisible()
    expect(callsTo(CHECK_CALL).map((c) => c.body)).toEqual([
      { code: 'BIENVENIDA', method: 'DELIVERY', subtotal: 2_900_000, phone: '351 555 1234' },
    ])
    expect(totals()).toEqual([
      'Subtotal $ 29.000',
      'Cupón BIENVENIDA −$ 2.900',
      'Envío desde $ 1.000',
      'Total desde $ 27.100',
    ])
    expect(textOf(screen.getByText(/en tus productos$/))).toBe('−$ 2.900 en tus productos')

    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).toMatchObject({ couponCode: 'BIENVENIDA' })
    const state = router.state.location.state as StorefrontState
    expect(state.placedOrder?.handoff).toMatchObject({
      discount: 290_000,
      couponCode: 'BIENVENIDA',
      total: 2_770_000,
    })
  })

  it('prices it again as the cart changes, without asking the server, and says a minimum not met', async () => {
    const { callsTo } = couponApi(() =>
      json({
        coupon: { ...TEN.coupon, kind: 'AMOUNT', value: 500_000, minOrder: 2_000_000 },
        discount: 500_000,
      }),
    )
    await open()
    await apply('BIENVENIDA')
    await within(summary()).findByText('Cupón BIENVENIDA')
    expect(totals()).toContain('Cupón BIENVENIDA −$ 5.000')
    fireEvent.click(screen.getByRole('button', { name: 'Sumar uno' }))
    expect(totals()).toContain('Total desde $ 39.500')
    fireEvent.click(screen.getByRole('button', { name: 'Restar uno' }))
    fireEvent.click(screen.getByRole('button', { name: 'Restar uno' }))
    // $ 14.500 is below the coupon's $ 20.000: nothing off, and why.
    expect(
      await screen.findByText('El pedido mínimo para este cupón es $ 20.000.', {
        normalizer: (t) => t.replace(/\u00a0/g, ' '),
      }),
    ).toBeVisible()
    expect(within(summary()).queryByText('Cupón BIENVENIDA')).toBeNull()
    expect(totals()).toContain('Total desde $ 15.500')
    expect(callsTo(CHECK_CALL)).toHaveLength(1)
  })

  it("shows the server's refusal under the field and takes nothing off", async () => {
    let answer = refusal('El cupón venció.')
    const { callsTo } = couponApi(() => answer)
    await open()
    await apply('verano')
    await waitFor(() => expect(errorOf('Código del cupón')).toBe('El cupón venció.'))
    expect(within(summary()).queryByText(/Cupón/)).toBeNull()

    answer = refusal('No encontramos ese cupón. Revisá el código.', 404, 'COUPON_NOT_FOUND')
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    await waitFor(() =>
      expect(errorOf('Código del cupón')).toBe('No encontramos ese cupón. Revisá el código.'),
    )
    // A code that cannot be one is refused without asking.
    type('Código del cupón', 'no!')
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    await waitFor(() => expect(errorOf('Código del cupón')).toMatch(/^El código debe tener/))
    expect(callsTo(CHECK_CALL)).toHaveLength(2)
  })

  it('asks again when the method changes: a delivery-only coupon comes off for pickup, with its reason', async () => {
    const { callsTo } = couponApi((call) =>
      (call.body as { method: string }).method === 'DELIVERY'
        ? json({ ...TEN, coupon: { ...TEN.coupon, methods: 'DELIVERY' } })
        : refusal('Este cupón es solo para pedidos con envío.'),
    )
    await open()
    await apply('BIENVENIDA')
    await within(summary()).findByText('Cupón BIENVENIDA')
    fireEvent.click(screen.getByRole('radio', { name: 'Retiro en el local' }))
    await waitFor(() =>
      expect(errorOf('Código del cupón')).toBe('Este cupón es solo para pedidos con envío.'),
    )
    expect(within(summary()).queryByText(/Cupón/)).toBeNull()
    expect(callsTo(CHECK_CALL).map((c) => (c.body as { method: string }).method)).toEqual([
      'DELIVERY',
      'PICKUP',
    ])
  })

  it('says a refusal of the placed order for its coupon at the coupon, which comes off', async () => {
    const { callsTo } = couponApi(undefined, () =>
      refusal('Este cupón es solo para el primer pedido.'),
    )
    await open()
    await apply('BIENVENIDA')
    await within(summary()).findByText('Cupón BIENVENIDA')
    fillIn()
    pay()
    await waitFor(() =>
      expect(errorOf('Código del cupón')).toBe('Este cupón es solo para el primer pedido.'),
    )
    expect(within(summary()).queryByRole('alert')).toBeNull()
    expect(within(summary()).queryByText(/Cupón/)).toBeNull()
    expect(callsTo(ORDER_CALL)).toHaveLength(1)
  })

  it('Quitar takes the coupon off, and the order goes without it', async () => {
    const { callsTo } = couponApi()
    await open()
    await apply('BIENVENIDA')
    await within(summary()).findByText('Cupón BIENVENIDA')
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el cupón' }))
    expect(within(summary()).queryByText(/Cupón/)).toBeNull()
    fillIn()
    pay()
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
    expect(callsTo(ORDER_CALL)[0].body).not.toHaveProperty('couponCode')
  })
})
