import { describe, expect, it } from 'vitest'
import {
  compareByOpenStatus,
  crossesMidnight,
  getOpenStatus,
  zonedClock,
  type DayHours,
} from './opening-hours'

/** An instant given as Argentina wall-clock time (UTC-3, no daylight saving). */
const ar = (local: string) => new Date(`${local}:00-03:00`)
// 2026-11-23 is a Monday (dayOfWeek 1).
const MONDAY = '2026-11-23'
const lunchAndDinner: DayHours[] = [
  {
    dayOfWeek: 1,
    intervals: [
      { openTime: '12:00', closeTime: '15:00' },
      { openTime: '20:00', closeTime: '23:30' },
    ],
  },
]

describe('getOpenStatus', () => {
  it('is open from the opening minute and closed at the closing minute (exclusive)', () => {
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T12:00`)).label).toBe('Abierto')
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T14:59`)).label).toBe('Abierto')
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T15:00`)).label).not.toBe('Abierto')
  })

  it('says "Abre pronto" within 60 minutes of opening and the time beyond that', () => {
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T11:01`))).toEqual({
      kind: 'opens-soon',
      label: 'Abre pronto',
      opensAt: '12:00',
    })
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T10:59`))).toEqual({
      kind: 'opens-later',
      label: 'Abre a las 12:00',
      opensAt: '12:00',
    })
    // Between the two intervals the next one counts.
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T16:00`)).label).toBe('Abre a las 20:00')
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T19:30`)).label).toBe('Abre pronto')
  })

  it('is closed after the last interval, with no hours, and on a day without hours', () => {
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T23:30`)).label).toBe('Cerrado')
    expect(getOpenStatus([], ar(`${MONDAY}T12:00`)).label).toBe('Cerrado')
    expect(getOpenStatus(lunchAndDinner, ar('2026-11-24T12:00')).label).toBe('Cerrado')
  })

  it('counts an interval that crosses midnight on both days', () => {
    const late: DayHours[] = [
      { dayOfWeek: 1, intervals: [{ openTime: '20:00', closeTime: '02:00' }] },
    ]
    expect(crossesMidnight(late[0].intervals[0])).toBe(true)
    expect(getOpenStatus(late, ar(`${MONDAY}T23:59`)).label).toBe('Abierto')
    // Tuesday 01:59 still belongs to Monday's night; 02:00 is closing time.
    expect(getOpenStatus(late, ar('2026-11-24T01:59')).label).toBe('Abierto')
    expect(getOpenStatus(late, ar('2026-11-24T02:00')).label).toBe('Cerrado')
    // Monday early morning is not covered by Monday's own night.
    expect(getOpenStatus(late, ar(`${MONDAY}T01:00`)).label).toBe('Abre a las 20:00')
  })

  it('treats 00:00–00:00 as open all day, across the week boundary', () => {
    const always: DayHours[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      intervals: [{ openTime: '00:00', closeTime: '00:00' }],
    }))
    for (const t of [
      '2026-11-22T00:00',
      '2026-11-22T23:59',
      '2026-11-28T23:59',
      `${MONDAY}T00:00`,
    ]) {
      expect(getOpenStatus(always, ar(t)).label).toBe('Abierto')
    }
  })

  it('carries Saturday night into Sunday (week boundary)', () => {
    const saturdayNight: DayHours[] = [
      { dayOfWeek: 6, intervals: [{ openTime: '21:00', closeTime: '03:00' }] },
    ]
    expect(getOpenStatus(saturdayNight, ar('2026-11-29T02:30')).label).toBe('Abierto') // Sunday
  })

  it('says "Abre pronto" just before midnight for an opening early the next day', () => {
    const early: DayHours[] = [
      { dayOfWeek: 2, intervals: [{ openTime: '00:30', closeTime: '06:00' }] },
    ]
    expect(getOpenStatus(early, ar(`${MONDAY}T23:45`)).label).toBe('Abre pronto')
    expect(getOpenStatus(early, ar(`${MONDAY}T23:00`)).label).toBe('Cerrado')
  })

  it('evaluates in Argentina whatever time zone the device is in', () => {
    // 15:00 UTC is 12:00 in Córdoba: open, even though it is 00:00 the next day in Tokyo.
    const instant = new Date('2026-11-23T15:00:00Z')
    expect(zonedClock(instant)).toEqual({ dayOfWeek: 1, minuteOfDay: 12 * 60 })
    expect(getOpenStatus(lunchAndDinner, instant).label).toBe('Abierto')
    expect(zonedClock(instant, 'Asia/Tokyo')).toEqual({ dayOfWeek: 2, minuteOfDay: 0 })
  })
})

describe('compareByOpenStatus', () => {
  it('sorts Abierto, Abre pronto, Abre a, Cerrado, then by name', () => {
    const shops = [
      { name: 'Zeta', status: { kind: 'closed', label: 'Cerrado' } },
      { name: 'beta', status: { kind: 'open', label: 'Abierto' } },
      {
        name: 'Ñandú',
        status: { kind: 'opens-later', label: 'Abre a las 20:00', opensAt: '20:00' },
      },
      { name: 'Álamo', status: { kind: 'open', label: 'Abierto' } },
      { name: 'Casa', status: { kind: 'opens-soon', label: 'Abre pronto', opensAt: '12:00' } },
    ] as const
    expect([...shops].sort(compareByOpenStatus).map((s) => s.name)).toEqual([
      'Álamo',
      'beta',
      'Casa',
      'Ñandú',
      'Zeta',
    ])
  })
})

describe('getOpenStatus edge cases', () => {
  it('is "Abre pronto" exactly 60 minutes before opening', () => {
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T11:00`))).toEqual({
      kind: 'opens-soon',
      label: 'Abre pronto',
      opensAt: '12:00',
    })
  })

  it('is closed exactly at the closing time of the last interval', () => {
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T23:30`))).toEqual({
      kind: 'closed',
      label: 'Cerrado',
    })
    expect(getOpenStatus(lunchAndDinner, ar(`${MONDAY}T23:29`)).label).toBe('Abierto')
  })

  it('uses Argentina time even when the process runs in another time zone', () => {
    const original = process.env.TZ
    try {
      // Node re-reads TZ when it changes: Dates now behave as in a browser in Tokyo (UTC+9).
      process.env.TZ = 'Asia/Tokyo'
      // Tuesday 00:00 on a Tokyo clock is Monday 12:00 in Córdoba: lunch has just started.
      const tokyoMidnight = new Date(2026, 10, 24, 0, 0)
      expect(tokyoMidnight.getHours()).toBe(0)
      expect(tokyoMidnight.getDay()).toBe(2)
      expect(getOpenStatus(lunchAndDinner, tokyoMidnight).label).toBe('Abierto')
      // And 11:00 in Córdoba (Tokyo 23:00 Monday) is an hour before it.
      expect(getOpenStatus(lunchAndDinner, new Date(2026, 10, 23, 23, 0)).label).toBe('Abre pronto')
    } finally {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    }
  })
})
