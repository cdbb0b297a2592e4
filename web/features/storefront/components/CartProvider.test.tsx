// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartStorageKey } from '../../../../domain/cart/rules'
import { CartProvider } from './CartProvider'
import { useCart } from '../lib/useCart'
import { drawThenAdopt } from '../../../testing/server-html'

const KEY = cartStorageKey('lomitos-24')
const lomito = { productId: 'p-lomito', name: 'Lomito completo', price: 1_450_000, imageUrl: null }
const stored = [
  {
    productId: 'p-lomito',
    uid: 'u1',
    name: 'Lomito completo',
    price: 1_450_000,
    quantity: 2,
    imageUrl: null,
  },
]

const wrapper =
  (slug = 'lomitos-24') =>
  ({ children }: { children: ReactNode }) => <CartProvider slug={slug}>{children}</CartProvider>

const savedCart = (key = KEY) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Units() {
  const { units } = useCart()
  return <p>{`${units} productos`}</p>
}

describe('CartProvider', () => {
  it('on a storefront the server drew: brings the stored cart back without writing the empty one over it', async () => {
    localStorage.setItem(KEY, JSON.stringify(stored))
    // Not even for a moment: another tab of the shop hears every write.
    const removed = vi.spyOn(Storage.prototype, 'removeItem')
    const { drawn, container, errors } = await drawThenAdopt(
      <CartProvider slug="lomitos-24">
        <Units />
      </CartProvider>,
    )
    expect(drawn).toBe('0 productos')
    expect(container.textContent).toBe('2 productos')
    expect(savedCart()).toEqual(stored)
    expect(removed).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })

  it('restores the cart this shop saved', () => {
    localStorage.setItem(KEY, JSON.stringify(stored))
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    expect(result.current.items).toEqual(stored)
    expect(result.current.units).toBe(2)
    expect(result.current.total).toBe(2_900_000)
  })

  it("does not show another shop's cart", () => {
    localStorage.setItem(cartStorageKey('otra'), JSON.stringify(stored))
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    expect(result.current.items).toEqual([])
  })

  it('saves every change, merging same product and notes', () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    act(() => result.current.addItem(lomito))
    act(() => result.current.addItem(lomito))
    act(() => result.current.addItem({ ...lomito, notes: 'sin mayonesa' }))
    expect(savedCart()).toMatchObject([
      { productId: 'p-lomito', quantity: 2 },
      { productId: 'p-lomito', quantity: 1, notes: 'sin mayonesa' },
    ])
    const [first, second] = result.current.items
    act(() => result.current.setQuantityOrRemove(first.uid, 5))
    act(() => result.current.replaceNotes(second.uid, 'bien cocido'))
    expect(savedCart()).toMatchObject([{ quantity: 5 }, { notes: 'bien cocido' }])
    act(() => result.current.setQuantityOrRemove(first.uid, 0))
    expect(savedCart()).toMatchObject([{ uid: second.uid }])
    act(() => result.current.removeItem(second.uid))
    expect(result.current.items).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('clear empties the cart and its storage', () => {
    localStorage.setItem(KEY, JSON.stringify(stored))
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    act(() => result.current.clear())
    expect(result.current.items).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('ignores a corrupt stored cart, starts empty and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(KEY, '{esto no es un carrito')
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    expect(result.current.items).toEqual([])
    expect(error).toHaveBeenCalledWith('Error loading stored cart', expect.anything())
    act(() => result.current.addItem(lomito))
    expect(savedCart()).toMatchObject([{ productId: 'p-lomito', quantity: 1 }])
  })

  it('follows changes made by another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() })
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(stored) }),
      )
    })
    expect(result.current.items).toEqual(stored)
  })

  it('renders its children', () => {
    function Units() {
      return <p>{useCart().units} unidades</p>
    }
    localStorage.setItem(KEY, JSON.stringify(stored))
    render(
      <CartProvider slug="lomitos-24">
        <Units />
      </CartProvider>,
    )
    expect(screen.getByText('2 unidades')).toBeVisible()
  })
})

describe('useCart', () => {
  it('throws outside a CartProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider')
  })
})
