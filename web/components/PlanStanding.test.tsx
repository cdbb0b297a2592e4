// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PLAN_STANDING_TONES } from '../../domain/plan/rules'
import { PlanStandingBadge, PLAN_TONE_CLASSES, sessionPlanStanding } from './PlanStanding'

afterEach(cleanup)

const NOW = new Date('2026-11-27T15:00:00.000Z')

describe('one set of plan states (docs/product.md#plan)', () => {
  it('reads a never-paid plan as pending whatever end date it carries', () => {
    // The demo shop: an end date written, never paid. Not 'Inactivo' beside a date: pending.
    const demo = { plan: 'Starter', subscriptionPaid: false, expiresAt: '2026-12-26T15:00:00.000Z' }
    expect(sessionPlanStanding(demo, NOW)).toBe('pending')
    expect(sessionPlanStanding({ ...demo, plan: 'Sin plan' }, NOW)).toBe('none')
    expect(sessionPlanStanding({ ...demo, subscriptionPaid: true }, NOW)).toBe('active')
    expect(
      sessionPlanStanding(
        { ...demo, subscriptionPaid: true, expiresAt: '2026-11-20T15:00:00.000Z' },
        NOW,
      ),
    ).toBe('expired')
  })

  it('draws each standing in its word and its colour', () => {
    render(
      <>
        <PlanStandingBadge standing="pending" />
        <PlanStandingBadge standing="active" />
        <PlanStandingBadge standing="expired" />
      </>,
    )
    expect(screen.getByText('Pendiente').className).toContain(PLAN_TONE_CLASSES.amber.badge)
    expect(screen.getByText('Activo').className).toContain(PLAN_TONE_CLASSES.green.badge)
    expect(screen.getByText('Vencido').className).toContain(PLAN_TONE_CLASSES.red.badge)
    expect(PLAN_STANDING_TONES.suspended).toBe('red')
  })
})
