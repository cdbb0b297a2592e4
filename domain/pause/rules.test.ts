import { describe, expect, it } from 'vitest'
import type { DayHours } from '../hours/rules'
import { activePause, pausedLabel, pausedMessage, pauseEnd, pauseUntilTomorrow } from './rules'
import { pauseRequestSchema } from './schemas'

/** An instant given in Argentina's wall-clock time (UTC−3). */
const ar = (local: string) => new Date(`${local}-03:00`)
const everyDay = (openTime: string, closeTime: string): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    intervals: [{ openTime, closeTime }],
  }))

// 2026-11-24 is a Tuesday.
describe('pauseEnd with minutes', () => {
  it('ends on a whole minute, rounded up', () => {
    expect(pauseEnd({ minutes: 15 }, [], ar('2026-11-24T20:13:40'))).toEqual(
      ar('2026-11-24T20:29:00'),
    )
    expect(pauseEnd({ minutes: 30 }, [], ar('2026-11-24T20:00:00'))).toEqual(
      ar('2026-11-24T20:30:00'),
    )
  })
})

describe('pauseUntilTomorrow', () => {
  const lunchToNight = everyDay('11:00', '23:00')

  it('open now: until the next opening after tonight’s closing', () => {
    expect(pauseUntilTomorrow(lunchToNight, ar('2026-11-24T21:10:30'))).toEqual(
      ar('2026-11-25T11:00:00'),
    )
  })

  it('closed before today’s opening: today’s period is skipped too', () => {
    expect(pauseUntilTomorrow(lunchToNight, ar('2026-11-24T09:00:00'))).toEqual(
      ar('2026-11-25T11:00:00'),
    )
  })

  it('closed after tonight’s closing: tomorrow’s opening', () => {
    expect(pauseUntilTomorrow(lunchToNight, ar('2026-11-24T23:30:00'))).toEqual(
      ar('2026-11-25T11:00:00'),
    )
  })

  it('a night past midnight is skipped whole', () => {
    expect(pauseUntilTomorrow(everyDay('20:00', '02:00'), ar('2026-11-24T23:00:00'))).toEqual(
      ar('2026-11-25T20:00:00'),
    )
  })

  it('a day the shop does not open is skipped', () => {
    const noWednesday = lunchToNight.filter((d) => d.dayOfWeek !== 3)
    expect(pauseUntilTomorrow(noWednesday, ar('2026-11-24T21:00:00'))).toEqual(
      ar('2026-11-26T11:00:00'),
    )
  })

  it('hours that never close, or never open: the next midnight', () => {
    expect(pauseUntilTomorrow(everyDay('00:00', '00:00'), ar('2026-11-24T21:00:00'))).toEqual(
      ar('2026-11-25T00:00:00'),
    )
    expect(pauseUntilTomorrow([], ar('2026-11-24T21:00:00'))).toEqual(ar('2026-11-25T00:00:00'))
  })
})

describe('what a customer reads', () => {
  const now = ar('2026-11-24T20:13:00')

  it('today, tomorrow, another day', () => {
    expect(pausedMessage(ar('2026-11-24T20:45:00'), now)).toBe(
      'No está tomando pedidos hasta las 20:45',
    )
    expect(pausedMessage(ar('2026-11-25T11:00:00'), now)).toBe(
      'No está tomando pedidos hasta las 11:00 de mañana',
    )
    expect(pausedMessage(ar('2026-11-26T11:00:00'), now)).toBe(
      'No está tomando pedidos hasta las 11:00 del jueves',
    )
    expect(pausedLabel(ar('2026-11-24T20:45:00'), now)).toBe('Pausado hasta las 20:45')
  })

  it('a pause past midnight UTC still belongs to Argentina’s day', () => {
    // 22:30 in Argentina is 01:30 UTC of the next day.
    expect(pausedMessage(ar('2026-11-24T22:30:00'), ar('2026-11-24T22:00:00'))).toBe(
      'No está tomando pedidos hasta las 22:30',
    )
  })
})

describe('activePause', () => {
  it('only a pause still to come counts', () => {
    const now = ar('2026-11-24T20:00:00')
    expect(activePause(null, now)).toBeNull()
    expect(activePause(ar('2026-11-24T20:00:00'), now)).toBeNull()
    expect(activePause(ar('2026-11-24T20:15:00').toISOString(), now)).toEqual(
      ar('2026-11-24T20:15:00'),
    )
  })
})

describe('pauseRequestSchema', () => {
  it('takes minutes or tomorrow, and nothing else', () => {
    expect(pauseRequestSchema.safeParse({ minutes: 30 }).success).toBe(true)
    expect(pauseRequestSchema.safeParse({ until: 'tomorrow' }).success).toBe(true)
    for (const body of [
      { minutes: 0 },
      { minutes: 1.5 },
      { minutes: 1441 },
      { until: 'never' },
      {},
    ]) {
      const parsed = pauseRequestSchema.safeParse(body)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0].message).toMatch(/^Elegí por cuánto tiempo pausar/)
    }
  })
})
