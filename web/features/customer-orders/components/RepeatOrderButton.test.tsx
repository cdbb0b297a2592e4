// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cartStorageKey, parseStoredCart, type Cart } from '../../../../domain/cart/rules'
import type { RepeatLine, RepeatOrder } from '../../../../domain/orders/repeat'
import { json, mockApi } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'
import { RepeatOrderButton } from './RepeatOrderButton'

/** docs/product.md#repeat-order: 'Repetir pedido', from the click to the checkout. */

const ORDER_ID = '0000000a-aaaa-4000-8000-000000000000'
const TOKEN = 'token-a'
const SLUG = 'la-esquina'
const REPEAT = `GET /api/public/orders/${ORDER_ID}/repeat`

const line = (overrides: Partial<RepeatLine>): RepeatLine => ({
  productId: 'p-milanesa',
  name: 'Milanesa',
  quantity: 1,
  notes: null,
  options: [],
  imageUrl: null,
  soldUnitPrice: 1_250_000,
  unitPrice: 1_250_000,
  status: 'UNCHANGED',
  changes: [],
  ...overrides,
})

const answer = (lines: RepeatLine[]): RepeatOrder => ({
  business: { name: 'La Esquina', slug: SLUG },
  lines,
})

const storedCart = () => parseStoredCart(localStorage.getItem(cartStorageKey(SLUG)))

function OrderScreen() {
  return <RepeatOrderButton orderId={ORDER_ID} token={TOKEN} />
}

function open() {
  const view = renderAt(
    { '/pedido/:id': OrderScreen, '/editar-pedido/:slug': Landed, '/negocio/:slug': Landed },
    `/pedido/${ORDER_ID}`,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Repetir pedido' }))
  return view
}

const PAPAS = line({
  productId: 'p-papas',
  name: 'Papas',
  quantity: 2,
  notes: 'Bien cocidas',
  options: [{ id: 'o-panceta', group: 'Extras', name: 'Panceta', priceDelta: 200_000 }],
  soldUnitPrice: 600_000,
  unitPrice: 600_000,
})

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('Repetir pedido', () => {
  it('fills the cart with the same lines, options and notes and opens the checkout when nothing changed', async () => {
    const api = mockApi({ [REPEAT]: () => json(answer([line({}), PAPAS])) })
    const { router } = open()
    await screen.findByRole('heading', { name: `Llegó a /editar-pedido/${SLUG}` })
    expect(api.callsTo(REPEAT)[0].query.get('token')).toBe(TOKEN)
    const cart: Cart = storedCart()
    expect(cart.map(({ uid: _uid, ...rest }) => rest)).toEqual([
      { productId: 'p-milanesa', name: 'Milanesa', price: 1_250_000, quantity: 1, imageUrl: null },
      {
        productId: 'p-papas',
        name: 'Papas',
        price: 600_000,
        quantity: 2,
        notes: 'Bien cocidas',
        options: [{ id: 'o-panceta', group: 'Extras', name: 'Panceta', priceDelta: 200_000 }],
        imageUrl: null,
      },
    ])
    expect(router.state.location.pathname).toBe(`/editar-pedido/${SLUG}`)
  })

  it('lists every change before the checkout, with the cart at today’s prices', async () => {
    mockApi({
      [REPEAT]: () =>
        json(
          answer([
            line({
              unitPrice: 1_350_000,
              status: 'CHANGED',
              changes: [{ kind: 'PRICE', before: 1_250_000, after: 1_350_000 }],
            }),
            line({
              productId: null,
              name: 'Flan',
              unitPrice: null,
              status: 'LEFT_OUT',
              changes: [{ kind: 'PRODUCT_GONE' }],
            }),
            line({
              productId: 'p-soda',
              name: 'Gaseosa',
              unitPrice: null,
              status: 'LEFT_OUT',
              changes: [{ kind: 'OUT_OF_STOCK' }],
            }),
            {
              ...PAPAS,
              status: 'CHANGED',
              changes: [{ kind: 'OPTION_GONE', group: 'Extras', option: 'Cheddar' }],
            },
          ]),
        ),
    })
    open()
    const dialog = await screen.findByRole('dialog', {
      name: 'Tu pedido cambió desde la última vez',
    })
    const items = within(within(dialog).getByRole('list', { name: 'Cambios' })).getAllByRole(
      'listitem',
    )
    expect(items.map((li) => li.textContent)).toEqual([
      'Milanesa: ahora $\u00a013.500 (antes $\u00a012.500)',
      'Flan ya no está disponible',
      'Gaseosa no tiene stock por ahora',
      'Papas: la opción Cheddar ya no se ofrece',
    ])
    // Nothing was said of a cart that was empty.
    expect(within(dialog).queryByText(/se reemplazó/)).toBeNull()
    // The cart already holds what can be ordered today, at today's prices.
    expect(storedCart().map((l) => [l.name, l.price, l.quantity])).toEqual([
      ['Milanesa', 1_350_000, 1],
      ['Papas', 600_000, 2],
    ])
    fireEvent.click(within(dialog).getByRole('link', { name: 'Continuar' }))
    await screen.findByRole('heading', { name: `Llegó a /editar-pedido/${SLUG}` })
  })

  it('says the shop’s cart was replaced when it had products, and replaces it', async () => {
    localStorage.setItem(
      cartStorageKey(SLUG),
      JSON.stringify([
        {
          productId: 'p-otro',
          uid: 'u1',
          name: 'Empanada',
          price: 150_000,
          quantity: 6,
          imageUrl: null,
        },
      ]),
    )
    mockApi({ [REPEAT]: () => json(answer([line({})])) })
    open()
    const dialog = await screen.findByRole('dialog', { name: 'Repetir pedido' })
    expect(within(dialog).getByText('Tu carrito de La Esquina se reemplazó.')).toBeTruthy()
    expect(storedCart().map((l) => l.name)).toEqual(['Milanesa'])
    fireEvent.click(within(dialog).getByRole('link', { name: 'Ver el menú' }))
    await screen.findByRole('heading', { name: `Llegó a /negocio/${SLUG}` })
  })

  it('says so and stays when nothing of the order can be ordered today, leaving the cart alone', async () => {
    const before = JSON.stringify([
      {
        productId: 'p-otro',
        uid: 'u1',
        name: 'Empanada',
        price: 150_000,
        quantity: 6,
        imageUrl: null,
      },
    ])
    localStorage.setItem(cartStorageKey(SLUG), before)
    mockApi({
      [REPEAT]: () =>
        json(
          answer([
            line({
              productId: null,
              unitPrice: null,
              status: 'LEFT_OUT',
              changes: [{ kind: 'PRODUCT_GONE' }],
            }),
            line({
              name: 'Pizza',
              unitPrice: null,
              status: 'LEFT_OUT',
              changes: [
                { kind: 'OPTION_GONE', group: 'Tamaño', option: 'Grande' },
                { kind: 'CHOICES_INVALID' },
              ],
            }),
          ]),
        ),
    })
    const { router } = open()
    const dialog = await screen.findByRole('dialog', { name: 'No se puede repetir este pedido' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Milanesa ya no está disponible',
      'Pizza: la opción Grande ya no se ofrece',
      'Pizza: sus opciones cambiaron, elegilas de nuevo en el menú',
    ])
    expect(localStorage.getItem(cartStorageKey(SLUG))).toBe(before)
    expect(router.state.location.pathname).toBe(`/pedido/${ORDER_ID}`)
    // The footer's 'Cerrar', beside the title's ×.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('tells a failed call and leaves the cart and the page as they were', async () => {
    mockApi({ [REPEAT]: () => 'network-error' })
    const { router } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Repetir pedido' })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'No pudimos repetir el pedido. Revisá tu conexión y probá de nuevo.',
    )
    expect(localStorage.getItem(cartStorageKey(SLUG))).toBeNull()
    expect(router.state.location.pathname).toBe(`/pedido/${ORDER_ID}`)
    // The button is ready for another try.
    expect(
      screen.getByRole('button', { name: 'Repetir pedido', hidden: true }).hasAttribute('disabled'),
    ).toBe(false)
  })
})
