import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DeliverySettingsFormInput } from '../../../domain/delivery/schemas'
import {
  DAY_OF_WEEK_MESSAGE,
  DELIVERY_RADIUS_MESSAGE,
  DELIVERY_TIMES_MESSAGE,
  DUPLICATE_DAY_MESSAGE,
  TIME_MESSAGE,
} from '../../../domain/messages/panel'
import { businesses, openingHours } from '../../db/schema'
import { setHours } from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

const get = (s: Session, url: string) =>
  t.app.inject({ url: `/api/business/settings/${url}`, headers: s.headers })
const put = (s: Session, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/business/settings/${url}`, headers: s.headers, payload })
const shopRow = async (s: Session) =>
  (await t.db.select().from(businesses).where(eq(businesses.id, s.business.id)))[0]
const hourRows = (s: Session) =>
  t.db.select().from(openingHours).where(eq(openingHours.businessId, s.business.id))

describe('GET/PUT /api/business/settings/delivery', () => {
  const settings: DeliverySettingsFormInput = {
    supportsPickup: false,
    supportsDelivery: true,
    deliveryRadiusMeters: 3500,
    allowCrossLocality: true,
    deliveryFeeBase: 80_000,
    deliveryFeePerKm: 15_000,
    minOrderAmount: null,
    minDeliveryTime: 25,
    maxDeliveryTime: 50,
  }

  it('answers the defaults of a new shop: pickup on, delivery off, 5 km', async () => {
    const s = await session()
    const res = await get(s, 'delivery')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      supportsPickup: true,
      supportsDelivery: false,
      deliveryRadiusMeters: 5000,
      allowCrossLocality: false,
      deliveryFeeBase: null,
      deliveryFeePerKm: null,
      minOrderAmount: null,
      minDeliveryTime: null,
      maxDeliveryTime: null,
    })
  })

  it('saves every field (meters, centavos, minutes) and reads them back', async () => {
    const s = await session()
    const other = await session()
    const otherBefore = await shopRow(other)
    const res = await put(s, 'delivery', settings)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(settings)
    expect((await get(s, 'delivery')).json()).toEqual(settings)
    // The storefront reads the same units.
    const shop = (await t.app.inject(`/api/public/business/${s.business.slug}`)).json()
    expect(shop).toMatchObject({
      deliveryRadiusMeters: 3500,
      deliveryPrice: 80_000,
      deliveryCost: 15_000,
    })
    expect(await shopRow(other)).toEqual(otherBefore)
  })

  it('clears optional amounts sent as null or empty', async () => {
    const s = await session()
    await put(s, 'delivery', settings)
    const res = await put(s, 'delivery', {
      ...settings,
      deliveryFeeBase: '',
      deliveryFeePerKm: null,
    })
    expect(res.json()).toMatchObject({ deliveryFeeBase: null, deliveryFeePerKm: null })
    expect(await shopRow(s)).toMatchObject({ deliveryFeeBase: null, deliveryFeePerKm: null })
  })

  it('with delivery off, keeps the stored radius when the form sends none', async () => {
    const s = await session()
    await put(s, 'delivery', settings)
    const res = await put(s, 'delivery', {
      ...settings,
      supportsPickup: true,
      supportsDelivery: false,
      deliveryRadiusMeters: null,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ supportsDelivery: false, deliveryRadiusMeters: 3500 })
  })

  const invalid: [string, Partial<DeliverySettingsFormInput>, string][] = [
    ['no radius with delivery on', { deliveryRadiusMeters: null }, DELIVERY_RADIUS_MESSAGE],
    ['a radius under 1 km', { deliveryRadiusMeters: 999 }, DELIVERY_RADIUS_MESSAGE],
    ['a radius that is not a number', { deliveryRadiusMeters: 'lejos' }, DELIVERY_RADIUS_MESSAGE],
    ['no minimum time', { minDeliveryTime: null }, DELIVERY_TIMES_MESSAGE],
    ['no maximum time', { maxDeliveryTime: undefined }, DELIVERY_TIMES_MESSAGE],
    ['a minimum time of 0', { minDeliveryTime: 0 }, DELIVERY_TIMES_MESSAGE],
    ['a maximum below the minimum', { maxDeliveryTime: 20 }, DELIVERY_TIMES_MESSAGE],
    ['a time that is not a number', { minDeliveryTime: 'ya' }, DELIVERY_TIMES_MESSAGE],
    [
      'a negative base fee',
      { deliveryFeeBase: -1 },
      'Costo de envío base: ingresá un número válido (>= 0).',
    ],
    [
      'a per-km fee that is not a number',
      { deliveryFeePerKm: 'diez' },
      'Costo por km: ingresá un número válido (>= 0).',
    ],
    [
      'a negative minimum order',
      { minOrderAmount: '-100' },
      'Pedido mínimo: ingresá un número válido (>= 0).',
    ],
    [
      'a switch that is not a boolean',
      { supportsPickup: undefined },
      'Indicá qué opciones de entrega ofrecés.',
    ],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, change, message) => {
    const s = await session()
    const before = await shopRow(s)
    const res = await put(s, 'delivery', { ...settings, ...change })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect(await shopRow(s)).toEqual(before)
  })
})

describe('GET/PUT /api/business/settings/opening-hours', () => {
  const i = (openTime: string, closeTime: string) => ({ openTime, closeTime })
  const week = [
    { dayOfWeek: 6, intervals: [i('20:00', '02:00'), i('11:00', '15:00')] },
    { dayOfWeek: 0, intervals: [i('00:00', '00:00')] },
    { dayOfWeek: 2, intervals: [] },
    { dayOfWeek: 1, intervals: [i('12:00', '15:00'), i('15:00', '23:30')] },
  ]
  const saved = [
    { dayOfWeek: 0, intervals: [i('00:00', '00:00')] },
    { dayOfWeek: 1, intervals: [i('12:00', '15:00'), i('15:00', '23:30')] },
    { dayOfWeek: 6, intervals: [i('11:00', '15:00'), i('20:00', '02:00')] },
  ]

  it('answers an empty week for a shop with no hours', async () => {
    const s = await session()
    const res = await get(s, 'opening-hours')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ openingHours: [] })
  })

  it('saves the week (midnight crossing and all-day included), only days with intervals', async () => {
    const s = await session()
    const res = await put(s, 'opening-hours', { openingHours: week })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ openingHours: saved })
    expect((await get(s, 'opening-hours')).json()).toEqual({ openingHours: saved })
    expect(await hourRows(s)).toHaveLength(5)
    const shop = (await t.app.inject(`/api/public/business/${s.business.slug}`)).json()
    expect(shop.openingHours).toEqual(saved)
  })

  it('replaces the whole week, and an empty list clears it', async () => {
    const s = await session()
    await put(s, 'opening-hours', { openingHours: week })
    const res = await put(s, 'opening-hours', {
      openingHours: [{ dayOfWeek: 3, intervals: [i('08:00', '12:30')] }],
    })
    expect(res.json()).toEqual({
      openingHours: [{ dayOfWeek: 3, intervals: [i('08:00', '12:30')] }],
    })
    expect(await hourRows(s)).toHaveLength(1)
    const cleared = await put(s, 'opening-hours', { openingHours: [] })
    expect(cleared.json()).toEqual({ openingHours: [] })
    expect(await hourRows(s)).toHaveLength(0)
  })

  it('never touches another shop’s hours', async () => {
    const s = await session()
    const other = await session()
    await setHours(t.db, other.business.id, [
      { dayOfWeek: 4, openTime: '10:00', closeTime: '14:00' },
    ])
    await put(s, 'opening-hours', { openingHours: week })
    await put(s, 'opening-hours', { openingHours: [] })
    expect((await get(other, 'opening-hours')).json()).toEqual({
      openingHours: [{ dayOfWeek: 4, intervals: [i('10:00', '14:00')] }],
    })
  })

  const invalid: [string, unknown, string][] = [
    ['a malformed time', [{ dayOfWeek: 1, intervals: [i('9:00', '12:00')] }], TIME_MESSAGE],
    ['an hour past 23', [{ dayOfWeek: 1, intervals: [i('09:00', '24:00')] }], TIME_MESSAGE],
    [
      'a missing closing time',
      [{ dayOfWeek: 1, intervals: [{ openTime: '09:00' }] }],
      TIME_MESSAGE,
    ],
    [
      'a day of week of 7',
      [{ dayOfWeek: 7, intervals: [i('09:00', '12:00')] }],
      DAY_OF_WEEK_MESSAGE,
    ],
    [
      'a negative day of week',
      [{ dayOfWeek: -1, intervals: [i('09:00', '12:00')] }],
      DAY_OF_WEEK_MESSAGE,
    ],
    [
      'a day listed twice',
      [
        { dayOfWeek: 5, intervals: [i('09:00', '12:00')] },
        { dayOfWeek: 5, intervals: [i('18:00', '22:00')] },
      ],
      DUPLICATE_DAY_MESSAGE,
    ],
    [
      'overlapping intervals',
      [{ dayOfWeek: 5, intervals: [i('09:00', '14:00'), i('13:00', '18:00')] }],
      'Los horarios del viernes se superponen.',
    ],
    [
      'an interval inside a night one',
      [{ dayOfWeek: 6, intervals: [i('20:00', '02:00'), i('23:00', '23:30')] }],
      'Los horarios del sábado se superponen.',
    ],
    ['no list', undefined, 'Enviá los horarios de atención.'],
  ]
  it.each(invalid)('refuses %s with a 400, keeping the old hours', async (_, days, message) => {
    const s = await session()
    await put(s, 'opening-hours', { openingHours: week })
    const res = await put(s, 'opening-hours', { openingHours: days })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect((await get(s, 'opening-hours')).json()).toEqual({ openingHours: saved })
  })
})
