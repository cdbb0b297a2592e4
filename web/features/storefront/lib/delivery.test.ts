import { describe, expect, it } from 'vitest'
import { deliveryFeeText, deliveryTimeText, minimumText, searchable } from './delivery'

const shop = {
  supportsDelivery: true,
  minDeliveryTime: 25,
  maxDeliveryTime: 40,
  deliveryPrice: 150_000,
  deliveryFeeBase: 150_000,
  deliveryCost: null,
  deliveryFeePerKm: null,
  minOrderAmount: 600_000,
}

describe('delivery texts', () => {
  it('tells the delivery minimum, only when the shop delivers and set one', () => {
    expect(minimumText(shop)).toBe('Mínimo para envío $\u00a06.000')
    expect(minimumText({ ...shop, minOrderAmount: null })).toBeNull()
    expect(minimumText({ ...shop, minOrderAmount: 0 })).toBeNull()
    expect(minimumText({ ...shop, supportsDelivery: false })).toBeNull()
  })

  it('shows the time range with an en dash', () => {
    expect(deliveryTimeText(shop)).toBe('25–40 min')
    expect(deliveryTimeText({ ...shop, maxDeliveryTime: 25 })).toBe('25 min')
    expect(deliveryTimeText({ ...shop, minDeliveryTime: null, maxDeliveryTime: null })).toBeNull()
    expect(deliveryTimeText({ ...shop, supportsDelivery: false })).toBeNull()
  })

  it("adds what 'Mucho trabajo' adds to both ends, or to the one time set", () => {
    expect(deliveryTimeText(shop, 15)).toBe('40–55 min')
    expect(deliveryTimeText({ ...shop, minDeliveryTime: null }, 30)).toBe('70 min')
    expect(deliveryTimeText({ ...shop, supportsDelivery: false }, 30)).toBeNull()
  })

  it('shows the fee without decimals, free, or as a starting price when charged per km', () => {
    expect(deliveryFeeText(shop)).toBe('Envío $\u00a01.500')
    expect(deliveryFeeText({ ...shop, deliveryPrice: 0, deliveryFeeBase: 0 })).toBe('Envío gratis')
    expect(deliveryFeeText({ ...shop, deliveryPrice: null, deliveryFeeBase: null })).toBe(
      'Envío gratis',
    )
    expect(deliveryFeeText({ ...shop, deliveryCost: 30_000 })).toBe('Envío desde $\u00a01.500')
    expect(deliveryFeeText({ ...shop, deliveryPrice: 0, deliveryCost: 30_000 })).toBe(
      'Envío según distancia',
    )
    expect(deliveryFeeText({ ...shop, supportsDelivery: false })).toBeNull()
  })

  it('searches without accents or case', () => {
    expect(searchable(' Ñoquis de Jamón ')).toBe('noquis de jamon')
  })
})
