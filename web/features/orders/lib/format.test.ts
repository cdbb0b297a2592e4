import { describe, expect, it } from 'vitest'
import {
  badgeNumber,
  formatOrderTime,
  orderDayLabel,
  respondedByText,
  shortOrderId,
} from './format'

describe('order display', () => {
  it('shows the first 8 characters of the id', () => {
    expect(shortOrderId('3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e')).toBe('3f2a9c1e')
  })

  it('shows the time in Argentina (UTC-3) as HH:mm, across midnight', () => {
    expect(formatOrderTime('2026-03-10T23:15:00Z')).toBe('20:15')
    expect(formatOrderTime('2026-03-11T02:59:00Z')).toBe('23:59')
    expect(formatOrderTime('2026-03-11T03:05:00Z')).toBe('00:05')
  })

  it('names the day only when it is not today in Argentina', () => {
    const now = new Date('2026-03-11T12:00:00Z') // 09:00 on the 11th in Córdoba
    expect(orderDayLabel('2026-03-11T03:30:00Z', now)).toBeNull()
    expect(orderDayLabel('2026-03-11T02:30:00Z', now)).toBe('Ayer') // 23:30 on the 10th
    expect(orderDayLabel('2026-03-08T15:00:00Z', now)).toBe('08/03')
  })

  it('keeps the pending badge to two digits', () => {
    expect(badgeNumber(7)).toBe('7')
    expect(badgeNumber(99)).toBe('99')
    expect(badgeNumber(140)).toBe('99+')
  })
})

describe('who answered an order (docs/product.md#team)', () => {
  it('names the member who accepted or rejected it, in a shop with a team', () => {
    expect(respondedByText({ status: 'ACCEPTED', respondedByName: 'Tomás' })).toBe(
      'Aceptado por Tomás',
    )
    expect(respondedByText({ status: 'REJECTED', respondedByName: 'Lucía' })).toBe(
      'Rechazado por Lucía',
    )
  })
  it('names nobody in a shop of its owner alone, or while the order waits', () => {
    expect(respondedByText({ status: 'ACCEPTED', respondedByName: null })).toBeNull()
    expect(respondedByText({ status: 'ACCEPTED' })).toBeNull()
    expect(respondedByText({ status: 'PENDING', respondedByName: 'Tomás' })).toBeNull()
  })
})
