import { describe, expect, it } from 'vitest'
import {
  ADDRESS_NOT_LOCATED_MESSAGE,
  NO_DELIVERY_MESSAGE,
  NO_PICKUP_MESSAGE,
  ORDER_TOO_LARGE_MESSAGE,
  SHOP_CLOSED_MESSAGE,
} from '../messages/api'
import { PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE } from '../messages/customer'
import { SCHEDULED_NOT_ACCEPTED_MESSAGE, SLOT_PROBLEM_MESSAGES } from '../messages/schedule'
import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../messages/pause'
import {
  checkOrder,
  minimumProblem,
  shopProblem,
  type CheckoutShop,
  type OrderDelivery,
  type OrderPaymentChoice,
} from './check-order'
import { MAX_ORDER_TOTAL } from './rules'
import { pausedMessage } from '../pause/rules'

// Monday 23 November 2026, 12:00 in Argentina (UTC-3); the shop opens Mondays 09:00 to 18:00.
const NOW = new Date('2026-11-23T15:00:00Z')
// Córdoba, plaza San Martín; 0.02° of latitude due north is 2 224 m.
const SHOP_AT = { lat: -31.4167, lng: -64.1833 }
const north = (degrees: number) => ({ lat: SHOP_AT.lat + degrees, lng: SHOP_AT.lng })

const SHOP: CheckoutShop = {
  availability: 'taking-orders',
  openingHours: [{ dayOfWeek: 1, intervals: [{ openTime: '09:00', closeTime: '18:00' }] }],
  pausedUntil: null,
  supportsDelivery: true,
  supportsPickup: true,
  paymentMethods: ['CASH', 'TRANSFER'],
  minOrderAmount: null,
  city: 'Córdoba',
  allowCrossLocality: false,
  ...SHOP_AT,
  deliveryRadiusMeters: 5000,
  deliveryFeeBase: 100_000,
  deliveryFeePerKm: 50_000,
  acceptsScheduled: false,
}
const LINES = [
  { unitPrice: 1_450_000, quantity: 2 },
  { unitPrice: 150_000, quantity: 1 },
]
const CASH: OrderPaymentChoice = { method: 'CASH', cashAmount: null }
const PICKUP: OrderDelivery = { method: 'PICKUP' }
const placed = (degrees: number, city: string | null = 'Córdoba'): OrderDelivery => ({
  method: 'DELIVERY',
  place: { point: north(degrees), city },
})

const problemsOf = (verdict: ReturnType<typeof checkOrder>) =>
  verdict.ok ? [] : verdict.problems.map((p) => [p.code, p.message])

describe('checkOrder', () => {
  it('accepts a pickup from an open shop and answers its totals, with no fee', () => {
    expect(checkOrder(SHOP, LINES, PICKUP, CASH, NOW)).toEqual({
      ok: true,
      subtotal: 3_050_000,
      discount: 0,
      deliveryFee: 0,
      total: 3_050_000,
      meters: null,
    })
  })

  it("charges a delivery the base fee plus the fee per km over the distance to the shop's point", () => {
    const verdict = checkOrder(SHOP, LINES, placed(0.02), CASH, NOW)
    expect(verdict.ok && Math.round(verdict.meters!)).toBe(2224)
    // $ 1.000 base + $ 500 × 2,224 km = $ 2.112 (rounded to whole centavos).
    expect(verdict.ok && verdict.deliveryFee).toBe(211_195)
    expect(verdict.ok && verdict.total).toBe(3_050_000 + 211_195)
  })

  it('refuses a closed shop, by its hours in Argentina, whatever else is wrong', () => {
    const sunday = new Date('2026-11-22T15:00:00Z')
    const verdict = checkOrder(SHOP, LINES, PICKUP, { method: 'CASH', cashAmount: 1 }, sunday)
    expect(problemsOf(verdict)[0]).toEqual(['CONFLICT', SHOP_CLOSED_MESSAGE])
    const late = new Date('2026-11-23T21:30:00Z') // 18:30 in Córdoba
    expect(shopProblem(SHOP, 'PICKUP', CASH, late)?.message).toBe(SHOP_CLOSED_MESSAGE)
  })

  it('refuses a suspended shop, or one whose plan lapsed, before its hours and its pause', () => {
    const sunday = new Date('2026-11-22T15:00:00Z')
    const paused = { ...SHOP, pausedUntil: '2026-11-23T16:30:00Z' }
    const suspended = { ...paused, availability: 'unavailable' as const }
    const lapsed = { ...paused, availability: 'not-taking-orders' as const }
    expect(problemsOf(checkOrder(suspended, LINES, PICKUP, CASH, sunday))).toEqual([
      ['CONFLICT', SHOP_UNAVAILABLE_MESSAGE],
    ])
    expect(shopProblem(lapsed, 'PICKUP', CASH, NOW)?.message).toBe(NOT_TAKING_ORDERS_MESSAGE)
    expect(shopProblem(lapsed, 'PICKUP', CASH, sunday)?.message).toBe(NOT_TAKING_ORDERS_MESSAGE)
  })

  it('refuses a paused shop with the words its pages show', () => {
    const shop = { ...SHOP, pausedUntil: '2026-11-23T16:30:00Z' }
    expect(problemsOf(checkOrder(shop, LINES, PICKUP, CASH, NOW))).toEqual([
      ['CONFLICT', 'No está tomando pedidos hasta las 13:30'],
    ])
    // A pause already over is no pause.
    const over = { ...SHOP, pausedUntil: '2026-11-23T14:00:00Z' }
    expect(checkOrder(over, LINES, PICKUP, CASH, NOW).ok).toBe(true)
  })

  it('refuses a way of receiving the shop does not offer', () => {
    const noDelivery = { ...SHOP, supportsDelivery: false }
    expect(problemsOf(checkOrder(noDelivery, LINES, placed(0.01), CASH, NOW))).toEqual([
      ['CONFLICT', NO_DELIVERY_MESSAGE],
    ])
    const noPickup = { ...SHOP, supportsPickup: false }
    expect(problemsOf(checkOrder(noPickup, LINES, PICKUP, CASH, NOW))).toEqual([
      ['CONFLICT', NO_PICKUP_MESSAGE],
    ])
  })

  it('refuses a payment method the shop does not take', () => {
    const mp: OrderPaymentChoice = { method: 'MERCADOPAGO', cashAmount: null }
    expect(problemsOf(checkOrder(SHOP, LINES, PICKUP, mp, NOW))).toEqual([
      ['CONFLICT', PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE],
    ])
  })

  it("refuses a delivery below the shop's minimum, never a pickup", () => {
    const shop = { ...SHOP, minOrderAmount: 5_000_000 }
    expect(problemsOf(checkOrder(shop, LINES, placed(0.01), CASH, NOW))).toEqual([
      ['CONFLICT', 'El pedido mínimo para envío es de $\u00a050.000.'],
    ])
    expect(minimumProblem(shop, 'DELIVERY', 5_000_000)).toBeNull()
    expect(checkOrder(shop, LINES, PICKUP, CASH, NOW).ok).toBe(true)
  })

  it('refuses a delivery no map could place, or to another town when the shop keeps to its own', () => {
    const nowhere: OrderDelivery = { method: 'DELIVERY', place: { point: null, city: null } }
    expect(problemsOf(checkOrder(SHOP, LINES, nowhere, CASH, NOW))).toEqual([
      ['ADDRESS_NOT_LOCATED', ADDRESS_NOT_LOCATED_MESSAGE],
    ])
    expect(problemsOf(checkOrder(SHOP, LINES, placed(0.01, 'Villa Allende'), CASH, NOW))).toEqual([
      ['OUTSIDE_DELIVERY_AREA', 'Este comercio solo hace envíos dentro de Córdoba.'],
    ])
    // The town is compared as people write it; a shop that allows other towns does not compare.
    expect(checkOrder(SHOP, LINES, placed(0.01, '  CORDOBA '), CASH, NOW).ok).toBe(true)
    const open = { ...SHOP, allowCrossLocality: true }
    expect(checkOrder(open, LINES, placed(0.01, 'Villa Allende'), CASH, NOW).ok).toBe(true)
  })

  it('refuses a delivery beyond the radius; a shop with no point charges its base fee', () => {
    const near = { ...SHOP, deliveryRadiusMeters: 2000 }
    expect(problemsOf(checkOrder(near, LINES, placed(0.02), CASH, NOW))).toEqual([
      ['CONFLICT', 'Tu dirección está fuera de la zona de entrega de este comercio (hasta 2 km).'],
    ])
    const unplaced = { ...near, lat: null, lng: null }
    const verdict = checkOrder(unplaced, LINES, placed(0.02), CASH, NOW)
    expect(verdict).toMatchObject({ ok: true, deliveryFee: 100_000, meters: null })
  })

  it('checks no zone for a delivery not looked up yet (the browser) and counts the base fee', () => {
    const verdict = checkOrder(SHOP, LINES, { method: 'DELIVERY' }, CASH, NOW)
    expect(verdict).toMatchObject({ ok: true, deliveryFee: 100_000, total: 3_150_000 })
  })

  it('refuses a total above the largest order', () => {
    const huge = [{ unitPrice: MAX_ORDER_TOTAL, quantity: 1 }]
    expect(problemsOf(checkOrder(SHOP, huge, placed(0.01), CASH, NOW))).toEqual([
      ['VALIDATION', ORDER_TOO_LARGE_MESSAGE],
    ])
  })

  it('refuses a cash bill below the total, on its field, in pesos as the cart writes them', () => {
    const bill = (cashAmount: number): OrderPaymentChoice => ({ method: 'CASH', cashAmount })
    const verdict = checkOrder(SHOP, LINES, { method: 'DELIVERY' }, bill(3_000_000), NOW)
    expect(verdict.ok ? [] : verdict.problems).toEqual([
      {
        code: 'VALIDATION',
        field: 'cashAmount',
        message: 'Con ese monto no alcanza: ingresá uno igual o mayor al total ($\u00a031.500).',
      },
    ])
    // Centavos are written when the total has them, never rounded away.
    const odd = [{ unitPrice: 1_234_550, quantity: 1 }]
    const short = checkOrder(SHOP, odd, PICKUP, bill(1_000_000), NOW)
    expect(short.ok ? '' : short.problems[0].message).toContain('$\u00a012.345,50')
    expect(checkOrder(SHOP, odd, PICKUP, bill(1_234_550), NOW).ok).toBe(true)
  })

  it('lists every rule broken in the order the server answers them', () => {
    const shop = { ...SHOP, minOrderAmount: 5_000_000, paymentMethods: ['TRANSFER'] as const }
    const verdict = checkOrder(shop, LINES, placed(0.1), { method: 'CASH', cashAmount: 1 }, NOW)
    expect(
      problemsOf(verdict).map(([code, message]) => `${code}: ${message.slice(0, 20)}`),
    ).toEqual([
      `CONFLICT: ${PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE.slice(0, 20)}`,
      'CONFLICT: El pedido mínimo par',
      'CONFLICT: Tu dirección está fu',
      'VALIDATION: Con ese monto no alc',
    ])
  })
})

describe('checkOrder, orders for later (docs/product.md#scheduled-orders)', () => {
  // Argentina keeps UTC-3 all year: each instant is written as its wall-clock time there.
  const ar = (local: string) => new Date(`${local}:00-03:00`)
  // Open Mondays 09:00 to 18:00 and Tuesdays 20:00 to 02:00 (past midnight); 30 minutes to prepare,
  // two orders a slot.
  const LATER: CheckoutShop = {
    ...SHOP,
    openingHours: [
      { dayOfWeek: 1, intervals: [{ openTime: '09:00', closeTime: '18:00' }] },
      { dayOfWeek: 2, intervals: [{ openTime: '20:00', closeTime: '02:00' }] },
    ],
    acceptsScheduled: true,
    preparationMinutes: 30,
    busyMinutes: null,
    busyUntil: null,
    slotCapacity: 2,
  }
  const MONDAY_NOON = ar('2026-11-23T12:00')
  const at = (local: string, takenInSlot = 0) => ({
    scheduledFor: ar(local).toISOString(),
    takenInSlot,
  })
  const check = (shop: CheckoutShop, now: Date, time: Parameters<typeof checkOrder>[5]) =>
    problemsOf(checkOrder(shop, LINES, PICKUP, CASH, now, time))
  const slotRefusal = (problem: keyof typeof SLOT_PROBLEM_MESSAGES) => [
    ['CONFLICT', SLOT_PROBLEM_MESSAGES[problem]],
  ]

  it('takes a slot inside the hours, far enough ahead and not full', () => {
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T16:00'))).toEqual([])
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T16:00', 1))).toEqual([])
  })

  it('refuses a slot outside the opening hours, or off the 15-minute grid', () => {
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T18:00'))).toEqual(slotRefusal('CLOSED'))
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T16:05'))).toEqual(slotRefusal('NOT_A_SLOT'))
  })

  it('refuses a slot sooner than the preparation time, plus busy minutes while busy', () => {
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T12:15'))).toEqual(slotRefusal('TOO_SOON'))
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T12:30'))).toEqual([])
    const busy = { ...LATER, busyMinutes: 15, busyUntil: ar('2026-11-23T13:00') }
    expect(check(busy, MONDAY_NOON, at('2026-11-23T12:30'))).toEqual(slotRefusal('TOO_SOON'))
    expect(check(busy, MONDAY_NOON, at('2026-11-23T12:45'))).toEqual([])
    // 'Mucho trabajo' over: only the preparation counts.
    expect(check(busy, ar('2026-11-23T13:00'), at('2026-11-23T13:30'))).toEqual([])
  })

  it('refuses a slot beyond tomorrow', () => {
    // Tuesday 21:00 is tomorrow; Wednesday is not offered, whatever the hours.
    expect(check(LATER, MONDAY_NOON, at('2026-11-24T21:00'))).toEqual([])
    expect(check(LATER, MONDAY_NOON, at('2026-11-25T10:00'))).toEqual(slotRefusal('TOO_LATE'))
  })

  it("takes a slot past midnight of a shop open past midnight, in the night's hours", () => {
    const tuesdayNight = ar('2026-11-24T22:00')
    expect(check(LATER, tuesdayNight, at('2026-11-25T01:45'))).toEqual([])
    expect(check(LATER, tuesdayNight, at('2026-11-25T02:00'))).toEqual(slotRefusal('CLOSED'))
  })

  it('refuses a full slot', () => {
    expect(check(LATER, MONDAY_NOON, at('2026-11-23T16:00', 2))).toEqual(slotRefusal('FULL'))
    const unlimited = { ...LATER, slotCapacity: null }
    expect(check(unlimited, MONDAY_NOON, at('2026-11-23T16:00', 99))).toEqual([])
  })

  it('lets a closed shop that takes orders for later take one, and still refuses it now', () => {
    const sundayNoon = ar('2026-11-22T12:00')
    expect(check(LATER, sundayNoon, at('2026-11-23T10:00'))).toEqual([])
    expect(check(LATER, sundayNoon, { scheduledFor: null })).toEqual([
      ['CONFLICT', SHOP_CLOSED_MESSAGE],
    ])
  })

  it('refuses an order for later from a shop that does not take them, open or closed', () => {
    const refusal = [['CONFLICT', SCHEDULED_NOT_ACCEPTED_MESSAGE]]
    const asap = { ...LATER, acceptsScheduled: false }
    expect(check(asap, MONDAY_NOON, at('2026-11-23T16:00'))).toEqual(refusal)
    expect(check(asap, ar('2026-11-22T12:00'), at('2026-11-23T10:00'))).toEqual(refusal)
    // Ordering now is as before.
    expect(check(asap, MONDAY_NOON, {})).toEqual([])
  })

  it('refuses an order for later during a pause, with its words', () => {
    const until = ar('2026-11-23T12:30')
    const paused = { ...LATER, pausedUntil: until }
    expect(check(paused, MONDAY_NOON, at('2026-11-23T16:00'))).toEqual([
      ['CONFLICT', pausedMessage(until, MONDAY_NOON)],
    ])
  })

  it('leaves the slot unjudged without the count of its orders (the browser)', () => {
    const unjudged = { scheduledFor: ar('2026-11-25T10:00').toISOString() }
    expect(check(LATER, MONDAY_NOON, unjudged)).toEqual([])
    expect(check({ ...LATER, acceptsScheduled: false }, MONDAY_NOON, unjudged)).toEqual([
      ['CONFLICT', SCHEDULED_NOT_ACCEPTED_MESSAGE],
    ])
  })
})
