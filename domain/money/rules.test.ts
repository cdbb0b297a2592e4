import { describe, expect, it } from 'vitest'
import { discountPercent, effectivePrice, formatMoney } from './rules'

// Intl puts a no-break space between the sign and the amount.
const plain = (s: string) => s.replace(/\s/g, ' ')

describe('formatMoney', () => {
  it('formats centavos as es-AR pesos with two decimals for product lists', () => {
    expect(plain(formatMoney(950_000))).toBe('$ 9.500,00')
    expect(plain(formatMoney(123_456_789))).toBe('$ 1.234.567,89')
  })
  it('formats without decimals for the cart', () => {
    expect(plain(formatMoney(2_500_000, 0))).toBe('$ 25.000')
    expect(plain(formatMoney(99_950, 0))).toBe('$ 1.000')
  })
})

describe('effectivePrice', () => {
  it('uses the discount price only when the discount is on and valid', () => {
    expect(effectivePrice({ price: 1000, hasDiscount: true, discountPrice: 800 })).toBe(800)
    expect(effectivePrice({ price: 1000, hasDiscount: false, discountPrice: 800 })).toBe(1000)
    expect(effectivePrice({ price: 1000, hasDiscount: true, discountPrice: null })).toBe(1000)
    expect(effectivePrice({ price: 1000, hasDiscount: true, discountPrice: 1000 })).toBe(1000)
  })
  it('rounds the discount percentage', () => {
    expect(discountPercent(1_120_000, 990_000)).toBe(12)
  })
})
