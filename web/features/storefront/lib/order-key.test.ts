import { describe, expect, it } from 'vitest'
import { idempotencyKeySchema } from '../../../../domain/checkout/schemas'
import { checkoutKey, forgetCheckoutKey } from './order-key'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

describe('checkout key', () => {
  it('is one key per shop until forgotten, and one the server accepts', () => {
    const storage = memoryStorage()
    const first = checkoutKey('lomitos-24', storage)
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true)
    expect(checkoutKey('Lomitos-24', storage)).toBe(first)
    expect(checkoutKey('otra-tienda', storage)).not.toBe(first)
    forgetCheckoutKey('lomitos-24', storage)
    expect(checkoutKey('lomitos-24', storage)).not.toBe(first)
  })

  it('survives a reload through the storage', () => {
    const storage = memoryStorage()
    storage.setItem('checkoutKey:lomitos-24', 'clave-guardada-1234')
    expect(checkoutKey('lomitos-24', storage)).toBe('clave-guardada-1234')
  })

  it('still holds for a double click when the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const first = checkoutKey('bloqueada', blocked)
    expect(checkoutKey('bloqueada', blocked)).toBe(first)
    forgetCheckoutKey('bloqueada', blocked)
    expect(checkoutKey('bloqueada', blocked)).not.toBe(first)
  })
})
