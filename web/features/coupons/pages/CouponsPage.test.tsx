// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Coupon } from '../../../../domain/coupons/schemas'
import {
  COUPON_CODE_MESSAGE,
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_DATES_MESSAGE,
  COUPON_PERCENT_MESSAGE,
  COUPON_USES_MESSAGE,
} from '../../../../domain/messages/coupons'
import { setAuthHandlers } from '../../../api/client'
import { json, mockApi, type Answer, type ApiCall } from '../../../testing/mock-api'
import { renderAt } from '../../../testing/render'
import { Component as CouponsPage } from './CouponsPage'

const LIST = 'GET /api/business/coupons'
const CREATE = 'POST /api/business/coupons'

const coupon = (more: Partial<Coupon> = {}): Coupon => ({
  id: 'c1',
  code: 'BIENVENIDA',
  kind: 'PERCENT',
  value: 20,
  minOrder: 1_000_000,
  firstOrderOnly: true,
  maxUses: 10,
  maxUsesPerPhone: 1,
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  isActive: true,
  methods: 'DELIVERY',
  uses: 3,
  discountGiven: 750_000,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...more,
})

beforeEach(() => setAuthHandlers({ getToken: () => 'tok-dueño', onUnauthorized: vi.fn() }))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A server that keeps its list: what the page creates, edits and deletes is read back. */
function api(start: Coupon[], answers: Partial<Record<string, (call: ApiCall) => Answer>> = {}) {
  let list = start
  return mockApi({
    [LIST]: () => json({ coupons: list }),
    [CREATE]:
      answers[CREATE] ??
      ((call) => {
        const saved = coupon({
          ...(call.body as Partial<Coupon>),
          id: 'c9',
          uses: 0,
          discountGiven: 0,
        })
        list = [...list, saved]
        return json(saved, 201)
      }),
    'PUT /api/business/coupons/c1': (call) => {
      const saved = { ...list[0], ...(call.body as Partial<Coupon>) }
      list = [saved, ...list.slice(1)]
      return json(saved)
    },
    'DELETE /api/business/coupons/c1': () => {
      list = list.filter((c) => c.id !== 'c1')
      return { status: 204 }
    },
  })
}

const open = () => renderAt({ '/business/cupones': CouponsPage }, '/business/cupones')
const dialog = () => screen.getByRole('dialog')
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby')
  return field(label).getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : null
}
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ')

describe('Cupones (docs/product.md#coupons)', () => {
  it('invites to create the first coupon, checks the form with the API’s messages, and lists what it made', async () => {
    const { callsTo } = api([])
    open()
    expect(await screen.findByRole('heading', { name: 'Todavía no tenés cupones.' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Crear el primer cupón' }))
    expect(within(dialog()).getByRole('heading', { name: 'Nuevo cupón' })).toBeVisible()

    type('Código', 'no vale!')
    type('Porcentaje de descuento', '150')
    type('Usos en total', '0')
    type('Válido desde', '2026-12-10')
    type('Válido hasta', '2026-12-01')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Crear cupón' }))
    await waitFor(() => expect(errorOf('Código')).toBe(COUPON_CODE_MESSAGE))
    expect(errorOf('Porcentaje de descuento')).toBe(COUPON_PERCENT_MESSAGE)
    expect(errorOf('Usos en total')).toBe(COUPON_USES_MESSAGE)
    expect(errorOf('Válido hasta')).toBe(COUPON_DATES_MESSAGE)
    expect(callsTo(CREATE)).toHaveLength(0)

    type('Código', 'verano-26')
    fireEvent.click(within(dialog()).getByLabelText('Monto fijo'))
    type('Monto de descuento', '1.500')
    type('Pedido mínimo (opcional)', '10000')
    type('Usos en total', '')
    type('Usos por teléfono', '2')
    type('Válido hasta', '2026-12-31')
    fireEvent.change(field('Vale para'), { target: { value: 'PICKUP' } })
    fireEvent.click(within(dialog()).getByRole('switch', { name: /Solo para el primer pedido/ }))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Crear cupón' }))

    const card = await screen.findByRole('listitem', { name: 'VERANO-26' })
    expect(callsTo(CREATE).map((c) => c.body)).toEqual([
      {
        code: 'VERANO-26',
        kind: 'AMOUNT',
        value: 150_000,
        minOrder: 1_000_000,
        firstOrderOnly: true,
        maxUses: null,
        maxUsesPerPhone: 2,
        validFrom: '2026-12-10',
        validUntil: '2026-12-31',
        isActive: true,
        methods: 'PICKUP',
      },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(plain(card.textContent)).toContain('$ 1.500 de descuento')
    expect(plain(card.textContent)).toContain(
      'Mínimo $ 10.000 · Solo primer pedido · Solo retiro · 2 usos por teléfono · Del 10/12/2026 al 31/12/2026',
    )
    expect(card).toHaveTextContent('0 usos')
    expect(screen.getByRole('button', { name: 'Nuevo cupón' })).toBeVisible()
  })

  it('shows each coupon’s value, conditions, uses and discount given; switches it off', async () => {
    const { callsTo } = api([
      coupon(),
      coupon({
        id: 'c2',
        code: 'LIBRE',
        minOrder: null,
        firstOrderOnly: false,
        maxUses: null,
        maxUsesPerPhone: null,
        validFrom: null,
        validUntil: null,
        methods: 'BOTH',
        uses: 1,
        discountGiven: 0,
      }),
    ])
    open()
    const card = await screen.findByRole('listitem', { name: 'BIENVENIDA' })
    expect(card).toHaveTextContent('20 % de descuento')
    expect(plain(card.textContent)).toContain(
      'Mínimo $ 10.000 · Solo primer pedido · Solo envío · 1 uso por teléfono · Del 01/12/2026 al 31/12/2026',
    )
    expect(card).toHaveTextContent('3 de 10 usos')
    expect(plain(card.textContent)).toContain('Descontado$ 7.500')
    const free = screen.getByRole('listitem', { name: 'LIBRE' })
    expect(free).toHaveTextContent('Sin condiciones')
    expect(free).toHaveTextContent('1 uso')

    const active = within(card).getByRole('switch', { name: 'BIENVENIDA activo' })
    expect(active).toBeChecked()
    fireEvent.click(active)
    await waitFor(() => expect(callsTo('PUT /api/business/coupons/c1')).toHaveLength(1))
    expect(callsTo('PUT /api/business/coupons/c1')[0].body).toEqual({
      code: 'BIENVENIDA',
      kind: 'PERCENT',
      value: 20,
      minOrder: 1_000_000,
      firstOrderOnly: true,
      maxUses: 10,
      maxUsesPerPhone: 1,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      isActive: false,
      methods: 'DELIVERY',
    })
    await waitFor(() => expect(within(card).getByRole('switch')).not.toBeChecked())
  })

  it('edits a coupon from its own terms, and deletes one after asking', async () => {
    const { callsTo } = api([coupon()])
    open()
    await screen.findByRole('listitem', { name: 'BIENVENIDA' })
    fireEvent.click(screen.getByRole('button', { name: 'Editar BIENVENIDA' }))
    expect(field('Código').value).toBe('BIENVENIDA')
    expect(field('Porcentaje de descuento').value).toBe('20')
    expect(field('Pedido mínimo (opcional)').value).toBe('10.000')
    expect(field('Válido desde').value).toBe('2026-12-01')
    type('Porcentaje de descuento', '25')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(callsTo('PUT /api/business/coupons/c1')).toHaveLength(1))
    expect(callsTo('PUT /api/business/coupons/c1')[0].body).toMatchObject({
      value: 25,
      kind: 'PERCENT',
    })
    expect(await screen.findByText('25 % de descuento')).toBeVisible()

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar BIENVENIDA' }))
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar el cupón BIENVENIDA?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByRole('heading', { name: 'Todavía no tenés cupones.' })).toBeVisible()
    expect(callsTo('DELETE /api/business/coupons/c1')).toHaveLength(1)
  })

  it('says a code the shop already has under the code', async () => {
    api([coupon()], {
      [CREATE]: () => json({ error: COUPON_CODE_TAKEN_MESSAGE, code: 'COUPON_CODE_TAKEN' }, 409),
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo cupón' }))
    type('Código', 'bienvenida')
    type('Porcentaje de descuento', '10')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Crear cupón' }))
    await waitFor(() => expect(errorOf('Código')).toBe(COUPON_CODE_TAKEN_MESSAGE))
    expect(dialog()).toBeVisible()
  })
})
