import { describe, expect, it } from 'vitest'
import {
  LAST_CUSTOMER_KEY,
  PLACED_ORDERS_KEY,
  PLACED_ORDERS_MAX,
  readLastCustomer,
  readPlacedOrders,
  rememberLastCustomer,
  rememberPlacedOrder,
  type PlacedOrderRef,
} from './placed-orders'

const memory = (data: Record<string, string> = {}) => ({
  data,
  getItem: (k: string) => data[k] ?? null,
  setItem: (k: string, v: string) => void (data[k] = v),
})
const ref = (n: number): PlacedOrderRef => ({
  id: `id-${n}`,
  token: `token-${n}`,
  shopName: 'Lomitos 24',
  shopSlug: 'lomitos-24',
  total: 100 * n,
  createdAt: new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
})

describe('orders placed from this browser', () => {
  it('are kept newest first, a retried order once, up to the maximum', () => {
    const storage = memory()
    rememberPlacedOrder(ref(1), storage)
    rememberPlacedOrder(ref(2), storage)
    rememberPlacedOrder({ ...ref(1), total: 999 }, storage)
    expect(readPlacedOrders(storage).map((o) => [o.id, o.total])).toEqual([
      ['id-1', 999],
      ['id-2', 200],
    ])
    for (let n = 3; n < PLACED_ORDERS_MAX + 10; n++) rememberPlacedOrder(ref(n), storage)
    const list = readPlacedOrders(storage)
    expect(list).toHaveLength(PLACED_ORDERS_MAX)
    expect(list[0].id).toBe(`id-${PLACED_ORDERS_MAX + 9}`)
  })

  it('read as none when missing or unreadable, skipping broken entries', () => {
    expect(readPlacedOrders(memory())).toEqual([])
    expect(readPlacedOrders(memory({ [PLACED_ORDERS_KEY]: '{nope' }))).toEqual([])
    expect(
      readPlacedOrders(memory({ [PLACED_ORDERS_KEY]: JSON.stringify([{ id: 1 }, ref(4)]) })),
    ).toEqual([ref(4)])
  })

  it('survive a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => rememberPlacedOrder(ref(1), full)).not.toThrow()
  })
})

describe('the last customer', () => {
  it('is kept for the next checkout, with missing fields read as empty', () => {
    const storage = memory()
    expect(readLastCustomer(storage)).toBeNull()
    const ana = {
      fullName: 'Ana Gómez',
      phone: '351 555 0101',
      street: 'Av. Colón',
      number: '1045',
      floorApartment: '3° B',
      notes: 'timbre 2',
    }
    rememberLastCustomer(ana, storage)
    expect(readLastCustomer(storage)).toEqual(ana)
    storage.data[LAST_CUSTOMER_KEY] = JSON.stringify({ fullName: 'Ana', phone: 5 })
    expect(readLastCustomer(storage)).toEqual({
      fullName: 'Ana',
      phone: '',
      street: '',
      number: '',
      floorApartment: '',
      notes: '',
    })
  })
})
