/**
 * docs/product.md#real-orders: customers have no account, so the orders they place belong to the
 * browser they placed them from. Each is kept with the token that opens its page; the customer's
 * details are kept too, to prefill the next checkout.
 */
export const PLACED_ORDERS_KEY = 'barrioOrders'
export const LAST_CUSTOMER_KEY = 'barrioCustomer'
/** Enough for months of orders; older ones drop off the end. */
export const PLACED_ORDERS_MAX = 50

export interface PlacedOrderRef {
  id: string
  token: string
  shopName: string
  shopSlug: string
  /** Integer centavos. */
  total: number
  /** ISO 8601 instant. */
  createdAt: string
}

/** What the checkout asked last time, for the next one. */
export interface LastCustomer {
  fullName: string
  phone: string
  street: string
  number: string
  floorApartment: string
  notes: string
}

type Reader = Pick<Storage, 'getItem'>
type Writer = Pick<Storage, 'getItem' | 'setItem'>

const isText = (v: unknown): v is string => typeof v === 'string'

function isRef(v: unknown): v is PlacedOrderRef {
  if (typeof v !== 'object' || v === null) return false
  const r = v as Record<string, unknown>
  return (
    isText(r.id) &&
    isText(r.token) &&
    isText(r.shopName) &&
    isText(r.shopSlug) &&
    typeof r.total === 'number' &&
    isText(r.createdAt)
  )
}

function read(storage: Reader, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown
  } catch {
    return null
  }
}

/** Newest first; anything unreadable is left out rather than breaking the page. */
export function readPlacedOrders(storage: Reader = localStorage): PlacedOrderRef[] {
  const value = read(storage, PLACED_ORDERS_KEY)
  return Array.isArray(value) ? value.filter(isRef) : []
}

/** Adds (or, for a retried checkout, replaces) an order at the top of the list. */
export function rememberPlacedOrder(ref: PlacedOrderRef, storage: Writer = localStorage) {
  const rest = readPlacedOrders(storage).filter((o) => o.id !== ref.id)
  const list = [ref, ...rest].slice(0, PLACED_ORDERS_MAX)
  try {
    storage.setItem(PLACED_ORDERS_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked (private mode): the order exists anyway; its page link still works.
  }
}

export function readLastCustomer(storage: Reader = localStorage): LastCustomer | null {
  const value = read(storage, LAST_CUSTOMER_KEY)
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const text = (k: keyof LastCustomer) => (isText(v[k]) ? v[k] : '')
  return {
    fullName: text('fullName'),
    phone: text('phone'),
    street: text('street'),
    number: text('number'),
    floorApartment: text('floorApartment'),
    notes: text('notes'),
  }
}

export function rememberLastCustomer(customer: LastCustomer, storage: Writer = localStorage) {
  try {
    storage.setItem(LAST_CUSTOMER_KEY, JSON.stringify(customer))
  } catch {
    // As above: a convenience, never a reason to fail an order.
  }
}
