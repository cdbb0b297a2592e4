import { parseCentavos } from './rules'
import { describe, expect, it } from 'vitest'
import { categoryFormSchema, productFormSchema } from './schemas'
import { orderStatusActionSchema } from '../orders/schemas'
import {
  DISCOUNT_PRICE_MESSAGE,
  ESTIMATED_TIME_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
} from '../messages/customer'

const categoryId = '3f2c0a1e-1111-4222-8333-444455556666'
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])

describe('parseCentavos', () => {
  it('reads whole centavos from multipart text or a number', () => {
    expect(parseCentavos('125000')).toBe(125_000)
    expect(parseCentavos(' 99 ')).toBe(99)
    expect(parseCentavos(4500)).toBe(4500)
    expect(parseCentavos('')).toBeNull()
    expect(parseCentavos(undefined)).toBeNull()
    expect(parseCentavos(null)).toBeNull()
    for (const bad of ['12.50', '1.250', '-5', 'mil', '1e5', 12.5]) {
      expect(parseCentavos(bad)).toBeNaN()
    }
  })
})

describe('productFormSchema', () => {
  it('accepts the multipart strings and the typed values of a form alike', () => {
    const fromMultipart = productFormSchema.parse({
      name: '  Napolitana ',
      description: ' Con ajo ',
      price: '1120000',
      hasDiscount: 'true',
      discountPrice: '990000',
      isAvailable: 'false',
      categoryId,
    })
    const fromForm = productFormSchema.parse({
      name: 'Napolitana',
      description: 'Con ajo',
      price: 1_120_000,
      hasDiscount: true,
      discountPrice: 990_000,
      isAvailable: false,
      categoryId,
    })
    expect(fromMultipart).toEqual(fromForm)
    expect(fromForm).toEqual({
      name: 'Napolitana',
      description: 'Con ajo',
      price: 1_120_000,
      hasDiscount: true,
      discountPrice: 990_000,
      isAvailable: false,
      categoryId,
      removeImage: false,
    })
  })

  it('gives docs/product.md#validation’s message for a missing name, category or price', () => {
    for (const change of [{ name: ' ' }, { categoryId: '' }, { price: '0' }, { price: 'x' }]) {
      const result = productFormSchema.safeParse({ name: 'A', price: '100', categoryId, ...change })
      expect(messages(result)).toEqual([PRODUCT_REQUIRED_MESSAGE])
    }
  })

  it('checks the discount price only while the discount is on', () => {
    const base = { name: 'A', price: '1000', categoryId }
    for (const discountPrice of ['', '0', '1000', '1500', 'x']) {
      const on = productFormSchema.safeParse({ ...base, hasDiscount: 'true', discountPrice })
      expect(messages(on)).toEqual([DISCOUNT_PRICE_MESSAGE])
      const off = productFormSchema.safeParse({ ...base, hasDiscount: 'false', discountPrice })
      expect(off.success && off.data.discountPrice).toBeNull()
    }
  })
})

describe('categoryFormSchema', () => {
  it('trims the name and reads an empty preset as none', () => {
    expect(categoryFormSchema.parse({ name: ' Pastas ', presetImage: '' })).toEqual({
      name: 'Pastas',
      presetImage: null,
    })
    expect(categoryFormSchema.parse({ name: 'Pastas', presetImage: 'pastas' }).presetImage).toBe(
      'pastas',
    )
  })
})

describe('orderStatusActionSchema', () => {
  it('needs whole minutes between 1 and 240 to accept, and nothing to reject', () => {
    expect(orderStatusActionSchema.parse({ action: 'ACCEPT', estimatedTime: 1 })).toEqual({
      action: 'ACCEPT',
      estimatedTime: 1,
    })
    expect(orderStatusActionSchema.parse({ action: 'ACCEPT', estimatedTime: '240' })).toEqual({
      action: 'ACCEPT',
      estimatedTime: 240,
    })
    expect(orderStatusActionSchema.parse({ action: 'REJECT' })).toEqual({ action: 'REJECT' })
    // The panel's form sends what was typed, as text.
    expect(orderStatusActionSchema.parse({ action: 'ACCEPT', estimatedTime: ' 25 ' })).toEqual({
      action: 'ACCEPT',
      estimatedTime: 25,
    })
    for (const estimatedTime of [
      undefined,
      null,
      0,
      241,
      2.5,
      '',
      'diez',
      '0',
      '241',
      '2.5',
      '-5',
      '1e2',
    ]) {
      const result = orderStatusActionSchema.safeParse({ action: 'ACCEPT', estimatedTime })
      expect(messages(result)).toEqual([ESTIMATED_TIME_MESSAGE])
    }
  })
})
