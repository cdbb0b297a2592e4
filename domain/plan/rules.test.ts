import { describe, expect, it } from 'vitest'
import { formatDate, planState } from './rules'

const now = new Date('2026-11-22T12:00:00Z')

describe('planState', () => {
  it('is unpaid while the subscription is not paid, whatever the date', () => {
    expect(planState({ subscriptionPaid: false, expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(
      'unpaid',
    )
  })
  it('is active when paid and not expired (or with no end date)', () => {
    expect(planState({ subscriptionPaid: true, expiresAt: '2026-12-22T00:00:00Z' }, now)).toBe(
      'active',
    )
    expect(planState({ subscriptionPaid: true, expiresAt: null }, now)).toBe('active')
  })
  it('is expired when paid and the end date passed', () => {
    expect(planState({ subscriptionPaid: true, expiresAt: '2026-11-22T11:59:59Z' }, now)).toBe(
      'expired',
    )
  })
})

describe('formatDate', () => {
  it('writes the Argentine calendar day in Spanish', () => {
    // 02:00 UTC is still the previous day in Argentina.
    expect(formatDate('2026-12-01T02:00:00Z')).toBe('30 de noviembre de 2026')
  })
})
