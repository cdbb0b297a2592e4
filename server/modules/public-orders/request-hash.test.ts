import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema } from '../../../domain/checkout/schemas'
import { requestHash } from './service'

/* What binds an Idempotency-Key to its request (docs/product.md#payments for the payment part). */

describe('requestHash', () => {
  it('hashes the default payment as before payments existed, any other payment apart', () => {
    const base = {
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: '351 6000001' },
      items: [{ productId: '0b9f5a52-8f2a-4d8e-9d3b-1a2b3c4d5e6f', quantity: 1 }],
    }
    const without = requestHash(checkoutRequestSchema.parse(base))
    const cash = requestHash(checkoutRequestSchema.parse({ ...base, payment: { method: 'CASH' } }))
    expect(cash).toBe(without)
    const bill = checkoutRequestSchema.parse({
      ...base,
      payment: { method: 'CASH', cashAmount: 1 },
    })
    const transfer = checkoutRequestSchema.parse({ ...base, payment: { method: 'TRANSFER' } })
    expect(requestHash(bill)).not.toBe(without)
    expect(requestHash(transfer)).not.toBe(without)
    expect(requestHash(transfer)).not.toBe(requestHash(bill))
  })
})

describe('requestHash, orders for later', () => {
  const base = {
    method: 'PICKUP',
    customer: { fullName: 'Ana Gómez', phone: '351 6000001' },
    items: [{ productId: '0b9f5a52-8f2a-4d8e-9d3b-1a2b3c4d5e6f', quantity: 1 }],
  }
  const hashOf = (extra: object) => requestHash(checkoutRequestSchema.parse({ ...base, ...extra }))

  it('hashes an order for now as before, and one for later with its slot', () => {
    const now = hashOf({})
    expect(hashOf({ scheduledFor: null })).toBe(now)
    const later = hashOf({ scheduledFor: '2026-11-23T16:00:00-03:00' })
    expect(later).not.toBe(now)
    // The same instant written another way is the same request; another slot is not.
    expect(hashOf({ scheduledFor: '2026-11-23T19:00:00.000Z' })).toBe(later)
    expect(hashOf({ scheduledFor: '2026-11-23T16:15:00-03:00' })).not.toBe(later)
  })
})

describe('requestHash, coupons', () => {
  const base = {
    method: 'PICKUP',
    customer: { fullName: 'Ana Gómez', phone: '351 6000001' },
    items: [{ productId: '0b9f5a52-8f2a-4d8e-9d3b-1a2b3c4d5e6f', quantity: 1 }],
  }
  const hashOf = (extra: object) => requestHash(checkoutRequestSchema.parse({ ...base, ...extra }))

  it('hashes an order without a coupon as before, one with a coupon with its code (docs/product.md#coupons)', () => {
    const none = hashOf({})
    expect(hashOf({ couponCode: null })).toBe(none)
    const bienvenida = hashOf({ couponCode: 'BIENVENIDA' })
    expect(bienvenida).not.toBe(none)
    // The code as typed is compared without case or surrounding spaces.
    expect(hashOf({ couponCode: ' bienvenida ' })).toBe(bienvenida)
    expect(hashOf({ couponCode: 'OTRO' })).not.toBe(bienvenida)
  })
})
