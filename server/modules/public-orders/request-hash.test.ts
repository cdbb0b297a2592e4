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
