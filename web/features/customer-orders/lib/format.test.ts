import { describe, expect, it } from 'vitest'
import { formatClock } from '../../../lib/argentina-time'
import { formatPlacedAt, orderNumber, readyText, receiptMoney } from './format'

// 2025-11-21 13:20 in Córdoba is 16:20 UTC (UTC-3 all year).
const NOW = new Date('2025-11-21T16:20:00Z')

describe('order page formats', () => {
  it('names the order by the first 8 characters of its id', () => {
    expect(orderNumber('3f2a9c1e-1111-4000-8000-000000000000')).toBe('#3f2a9c1e')
  })

  it('shows clock times in Argentina, 24 h, whatever the device zone', () => {
    expect(formatClock('2025-11-21T16:45:00Z')).toBe('13:45')
    expect(formatClock('2025-11-22T02:05:00Z')).toBe('23:05')
  })

  it('says today, yesterday or the date, by the day in Argentina', () => {
    expect(formatPlacedAt('2025-11-21T15:00:00Z', NOW)).toBe('Hoy, 12:00')
    // 01:30 UTC on the 21st is still the 20th, 22:30, in Argentina.
    expect(formatPlacedAt('2025-11-21T01:30:00Z', NOW)).toBe('Ayer, 22:30')
    expect(formatPlacedAt('2025-11-19T15:00:00Z', NOW)).toBe('19/11/2025, 12:00')
  })

  it('tells the wait and the clock time of an accepted order', () => {
    expect(readyText(25, '2025-11-21T16:45:00Z')).toBe('Listo en 25 min, a las 13:45')
    expect(readyText(null, null)).toBeNull()
  })

  it('shows whole pesos unless the amount has centavos', () => {
    expect(receiptMoney(4_280_000)).toBe('$\u00a042.800')
    expect(receiptMoney(4_280_050)).toBe('$\u00a042.800,50')
  })
})
