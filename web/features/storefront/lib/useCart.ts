import { use } from 'react'
import { CartContext, type CartContextValue } from './cart-context'

export function useCart(): CartContextValue {
  const cart = use(CartContext)
  if (!cart) throw new Error('useCart must be used within a CartProvider')
  return cart
}
