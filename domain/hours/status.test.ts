import { describe, expect, it } from 'vitest'
import { crossesMidnight, zonedClock, type DayHours } from './rules'
import {
  compareByOpenStatus,
  getOpenStatus,
  minuteOfWeek,
  nextStatusChange,
  rankAt,
  statusRank,
  weeklyRanks,
} from './status'

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

describe('nextStatusChange', () => {
  const MINUTE = 60_000
  const weekdays = (intervals: DayHours['intervals'], days = [1, 2, 3, 4, 5]): DayHours[] =>
    days.map((dayOfWeek) => ({ dayOfWeek, intervals }))
  const schedules: Record<string, DayHours[]> = {
    'lunch and dinner on Monday': lunchAndDinner,
    'nights crossing midnight': weekdays([{ openTime: '20:00', closeTime: '02:00' }]),
    'an opening at 00:30 (Abre pronto the evening before)': weekdays([
      { openTime: '00:30', closeTime: '06:00' },
      { openTime: '18:00', closeTime: '23:59' },
    ]),
    'Saturday night into Sunday': [
      { dayOfWeek: 6, intervals: [{ openTime: '21:00', closeTime: '03:00' }] },
    ],
    'one interval ending where the next starts': weekdays([
      { openTime: '09:00', closeTime: '13:00' },
      { openTime: '13:00', closeTime: '17:30' },
    ]),
    'open every day but Sunday, all day': weekdays(
      [{ openTime: '00:00', closeTime: '00:00' }],
      [1, 2, 3, 4, 5, 6],
    ),
    'openings less than an hour apart': weekdays([
      { openTime: '08:00', closeTime: '08:20' },
      { openTime: '08:50', closeTime: '12:00' },
    ]),
  }
  // Every 17 minutes over Sunday to Tuesday, plus the minutes around midnight and the boundaries.
  const instants = [
    ...Array.from(
      { length: (3 * 24 * 60) / 17 },
      (_, i) => new Date(ar('2026-11-22T00:00').getTime() + i * 17 * MINUTE),
    ),
    ...[
      '2026-11-22T23:59',
      `${MONDAY}T00:00`,
      `${MONDAY}T00:01`,
      `${MONDAY}T10:59`,
      `${MONDAY}T11:00`,
      `${MONDAY}T11:59`,
      `${MONDAY}T19:59`,
      `${MONDAY}T23:29`,
      `${MONDAY}T23:30`,
      `${MONDAY}T23:59`,
      '2026-11-24T01:59',
      '2026-11-24T02:00',
      '2026-11-28T23:59',
      '2026-11-29T02:59',
    ].map(ar),
    // Mid-minute: the change is still on the minute.
    new Date(ar(`${MONDAY}T11:59`).getTime() + 42_500),
  ]

  const SUNDAY = ar('2026-11-22T00:00').getTime()
  const WEEK = 7 * 24 * 60

  for (const [name, hours] of Object.entries(schedules)) {
    it(`holds the status until the instant it returns and not after: ${name}`, () => {
      // getOpenStatus at every minute of a week, from Sunday 00:00 (the statuses repeat weekly).
      const week = Array.from({ length: WEEK }, (_, i) =>
        JSON.stringify(getOpenStatus(hours, new Date(SUNDAY + i * MINUTE))),
      )
      const statusAt = (t: number) =>
        week[((Math.floor((t - SUNDAY) / MINUTE) % WEEK) + WEEK) % WEEK]
      for (const now of instants) {
        const status = JSON.stringify(getOpenStatus(hours, now))
        expect(statusAt(now.getTime())).toBe(status)
        const change = nextStatusChange(hours, now)
        expect(change, now.toISOString()).not.toBeNull()
        const at = change!.getTime()
        expect(at).toBeGreaterThan(now.getTime())
        expect(at % MINUTE).toBe(0)
        expect(at - now.getTime()).toBeLessThanOrEqual(WEEK * MINUTE)
        // Every minute in between answers the same; the change itself does not.
        let firstDifferent = Math.floor(now.getTime() / MINUTE) * MINUTE + MINUTE
        while (firstDifferent < at && statusAt(firstDifferent) === status) firstDifferent += MINUTE
        expect(new Date(firstDifferent), now.toISOString()).toEqual(change)
        expect(JSON.stringify(getOpenStatus(hours, new Date(at - 1)))).toBe(status)
        expect(JSON.stringify(getOpenStatus(hours, change!))).not.toBe(status)
      }
    })
  }

  it('names the boundaries of a day: Abre a las, Abre pronto, Abierto, between, Cerrado', () => {
    const at = (local: string) => nextStatusChange(lunchAndDinner, ar(local))
    expect(at(`${MONDAY}T00:00`)).toEqual(ar(`${MONDAY}T11:00`))
    expect(at(`${MONDAY}T11:00`)).toEqual(ar(`${MONDAY}T12:00`))
    expect(at(`${MONDAY}T12:00`)).toEqual(ar(`${MONDAY}T15:00`))
    expect(at(`${MONDAY}T15:00`)).toEqual(ar(`${MONDAY}T19:00`))
    expect(at(`${MONDAY}T19:00`)).toEqual(ar(`${MONDAY}T20:00`))
    expect(at(`${MONDAY}T20:00`)).toEqual(ar(`${MONDAY}T23:30`))
    // Cerrado from 23:30 Monday until the next Monday's 'Abre a las 12:00' at midnight.
    expect(at(`${MONDAY}T23:30`)).toEqual(ar('2026-11-30T00:00'))
    // 'Abre a las 20:00' early Monday under a night interval: the change is at 19:00, not midnight.
    const late = weekdays([{ openTime: '20:00', closeTime: '02:00' }])
    expect(nextStatusChange(late, ar(`${MONDAY}T02:00`))).toEqual(ar(`${MONDAY}T19:00`))
    // Friday's night ends Saturday 02:00; then Cerrado until Monday 00:00 says 'Abre a las 20:00'.
    expect(nextStatusChange(late, ar('2026-11-28T01:00'))).toEqual(ar('2026-11-28T02:00'))
    expect(nextStatusChange(late, ar('2026-11-28T02:00'))).toEqual(ar('2026-11-30T00:00'))
  })

  it('is null when the status never changes', () => {
    expect(nextStatusChange([], ar(`${MONDAY}T12:00`))).toBeNull()
    const always = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      intervals: [{ openTime: '00:00', closeTime: '00:00' }],
    }))
    expect(nextStatusChange(always, ar(`${MONDAY}T12:00`))).toBeNull()
  })
})

describe('weeklyRanks', () => {
  const weekdays = (intervals: DayHours['intervals'], days = [1, 2, 3, 4, 5]): DayHours[] =>
    days.map((dayOfWeek) => ({ dayOfWeek, intervals }))
  const schedules: Record<string, DayHours[]> = {
    'no hours': [],
    'lunch and dinner on Monday': lunchAndDinner,
    'nights crossing midnight': weekdays([{ openTime: '20:00', closeTime: '02:00' }]),
    'an opening at 00:30 (Abre pronto the evening before)': weekdays([
      { openTime: '00:30', closeTime: '06:00' },
      { openTime: '18:00', closeTime: '23:59' },
    ]),
    'Saturday night into Sunday': [
      { dayOfWeek: 6, intervals: [{ openTime: '21:00', closeTime: '03:00' }] },
    ],
    'Sunday 00:15 (Abre pronto on Saturday night, across the week)': [
      { dayOfWeek: 0, intervals: [{ openTime: '00:15', closeTime: '06:00' }] },
    ],
    'open all week': [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      intervals: [{ openTime: '00:00', closeTime: '00:00' }],
    })),
    'openings less than an hour apart': weekdays([
      { openTime: '08:00', closeTime: '08:20' },
      { openTime: '08:50', closeTime: '12:00' },
    ]),
  }
  const SUNDAY = ar('2026-11-22T00:00').getTime()

  for (const [name, hours] of Object.entries(schedules)) {
    it(`ranks every minute of the week as getOpenStatus does: ${name}`, () => {
      const timeline = weeklyRanks(hours)
      for (let m = 0; m < 7 * 24 * 60; m++) {
        const now = new Date(SUNDAY + m * 60_000)
        expect(minuteOfWeek(now)).toBe(m)
        expect(rankAt(timeline, m), now.toISOString()).toBe(
          statusRank[getOpenStatus(hours, now).kind],
        )
      }
    })
  }

  it('keeps one stretch per change: a shop with no hours is Cerrado all week', () => {
    expect([...weeklyRanks([])]).toEqual([3])
    // Monday: Abre a las 12:00 from midnight, Abre pronto at 11:00, Abierto 12:00–15:00, …
    const monday = 24 * 60
    expect([...weeklyRanks(lunchAndDinner)].map((e) => [(e >> 2) - monday, e & 3])).toEqual([
      [-monday, 3],
      [0, 2],
      [11 * 60, 1],
      [12 * 60, 0],
      [15 * 60, 2],
      [19 * 60, 1],
      [20 * 60, 0],
      [23 * 60 + 30, 3],
    ])
  })
})
