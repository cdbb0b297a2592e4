import { describe, expect, it, vi } from 'vitest'
import {
  addToCart,
  cartStorageKey,
  cartTotal,
  cartUnits,
  clearCart,
  newCartUid,
  parseStoredCart,
  removeCartLine,
  replaceCartLineNotes,
  serializeCart,
  setQuantityOrRemove,
  updateCartLine,
  unitPriceWithOptions,
  type Cart,
  type CartLineOption,
  type NewCartLine,
} from './rules'

const pizza: NewCartLine = {
  productId: 'p-pizza',
  name: 'Muzzarella',
  price: 1_200_000,
  imageUrl: '/uploads/pizza.webp',
}
const empanada: NewCartLine = {
  productId: 'p-empanada',
  name: 'Empanada de carne',
  price: 150_050,
  imageUrl: null,
}

/** Predictable uids: u1, u2, … */
function uids() {
  let n = 0
  return () => `u${++n}`
}

describe('addToCart', () => {
  it('appends a new line with a fresh uid and quantity 1 by default', () => {
    const uid = uids()
    const cart = addToCart([], pizza, uid)
    expect(cart).toEqual([{ ...pizza, uid: 'u1', quantity: 1 }])
    const two = addToCart(cart, { ...empanada, quantity: 3 }, uid)
    expect(two.map((l) => [l.uid, l.productId, l.quantity])).toEqual([
      ['u1', 'p-pizza', 1],
      ['u2', 'p-empanada', 3],
    ])
    // Pure: the cart given is left as it was.
    expect(cart).toHaveLength(1)
  })

  it('grows the line with the same product and the same notes', () => {
    const uid = uids()
    let cart = addToCart([], { ...pizza, notes: 'sin aceitunas', quantity: 2 }, uid)
    cart = addToCart(cart, { ...pizza, notes: 'sin aceitunas', quantity: 3 }, uid)
    expect(cart).toEqual([{ ...pizza, notes: 'sin aceitunas', uid: 'u1', quantity: 5 }])
  })

  it('counts missing notes as empty ones', () => {
    const uid = uids()
    let cart = addToCart([], pizza, uid)
    cart = addToCart(cart, { ...pizza, notes: '' }, uid)
    cart = addToCart(cart, { ...pizza, notes: '   ' }, uid)
    expect(cart).toHaveLength(1)
    expect(cart[0]).toEqual({ ...pizza, uid: 'u1', quantity: 3 })
    expect('notes' in cart[0]).toBe(false)
  })

  it('starts a new line when the notes or the product differ', () => {
    const uid = uids()
    let cart = addToCart([], pizza, uid)
    cart = addToCart(cart, { ...pizza, notes: 'bien cocida' }, uid)
    cart = addToCart(cart, { ...empanada, notes: 'bien cocida' }, uid)
    expect(cart.map((l) => [l.uid, l.productId, l.notes])).toEqual([
      ['u1', 'p-pizza', undefined],
      ['u2', 'p-pizza', 'bien cocida'],
      ['u3', 'p-empanada', 'bien cocida'],
    ])
  })

  it('keeps quantities whole and between 1 and 99', () => {
    const uid = uids()
    expect(addToCart([], { ...pizza, quantity: 0 }, uid)[0].quantity).toBe(1)
    expect(addToCart([], { ...pizza, quantity: -4 }, uid)[0].quantity).toBe(1)
    expect(addToCart([], { ...pizza, quantity: 2.7 }, uid)[0].quantity).toBe(2)
    expect(addToCart([], { ...pizza, quantity: 500 }, uid)[0].quantity).toBe(99)
    const full = addToCart([], { ...pizza, quantity: 98 }, uid)
    expect(addToCart(full, { ...pizza, quantity: 5 }, uid)[0].quantity).toBe(99)
  })

  it('makes unique uids on its own', () => {
    let cart: Cart = []
    cart = addToCart(cart, pizza)
    cart = addToCart(cart, empanada)
    expect(cart[0].uid).not.toBe(cart[1].uid)
    expect(newCartUid()).toMatch(/^[0-9a-f-]{32,36}$/)
  })
})

describe('options', () => {
  const chica: CartLineOption = { id: 'o-chica', group: 'Tamaño', name: 'Chica', priceDelta: 0 }
  const grande: CartLineOption = {
    id: 'o-grande',
    group: 'Tamaño',
    name: 'Grande',
    priceDelta: 250_000,
  }
  const queso: CartLineOption = {
    id: 'o-queso',
    group: 'Extras',
    name: 'Extra queso',
    priceDelta: 80_000,
  }

  it('prices a unit as the product plus its options’ deltas', () => {
    expect(unitPriceWithOptions(1_200_000)).toBe(1_200_000)
    expect(unitPriceWithOptions(1_200_000, [chica])).toBe(1_200_000)
    expect(unitPriceWithOptions(1_200_000, [grande, queso])).toBe(1_530_000)
    const cart = addToCart([], {
      ...pizza,
      price: 1_530_000,
      options: [grande, queso],
      quantity: 2,
    })
    expect(cartTotal(cart)).toBe(3_060_000)
  })

  it('keeps two choices of one product apart, and the same choice in any order together', () => {
    const uid = uids()
    let cart = addToCart([], { ...pizza, options: [chica] }, uid)
    cart = addToCart(cart, { ...pizza, options: [grande, queso] }, uid)
    cart = addToCart(cart, { ...pizza, options: [queso, grande], quantity: 2 }, uid)
    cart = addToCart(cart, { ...pizza, options: [grande] }, uid)
    cart = addToCart(cart, { ...pizza, options: [grande], notes: 'bien cocida' }, uid)
    expect(cart.map((l) => [l.uid, l.options?.map((o) => o.id), l.quantity, l.notes])).toEqual([
      ['u1', ['o-chica'], 1, undefined],
      ['u2', ['o-grande', 'o-queso'], 3, undefined],
      ['u3', ['o-grande'], 1, undefined],
      ['u4', ['o-grande'], 1, 'bien cocida'],
    ])
  })

  it('counts no options and an empty list of options as the same choice', () => {
    const uid = uids()
    let cart = addToCart([], pizza, uid)
    cart = addToCart(cart, { ...pizza, options: [] }, uid)
    expect(cart).toEqual([{ ...pizza, uid: 'u1', quantity: 2 }])
    expect('options' in cart[0]).toBe(false)
    cart = addToCart(cart, { ...pizza, options: [chica] }, uid)
    expect(cart).toHaveLength(2)
  })

  it('never changes a line’s options by an update', () => {
    const cart = addToCart([], { ...pizza, options: [grande] }, uids())
    const patch = { quantity: 4, options: [chica] } as Parameters<typeof updateCartLine>[2]
    expect(updateCartLine(cart, 'u1', patch)[0]).toEqual({
      ...pizza,
      options: [grande],
      uid: 'u1',
      quantity: 4,
    })
  })

  it('restores a stored line with its options, and a cart stored before options existed', () => {
    const log = vi.fn()
    const cart = addToCart([], { ...pizza, options: [grande, queso] })
    expect(parseStoredCart(serializeCart(cart), log)).toEqual(cart)
    const old = JSON.stringify([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1, imageUrl: null },
    ])
    expect(parseStoredCart(old, log)).toEqual([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1, imageUrl: null },
    ])
    const extra = JSON.stringify([{ ...cart[0], options: [{ ...grande, extra: 1 }], quantity: 1 }])
    expect(parseStoredCart(extra, log)[0].options).toEqual([grande])
    expect(log).not.toHaveBeenCalled()
  })

  it('ignores a stored cart whose options are malformed', () => {
    const line = { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1 }
    for (const options of [
      'Grande',
      [{ id: '', group: 'T', name: 'G', priceDelta: 0 }],
      [null],
      [{ ...grande, priceDelta: 1.5 }],
      [{ id: 'o', group: 'T', priceDelta: 0 }],
    ]) {
      const log = vi.fn()
      const raw = JSON.stringify([{ ...line, options }])
      expect(parseStoredCart(raw, log), raw).toEqual([])
      expect(log).toHaveBeenCalledOnce()
    }
  })
})

describe('changing lines by uid', () => {
  const uid = uids()
  const cart = addToCart(addToCart([], { ...pizza, notes: 'sin sal' }, uid), empanada, uid)

  it('updates only the fields given, on the line given', () => {
    const next = updateCartLine(cart, 'u2', { quantity: 4, price: 160_000 })
    expect(next[1]).toEqual({ ...empanada, uid: 'u2', quantity: 4, price: 160_000 })
    expect(next[0]).toBe(cart[0])
    expect(updateCartLine(cart, 'u1', { quantity: 0 })[0].quantity).toBe(1)
    expect(updateCartLine(cart, 'u1', { quantity: 120 })[0].quantity).toBe(99)
  })

  it('never changes a line’s uid or product, and ignores an unknown uid', () => {
    const patch = { uid: 'otro', productId: 'otro', name: 'Grande' } as never
    expect(updateCartLine(cart, 'u1', patch)[0]).toMatchObject({
      uid: 'u1',
      productId: 'p-pizza',
      name: 'Grande',
    })
    expect(updateCartLine(cart, 'nope', { quantity: 3 })).toBe(cart)
  })

  it('replaces the notes, and empty notes remove them', () => {
    expect(replaceCartLineNotes(cart, 'u1', '  con extra queso ')[0].notes).toBe('con extra queso')
    const cleared = replaceCartLineNotes(cart, 'u1', '')
    expect('notes' in cleared[0]).toBe(false)
    // A line whose notes now match another one stays a line of its own.
    expect(replaceCartLineNotes(cart, 'u2', 'sin sal')).toHaveLength(2)
  })

  it('removes a line by uid, and removes it when the stepper goes below 1', () => {
    expect(removeCartLine(cart, 'u1').map((l) => l.uid)).toEqual(['u2'])
    expect(removeCartLine(cart, 'nope')).toBe(cart)
    expect(setQuantityOrRemove(cart, 'u2', 0).map((l) => l.uid)).toEqual(['u1'])
    expect(setQuantityOrRemove(cart, 'u2', 2)[1].quantity).toBe(2)
  })

  it('clears the whole cart', () => {
    expect(clearCart()).toEqual([])
  })
})

describe('cartTotal', () => {
  it('sums price × quantity in whole centavos', () => {
    let cart = addToCart([], { ...pizza, quantity: 2 })
    cart = addToCart(cart, { ...empanada, quantity: 3 })
    expect(cartTotal(cart)).toBe(2 * 1_200_000 + 3 * 150_050)
    expect(Number.isInteger(cartTotal(cart))).toBe(true)
    expect(cartUnits(cart)).toBe(5)
    expect(cartTotal([])).toBe(0)
  })
})

describe('stored cart', () => {
  it('has one storage key per shop', () => {
    expect(cartStorageKey('la-esquina')).toBe('cart:la-esquina')
    expect(cartStorageKey('La-Esquina')).toBe(cartStorageKey('la-esquina'))
    expect(cartStorageKey('otra')).not.toBe(cartStorageKey('la-esquina'))
  })

  it('restores what was saved', () => {
    const log = vi.fn()
    const cart = addToCart(addToCart([], { ...pizza, notes: 'sin sal', quantity: 2 }), empanada)
    expect(parseStoredCart(serializeCart(cart), log)).toEqual(cart)
    expect(parseStoredCart(null, log)).toEqual([])
    expect(parseStoredCart('[]', log)).toEqual([])
    expect(log).not.toHaveBeenCalled()
  })

  it('reads a line saved without imageUrl or with empty notes', () => {
    const raw = JSON.stringify([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1, notes: '' },
    ])
    expect(parseStoredCart(raw, vi.fn())).toEqual([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1, imageUrl: null },
    ])
  })

  it('keeps only the fields of a cart line', () => {
    const raw = JSON.stringify([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 2, extra: true },
    ])
    expect(parseStoredCart(raw, vi.fn())).toEqual([
      { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 2, imageUrl: null },
    ])
  })

  it('ignores an unparseable or malformed cart and logs an error', () => {
    const line = { productId: 'p', uid: 'u', name: 'Flan', price: 300_000, quantity: 1 }
    const bad = [
      '{no es json',
      '"texto"',
      '{"productId":"p"}',
      'null',
      JSON.stringify([{ ...line, price: 12.5 }]),
      JSON.stringify([{ ...line, price: '300' }]),
      JSON.stringify([{ ...line, quantity: 0 }]),
      JSON.stringify([{ ...line, quantity: 100 }]),
      JSON.stringify([{ ...line, uid: '' }]),
      JSON.stringify([line, { ...line }]), // two lines with one uid
      JSON.stringify([line, { name: 'sin producto' }]),
      JSON.stringify([{ ...line, notes: 3 }]),
      JSON.stringify([{ ...line, imageUrl: 7 }]),
      JSON.stringify([{ ...line, productId: '' }]),
      JSON.stringify([{ ...line, price: -1 }]),
      JSON.stringify([null]),
      JSON.stringify([[line]]),
    ]
    for (const raw of bad) {
      const log = vi.fn()
      expect(parseStoredCart(raw, log), raw).toEqual([])
      expect(log, raw).toHaveBeenCalledTimes(1)
      expect(log.mock.calls[0][0]).toBe('Error loading stored cart')
    }
  })

  it('logs to console.error when no logger is given', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parseStoredCart('{roto')).toEqual([])
    expect(spy).toHaveBeenCalledOnce()
    spy.mockRestore()
  })
})
