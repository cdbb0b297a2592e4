import { MAX_QUANTITY, MIN_QUANTITY } from '../constants'
import type { Centavos } from '../money/rules'

/** docs/product.md#entities Cart item and §4 Cart, as pure functions: every operation returns a new cart. */

/** An option chosen for a line (docs/product.md#product-options): its id goes with the order. */
export interface CartLineOption {
  id: string
  /** The group's name, e.g. 'Tamaño', and the option's, e.g. 'Grande', to show under the line. */
  group: string
  name: string
  /** Centavos; already in the line's price. */
  priceDelta: Centavos
}

export interface CartLine {
  productId: string
  /** Generated when the line is first added; identifies the line for every later change. */
  uid: string
  name: string
  /** One unit with its options: the product's (or its discount) plus their deltas. */
  price: Centavos
  quantity: number
  notes?: string
  /** Absent when the product has no options (and in carts stored before options existed). */
  options?: CartLineOption[]
  imageUrl: string | null
}
export type Cart = CartLine[]

export type NewCartLine = Omit<CartLine, 'uid' | 'quantity'> & { quantity?: number }
// The options are part of a line's identity, so an update never changes them.
export type CartLinePatch = Partial<Omit<CartLine, 'uid' | 'productId' | 'options'>>

/** A whole quantity between 1 and 99. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)))
}

/** Notes as stored: trimmed, and absent when empty, so 'missing' and '' are the same note. */
function normalizeNotes(notes: string | undefined): string | undefined {
  const trimmed = notes?.trim()
  return trimmed ? trimmed : undefined
}

function withNotes<T extends { notes?: string }>(line: T, notes: string | undefined): T {
  const next = { ...line }
  delete next.notes
  const normalized = normalizeNotes(notes)
  return normalized === undefined ? next : { ...next, notes: normalized }
}

/**
 * A unique line id. crypto.randomUUID exists only in secure contexts (https, localhost), while
 * getRandomValues exists everywhere, so a shop opened over plain http still gets a working cart.
 */
export function newCartUid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** One unit's price with its options: the product's (or its discount) plus every option's delta. */
export function unitPriceWithOptions(
  productPrice: Centavos,
  options: readonly { priceDelta: Centavos }[] = [],
): Centavos {
  return options.reduce((sum, option) => sum + option.priceDelta, productPrice)
}

/** The options as stored: absent when none are chosen, so 'missing' and [] are the same choice. */
function withOptions<T extends { options?: CartLineOption[] }>(line: T): T {
  const next = { ...line }
  delete next.options
  return line.options?.length ? { ...next, options: line.options } : next
}

/** The chosen options as a set: the same ids in any order are the same choice. */
export function optionsKey(line: { options?: readonly { id: string }[] }): string {
  return (line.options ?? [])
    .map((o) => o.id)
    .sort()
    .join(',')
}

/**
 * Adds a product: a line with the same product, the same options (in any order; none is none) and
 * the same notes (missing notes count as empty) grows by the quantity added, up to 99; anything
 * else becomes a new line at the end. Two pizzas of different flavours are two lines.
 */
export function addToCart(cart: Cart, item: NewCartLine, makeUid: () => string = newCartUid): Cart {
  const quantity = clampQuantity(item.quantity ?? MIN_QUANTITY)
  const notes = normalizeNotes(item.notes)
  const options = optionsKey(item)
  const index = cart.findIndex(
    (line) =>
      line.productId === item.productId &&
      normalizeNotes(line.notes) === notes &&
      optionsKey(line) === options,
  )
  if (index >= 0) {
    return cart.map((line, i) =>
      i === index ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
    )
  }
  return [...cart, withOptions(withNotes({ ...item, uid: makeUid(), quantity }, notes))]
}

/**
 * Changes some fields of one line. The quantity stays between 1 and 99; lines are never merged by
 * an update, so a line keeps its uid (and its place) while the customer edits it.
 */
export function updateCartLine(cart: Cart, uid: string, patch: CartLinePatch): Cart {
  if (!cart.some((line) => line.uid === uid)) return cart
  return cart.map((line) => {
    if (line.uid !== uid) return line
    const next = {
      ...line,
      ...patch,
      uid: line.uid,
      productId: line.productId,
      ...(line.options ? { options: line.options } : {}),
    }
    next.quantity = clampQuantity(next.quantity)
    return 'notes' in patch ? withNotes(next, patch.notes) : next
  })
}

export function replaceCartLineNotes(cart: Cart, uid: string, notes: string): Cart {
  return updateCartLine(cart, uid, { notes })
}

/** The edit-cart modal's stepper: going below 1 removes the line (docs/product.md#states). */
export function setQuantityOrRemove(cart: Cart, uid: string, quantity: number): Cart {
  return quantity < MIN_QUANTITY
    ? removeCartLine(cart, uid)
    : updateCartLine(cart, uid, { quantity })
}

export function removeCartLine(cart: Cart, uid: string): Cart {
  return cart.some((line) => line.uid === uid) ? cart.filter((line) => line.uid !== uid) : cart
}

export function clearCart(): Cart {
  return []
}

/** Sum of price × quantity, in integer centavos. */
export function cartTotal(cart: Cart): Centavos {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0)
}

/** Units in the cart, for the badge of the cart bar. */
export function cartUnits(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0)
}

/** One cart per shop, so two storefronts open in two tabs keep their own carts. */
export function cartStorageKey(slug: string): string {
  return `cart:${slug.toLowerCase()}`
}

// Plain checks rather than a zod schema: the storefront restores the cart on load, and zod would
// add about 15 KB gzipped to a page whose JS budget is 120 KB (docs/product.md#budgets).
const isWholeNumber = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

function isStoredOption(v: unknown): v is CartLineOption {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const option = v as Record<string, unknown>
  return (
    typeof option.id === 'string' &&
    option.id !== '' &&
    typeof option.group === 'string' &&
    typeof option.name === 'string' &&
    isWholeNumber(option.priceDelta, Number.MIN_SAFE_INTEGER)
  )
}

function isStoredLine(v: unknown): v is Omit<CartLine, 'imageUrl'> & { imageUrl?: string | null } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const line = v as Record<string, unknown>
  return (
    typeof line.productId === 'string' &&
    line.productId !== '' &&
    typeof line.uid === 'string' &&
    line.uid !== '' &&
    typeof line.name === 'string' &&
    isWholeNumber(line.price, 0) &&
    isWholeNumber(line.quantity, MIN_QUANTITY, MAX_QUANTITY) &&
    (line.notes === undefined || typeof line.notes === 'string') &&
    // A cart stored before options existed has none.
    (line.options === undefined ||
      (Array.isArray(line.options) && line.options.every(isStoredOption))) &&
    (line.imageUrl === undefined || line.imageUrl === null || typeof line.imageUrl === 'string')
  )
}

/** Only the fields of a cart line, whatever else was stored beside them. */
function toCartLine(line: Omit<CartLine, 'imageUrl'> & { imageUrl?: string | null }): CartLine {
  const { productId, uid, name, price, quantity, notes, imageUrl } = line
  const options = line.options?.map(({ id, group, name, priceDelta }) => ({
    id,
    group,
    name,
    priceDelta,
  }))
  return withOptions(
    withNotes<CartLine>(
      { productId, uid, name, price, quantity, options, imageUrl: imageUrl ?? null },
      notes,
    ),
  )
}

export type CartLogger = (message: string, error?: unknown) => void
const consoleLogger: CartLogger = (message, error) => console.error(message, error)

/**
 * The cart saved in browser storage. Nothing saved is an empty cart; anything unreadable or not
 * shaped like a cart is ignored as a whole (docs/product.md#states: cart empty, error logged), because a half
 * restored order is worse than an empty one.
 */
export function parseStoredCart(raw: string | null, log: CartLogger = consoleLogger): Cart {
  if (raw === null || raw === '') return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch (error) {
    log('Error loading stored cart', error)
    return []
  }
  // Every later change finds its line by uid, so two lines may never share one.
  if (
    !Array.isArray(data) ||
    !data.every(isStoredLine) ||
    new Set(data.map((line) => line.uid)).size !== data.length
  ) {
    log('Error loading stored cart', new Error('Stored cart is not a list of cart lines'))
    return []
  }
  return data.map(toCartLine)
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart)
}
