import { describe, expect, it } from 'vitest'
import type { PlanFacts } from './rules'
import { extendedExpiry, formatDate, orderGate, planStanding, planState } from './rules'

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

describe('planStanding and orderGate', () => {
  const terms = { trialDays: 30, graceDays: 7 }
  const shop = (over: Partial<PlanFacts> = {}) => ({
    plan: 'starter',
    subscriptionPaid: false,
    expiresAt: null,
    createdAt: '2026-11-01T12:00:00Z',
    suspendedAt: null,
    ...over,
  })

  it('names the one state each shop is in', () => {
    expect(planStanding(shop({ plan: null }), now)).toBe('none')
    expect(planStanding(shop(), now)).toBe('pending')
    expect(
      planStanding(shop({ subscriptionPaid: true, expiresAt: '2026-12-01T00:00:00Z' }), now),
    ).toBe('active')
    expect(
      planStanding(shop({ subscriptionPaid: true, expiresAt: '2026-11-01T00:00:00Z' }), now),
    ).toBe('expired')
    expect(
      planStanding(
        shop({ subscriptionPaid: true, expiresAt: null, suspendedAt: '2026-11-20T00:00:00Z' }),
        now,
      ),
    ).toBe('suspended')
  })

  it('lets an unpaid shop take orders during its trial only', () => {
    expect(orderGate(shop(), terms, now)).toEqual({
      open: true,
      until: new Date('2026-12-01T12:00:00Z'),
    })
    expect(orderGate(shop({ createdAt: '2026-10-01T12:00:00Z' }), terms, now)).toEqual({
      open: false,
      reason: 'trial-over',
      since: new Date('2026-10-31T12:00:00Z'),
    })
  })

  it('keeps an expired shop open through its grace period, then closes it', () => {
    const expired = shop({ subscriptionPaid: true, expiresAt: '2026-11-18T12:00:00Z' })
    expect(orderGate(expired, terms, now)).toEqual({
      open: true,
      until: new Date('2026-11-25T12:00:00Z'),
    })
    expect(orderGate({ ...expired, expiresAt: '2026-11-15T11:00:00Z' }, terms, now)).toMatchObject({
      open: false,
      reason: 'grace-over',
    })
  })

  it('closes a suspended shop whatever its plan', () => {
    const paid = shop({ subscriptionPaid: true, suspendedAt: '2026-11-20T00:00:00Z' })
    expect(orderGate(paid, terms, now)).toMatchObject({ open: false, reason: 'suspended' })
  })
})

describe('extendedExpiry', () => {
  it('counts a month from the current end when it is still ahead', () => {
    expect(extendedExpiry('2026-12-10T03:00:00Z', 1, now).end).toEqual(
      new Date('2027-01-10T03:00:00Z'),
    )
  })
  it('counts from now when the plan already ended or never started', () => {
    expect(extendedExpiry('2026-10-01T00:00:00Z', 1, now).end).toEqual(
      new Date('2026-12-22T12:00:00Z'),
    )
    expect(extendedExpiry(null, 2, now)).toEqual({
      start: now,
      end: new Date('2027-01-22T12:00:00Z'),
    })
  })
  it('ends a month after the 31st on the last day of a shorter month', () => {
    const jan31 = new Date('2027-01-31T15:00:00Z')
    expect(extendedExpiry(null, 1, jan31).end).toEqual(new Date('2027-02-28T15:00:00Z'))
  })
})
