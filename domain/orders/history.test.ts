import { describe, expect, it } from 'vitest'
import { ORDER_RANGE_MESSAGE } from '../messages/panel'
import { addDays, formatDay, isIsoDay, orderFilterSchema, orderIdPrefix, parseDay } from './history'

describe('order history days (docs/product.md#order-history)', () => {
  it('reads a day as Argentina writes it, or as ISO, whatever the browser’s locale', () => {
    expect(parseDay('09/03/2026')).toBe('2026-03-09')
    expect(parseDay('9/3/2026')).toBe('2026-03-09')
    expect(parseDay(' 9-3-26 ')).toBe('2026-03-09')
    expect(parseDay('09.03.2026')).toBe('2026-03-09')
    expect(parseDay('2026-03-09')).toBe('2026-03-09')
    expect(parseDay('2026-3-9')).toBe('2026-03-09')
    for (const wrong of ['31/02/2026', '13/13/2026', 'ayer', '', '2026/03/09', '1/1/1999'])
      expect(parseDay(wrong), wrong).toBeNull()
  })

  it('writes a day dd/mm/aaaa and counts days across months and leap years', () => {
    expect(formatDay('2026-03-09')).toBe('09/03/2026')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
  })

  it('takes 4 to 32 hex digits, with # or dashes, as an id prefix', () => {
    expect(orderIdPrefix('#ABCD1234')).toBe('abcd1234')
    expect(orderIdPrefix('3f2c0a1e-1111')).toBe('3f2c0a1e1111')
    expect(orderIdPrefix('abc')).toBeNull()
    expect(orderIdPrefix('Lucía')).toBeNull()
    expect(orderIdPrefix('a'.repeat(33))).toBeNull()
  })

  it('refuses a range that ends before it starts, on Hasta', () => {
    const result = orderFilterSchema.safeParse({ from: '2026-03-10', to: '2026-03-09' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toMatchObject([{ path: ['to'], message: ORDER_RANGE_MESSAGE }])
    expect(orderFilterSchema.parse({ from: '', status: '', q: '  ana ' })).toEqual({ q: 'ana' })
  })
})
