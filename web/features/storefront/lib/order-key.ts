import { newCartUid } from '../../../../domain/cart/rules'

/**
 * The Idempotency-Key of one checkout attempt at one shop. It is kept in sessionStorage until an
 * order succeeds, so a double click, a retry after a lost answer or a reload of the page all send
 * the same key, and the server answers the order already placed instead of placing another.
 */
const storageKey = (slug: string) => `checkoutKey:${slug.toLowerCase()}`

/** Where the key lives when sessionStorage is blocked: this tab, until it reloads. */
const inMemory = new Map<string, string>()

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const session = (): KeyStorage | null => {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

/** The key of the attempt under way at this shop, made now when there is none. */
export function checkoutKey(slug: string, storage: KeyStorage | null = session()): string {
  const name = storageKey(slug)
  try {
    const stored = storage?.getItem(name)
    if (stored) return stored
  } catch {
    // Blocked storage: the in-memory key below still covers a double click.
  }
  // A UUID, or 32 hex digits outside secure contexts (plain http) where randomUUID is missing.
  const key = inMemory.get(name) ?? newCartUid()
  inMemory.set(name, key)
  try {
    storage?.setItem(name, key)
  } catch {
    // As above.
  }
  return key
}

/** After an order succeeded: the next checkout at this shop is a new attempt. */
export function forgetCheckoutKey(slug: string, storage: KeyStorage | null = session()) {
  const name = storageKey(slug)
  inMemory.delete(name)
  try {
    storage?.removeItem(name)
  } catch {
    // Nothing stored to remove.
  }
}
