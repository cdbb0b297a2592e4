import { afterEach, describe, expect, it, vi } from 'vitest'
import { discountPercent, effectivePrice, formatMoney, groupThousands } from './rules'

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

  // Written out, not asked of Intl (docs/product.md#fast-public-pages): the same text, character
  // for character, for every whole amount, negative ones and the halves that round included.
  it('writes every whole amount exactly as Intl does for ARS in es-AR', () => {
    const intl = (decimals: 0 | 2) =>
      new Intl.NumberFormat('es-AR', {
        style: 'currency',
        currency: 'ARS',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
    const amounts = [0, 1, 49, 50, 51, 99, 100, 150, 99_950, 100_049, 123_456_789]
    // Up to 10^13 centavos: past that, Intl's pesos (the amount / 100, a double) lose centavos.
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))))
    for (const amount of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      for (const decimals of [0, 2] as const) {
        expect(formatMoney(amount, decimals)).toBe(intl(decimals).format(amount / 100))
      }
    }
  })

  it('makes no Intl formatter for whole centavos; Intl formats what is not one', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    formatMoney(1_234_56)
    formatMoney(99_950, 0)
    expect(made).not.toHaveBeenCalled()
    expect(plain(formatMoney(1234.5))).toBe('$ 12,35')
    expect(made).toHaveBeenCalled()
  })
})

afterEach(() => vi.restoreAllMocks())

describe('groupThousands', () => {
  it('groups digits in threes with dots', () => {
    expect([0, 7, 999, 1000, 15_000, 1_500_000].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1.000',
      '15.000',
      '1.500.000',
    ])
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
