import { describe, expect, it } from 'vitest'
import { getOpenStatus } from '../../domain/hours/status'
import { demoHours } from './index'

/*
 * The demo's hours are set relative to the moment of seeding (docs/product.md#open-status): a
 * fresh demo shows every status, and still does an hour later, whatever the hour it was seeded at.
 */

const MINUTE = 60_000
// Saturday 2026-11-28 00:00 in Argentina (UTC-3), then every five minutes of that day.
const saturday = Date.UTC(2026, 10, 28, 3, 0)
const seedMoments = Array.from({ length: 24 * 12 }, (_, i) => new Date(saturday + i * 5 * MINUTE))

describe('demo hours', () => {
  it.each([0, 50])('hold every status %i minutes after seeding, at any hour', (after) => {
    for (const seeded of seedMoments) {
      const at = new Date(seeded.getTime() + after * MINUTE)
      const kinds = {
        open: getOpenStatus(demoHours('around-the-clock', seeded), at).kind,
        closed: getOpenStatus(demoHours('closed-today', seeded), at).kind,
        soon: getOpenStatus(demoHours('opens-soon', seeded), at).kind,
      }
      expect({ seeded: seeded.toISOString(), ...kinds }).toEqual({
        seeded: seeded.toISOString(),
        open: 'open',
        closed: 'closed',
        soon: 'opens-soon',
      })
    }
  })

  it('seeded just before midnight, the shop opening soon opens after it', () => {
    const seeded = new Date(saturday + (24 * 60 - 10) * MINUTE) // 23:50
    const hours = demoHours('opens-soon', seeded)
    expect(getOpenStatus(hours, seeded)).toEqual({
      kind: 'opens-soon',
      label: 'Abre pronto',
      opensAt: '00:50',
    })
    expect(getOpenStatus(hours, new Date(seeded.getTime() + 60 * MINUTE)).kind).toBe('open')
  })
})
