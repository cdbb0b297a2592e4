import { describe, expect, it } from 'vitest'
import { deliveryFeeText, deliveryTimeText, searchable } from './delivery'

const shop = {
  supportsDelivery: true,
  minDeliveryTime: 25,
  maxDeliveryTime: 40,
  deliveryPrice: 150_000,
  deliveryFeeBase: 150_000,
  deliveryCost: null,
  deliveryFeePerKm: null,
}

describe('delivery texts', () => {
  it('shows the time range with an en dash', () => {
    expect(deliveryTimeText(shop)).toBe('25–40 min')
    expect(deliveryTimeText({ ...shop, maxDeliveryTime: 25 })).toBe('25 min')
    expect(deliveryTimeText({ ...shop, minDeliveryTime: null, maxDeliveryTime: null })).toBeNull()
    expect(deliveryTimeText({ ...shop, supportsDelivery: false })).toBeNull()
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
