import { createContext } from 'react'
import type { Cart, CartLinePatch, NewCartLine } from '../../../../domain/cart/rules'
import type { Centavos } from '../../../../domain/money/rules'

export interface CartContextValue {
  slug: string
  items: Cart
  /** Sum of price × quantity, in centavos. */
  total: Centavos
  units: number
  addItem: (item: NewCartLine) => void
  updateItem: (uid: string, patch: CartLinePatch) => void
  /** The edit-cart modal's stepper: below 1 removes the line. */
  setQuantityOrRemove: (uid: string, quantity: number) => void
  replaceNotes: (uid: string, notes: string) => void
  removeItem: (uid: string) => void
  clear: () => void
}

export const CartContext = createContext<CartContextValue | null>(null)
