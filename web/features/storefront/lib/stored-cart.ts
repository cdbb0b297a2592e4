import {
  addToCart,
  cartStorageKey,
  parseStoredCart,
  serializeCart,
  type Cart,
  type NewCartLine,
} from '../../../../domain/cart/rules'

/** A shop's cart as this browser keeps it (docs/product.md#states Cart): empty when none. */
export function readStoredCart(key: string): Cart {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(key)
  } catch (error) {
    // Storage can be blocked (privacy settings); the cart then lives only in memory.
    console.error('Error loading stored cart', error)
  }
  return parseStoredCart(raw)
}

/**
 * Puts `lines` in place of the shop's stored cart, for a screen that opens next
 * (docs/product.md#repeat-order): lines of one product with the same options and notes become one,
 * as adding them one by one would. Answers whether the cart it replaced had anything in it.
 */
export function replaceStoredCart(slug: string, lines: readonly NewCartLine[]): boolean {
  const key = cartStorageKey(slug)
  const hadItems = readStoredCart(key).length > 0
  const cart = lines.reduce<Cart>((cart, line) => addToCart(cart, line), [])
  try {
    localStorage.setItem(key, serializeCart(cart))
  } catch (error) {
    console.error('Error saving cart', error)
  }
  return hadItems
}
