import { describe, expect, it } from 'vitest'
import { deliverySettingsFormSchema, type DeliverySettingsFormInput } from './schemas'
import { kmFromMeters, metersFromKm } from './rules'
import {
  DELIVERY_RADIUS_MESSAGE,
  DELIVERY_TIME_LIMIT_MESSAGE,
  DELIVERY_TIMES_MESSAGE,
} from '../messages/panel'

describe('kmFromMeters', () => {
  it('rounds to whole km', () => {
    expect(kmFromMeters(5000)).toBe(5)
    expect(kmFromMeters(2400)).toBe(2)
    expect(kmFromMeters(2500)).toBe(3)
    expect(kmFromMeters(12_345)).toBe(12)
  })
  it('never shows less than 1 km', () => {
    expect(kmFromMeters(400)).toBe(1)
    expect(kmFromMeters(0)).toBe(1)
  })
  it('defaults to 5 km when there is no radius', () => {
    expect(kmFromMeters(null)).toBe(5)
    expect(kmFromMeters(undefined)).toBe(5)
    expect(kmFromMeters(Number.NaN)).toBe(5)
  })
})

describe('metersFromKm', () => {
  it('sends the radius in whole meters', () => {
    expect(metersFromKm(5)).toBe(5000)
    expect(metersFromKm(2.5)).toBe(2500)
    expect(metersFromKm(1.0004)).toBe(1000)
  })
  it('round-trips whole km', () => {
    for (const km of [1, 3, 7, 50]) expect(kmFromMeters(metersFromKm(km))).toBe(km)
  })
})

const valid: DeliverySettingsFormInput = {
  supportsPickup: true,
  supportsDelivery: true,
  deliveryRadiusMeters: 3000,
  allowCrossLocality: false,
  deliveryFeeBase: 50_000,
  deliveryFeePerKm: 10_000,
  minOrderAmount: null,
  minDeliveryTime: 20,
  maxDeliveryTime: 45,
}
const problem = (change: Partial<DeliverySettingsFormInput>) => {
  const result = deliverySettingsFormSchema.safeParse({ ...valid, ...change })
  return result.success ? null : result.error.issues[0].message
}

describe('deliverySettingsFormSchema', () => {
  it('accepts the settings, numeric strings included, and empty amounts as null', () => {
    const result = deliverySettingsFormSchema.parse({
      ...valid,
      deliveryFeeBase: '',
      deliveryFeePerKm: '15000',
      minOrderAmount: undefined,
      minDeliveryTime: '30',
      maxDeliveryTime: 30,
    })
    expect(result).toEqual({
      ...valid,
      deliveryFeeBase: null,
      deliveryFeePerKm: 15_000,
      minOrderAmount: null,
      minDeliveryTime: 30,
      maxDeliveryTime: 30,
    })
  })

  it('needs a radius of at least 1 km when delivery is on', () => {
    for (const deliveryRadiusMeters of [null, '', 999, 0, -1000, 1500.5, 'cinco', 100_001]) {
      expect(problem({ deliveryRadiusMeters })).toBe(DELIVERY_RADIUS_MESSAGE)
    }
    expect(problem({ deliveryRadiusMeters: 1000 })).toBeNull()
  })

  it('ignores the radius when delivery is off, giving null for an unusable one', () => {
    const off = (deliveryRadiusMeters: DeliverySettingsFormInput['deliveryRadiusMeters']) =>
      deliverySettingsFormSchema.parse({ ...valid, supportsDelivery: false, deliveryRadiusMeters })
        .deliveryRadiusMeters
    expect(off(null)).toBeNull()
    expect(off(10)).toBeNull()
    expect(off(4000)).toBe(4000)
  })

  it('needs both times, the minimum at least 1 and the maximum not below it', () => {
    for (const change of [
      { minDeliveryTime: null },
      { maxDeliveryTime: '' },
      { minDeliveryTime: 0, maxDeliveryTime: 10 },
      { minDeliveryTime: 30, maxDeliveryTime: 20 },
      { minDeliveryTime: 'media hora' },
      { minDeliveryTime: 10.5 },
    ]) {
      expect(problem(change)).toBe(DELIVERY_TIMES_MESSAGE)
    }
    // Times are required for pickup-only shops too: the storefront shows them.
    expect(problem({ supportsDelivery: false, minDeliveryTime: null })).toBe(DELIVERY_TIMES_MESSAGE)
    expect(problem({ minDeliveryTime: 1, maxDeliveryTime: 1 })).toBeNull()
    expect(problem({ maxDeliveryTime: 241 })).toBe(DELIVERY_TIME_LIMIT_MESSAGE)
  })

  it('refuses negative or non-numeric amounts, naming the field', () => {
    expect(problem({ deliveryFeeBase: -1 })).toBe(
      'Costo de envío base: ingresá un número válido (>= 0).',
    )
    expect(problem({ deliveryFeePerKm: 'gratis' })).toBe(
      'Costo por km: ingresá un número válido (>= 0).',
    )
    expect(problem({ minOrderAmount: '-500' })).toBe(
      'Pedido mínimo: ingresá un número válido (>= 0).',
    )
    expect(problem({ minOrderAmount: 12.5 })).toBe(
      'Pedido mínimo: ingresá un número válido (>= 0).',
    )
    expect(problem({ minOrderAmount: 1_000_000_001 })).toBe(
      'Pedido mínimo: puede ser de hasta $ 10.000.000.',
    )
    expect(problem({ deliveryFeeBase: 0, deliveryFeePerKm: 0, minOrderAmount: 0 })).toBeNull()
  })

  it('needs the three switches as booleans', () => {
    expect(problem({ supportsPickup: 'sí' as unknown as boolean })).toBe(
      'Indicá qué opciones de entrega ofrecés.',
    )
    const missing = { ...valid, allowCrossLocality: undefined }
    expect(deliverySettingsFormSchema.safeParse(missing).error?.issues[0].message).toBe(
      'Indicá qué opciones de entrega ofrecés.',
    )
  })
})
