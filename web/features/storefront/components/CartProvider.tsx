import { useEffect, useMemo, type ReactNode } from 'react'
import {
  addToCart,
  cartStorageKey,
  cartTotal,
  cartUnits,
  clearCart,
  parseStoredCart,
  removeCartLine,
  replaceCartLineNotes,
  serializeCart,
  setQuantityOrRemove,
  updateCartLine,
  type Cart,
} from '../../../../domain/cart/rules'
import { useBrowserState } from '../../../lib/hydration'
import { CartContext, type CartContextValue } from '../lib/cart-context'
import { readStoredCart } from '../lib/stored-cart'

/**
 * One shop's cart (docs/product.md#states Cart), restored from localStorage when the screen opens and saved on
 * every change. Give it `key={slug}` so another shop's screen starts from that shop's cart.
 */
export function CartProvider({ slug, children }: { slug: string; children: ReactNode }) {
  const key = cartStorageKey(slug)
  // Restored before the first paint, so it already shows the cart; the save below waits for the
  // restore, so it never overwrites a stored cart with an empty one.
  const [items, setItems, restored] = useBrowserState<Cart>(() => readStoredCart(key), [])

  useEffect(() => {
    if (!restored) return
    try {
      if (items.length === 0) localStorage.removeItem(key)
      else localStorage.setItem(key, serializeCart(items))
    } catch (error) {
      console.error('Error saving cart', error)
    }
  }, [key, items, restored])

  // The same shop open in another tab (storefront in one, checkout in the other) stays in step.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setItems(parseStoredCart(event.newValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, setItems])

  const value = useMemo<CartContextValue>(
    () => ({
      slug,
      items,
      total: cartTotal(items),
      units: cartUnits(items),
      addItem: (item) => setItems((cart) => addToCart(cart, item)),
      updateItem: (uid, patch) => setItems((cart) => updateCartLine(cart, uid, patch)),
      setQuantityOrRemove: (uid, quantity) =>
        setItems((cart) => setQuantityOrRemove(cart, uid, quantity)),
      replaceNotes: (uid, notes) => setItems((cart) => replaceCartLineNotes(cart, uid, notes)),
      removeItem: (uid) => setItems((cart) => removeCartLine(cart, uid)),
      clear: () => {
        // Written at once, not left to the effect: clearing is followed by a navigation that can
        // unmount this provider in the same render, and the next screen must not restore the cart.
        try {
          localStorage.removeItem(key)
        } catch {
          // Storage blocked: the effect's own attempt logs it.
        }
        setItems(clearCart())
      },
    }),
    [slug, key, items, setItems],
  )

  return <CartContext value={value}>{children}</CartContext>
}
