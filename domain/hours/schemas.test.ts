import { describe, expect, it } from 'vitest'
import { intervalsOverlap, openingHoursSchema } from './schemas'
import {
  DAY_OF_WEEK_MESSAGE,
  DUPLICATE_DAY_MESSAGE,
  TIME_MESSAGE,
  TOO_MANY_INTERVALS_MESSAGE,
} from '../messages/panel'

const i = (openTime: string, closeTime: string) => ({ openTime, closeTime })
const problem = (openingHours: unknown) => {
  const result = openingHoursSchema.safeParse({ openingHours })
  return result.success ? null : result.error.issues[0].message
}

describe('intervalsOverlap', () => {
  it('finds intervals of one day that share a minute', () => {
    expect(intervalsOverlap([i('12:00', '15:00'), i('14:30', '18:00')])).toBe(true)
    expect(intervalsOverlap([i('20:00', '23:00'), i('12:00', '21:00')])).toBe(true)
    expect(intervalsOverlap([i('12:00', '15:00'), i('12:00', '15:00')])).toBe(true)
  })

  it('lets one interval end where the next begins (closing time is exclusive)', () => {
    expect(intervalsOverlap([i('12:00', '15:00'), i('15:00', '20:00')])).toBe(false)
  })

  it('places a midnight-crossing interval’s early hours on the next day', () => {
    // 20:00–02:00 runs into tomorrow; today's 01:00–03:00 is earlier the same day.
    expect(intervalsOverlap([i('20:00', '02:00'), i('01:00', '03:00')])).toBe(false)
    expect(intervalsOverlap([i('20:00', '02:00'), i('12:00', '16:00')])).toBe(false)
    expect(intervalsOverlap([i('20:00', '02:00'), i('23:00', '23:30')])).toBe(true)
    expect(intervalsOverlap([i('18:00', '21:00'), i('20:00', '02:00')])).toBe(true)
  })

  it('treats 00:00–00:00 as the whole day', () => {
    expect(intervalsOverlap([i('00:00', '00:00')])).toBe(false)
    expect(intervalsOverlap([i('00:00', '00:00'), i('23:00', '23:59')])).toBe(true)
    expect(intervalsOverlap([i('00:00', '00:00'), i('00:00', '01:00')])).toBe(true)
  })
})

describe('openingHoursSchema', () => {
  it('accepts a week with split shifts and a night crossing midnight, in week order', () => {
    const result = openingHoursSchema.parse({
      openingHours: [
        { dayOfWeek: 5, intervals: [i('20:00', '02:00'), i('11:30', '15:00')] },
        { dayOfWeek: 0, intervals: [i('00:00', '00:00')] },
        { dayOfWeek: 3, intervals: [] },
      ],
    })
    expect(result.openingHours).toEqual([
      { dayOfWeek: 0, intervals: [i('00:00', '00:00')] },
      { dayOfWeek: 5, intervals: [i('11:30', '15:00'), i('20:00', '02:00')] },
    ])
  })

  it('accepts an empty week (a shop with no hours yet)', () => {
    expect(openingHoursSchema.parse({ openingHours: [] }).openingHours).toEqual([])
  })

  it.each([
    ['9:00', '12:00'],
    ['09:00', '24:00'],
    ['09:60', '12:00'],
    ['09:00:00', '12:00'],
    ['', '12:00'],
    ['mediodía', '12:00'],
  ])('refuses the malformed time %s–%s', (openTime, closeTime) => {
    expect(problem([{ dayOfWeek: 1, intervals: [{ openTime, closeTime }] }])).toBe(TIME_MESSAGE)
  })

  it('refuses an interval with a missing time', () => {
    expect(problem([{ dayOfWeek: 1, intervals: [{ openTime: '09:00' }] }])).toBe(TIME_MESSAGE)
  })

  it.each([-1, 7, 1.5, '1', null])('refuses the day of week %s', (dayOfWeek) => {
    expect(problem([{ dayOfWeek, intervals: [i('09:00', '12:00')] }])).toBe(DAY_OF_WEEK_MESSAGE)
  })

  it('refuses a day listed twice', () => {
    expect(
      problem([
        { dayOfWeek: 2, intervals: [i('09:00', '12:00')] },
        { dayOfWeek: 2, intervals: [i('17:00', '20:00')] },
      ]),
    ).toBe(DUPLICATE_DAY_MESSAGE)
    const eight = [0, 1, 2, 3, 4, 5, 6, 6].map((dayOfWeek) => ({
      dayOfWeek,
      intervals: [i('09:00', '12:00')],
    }))
    expect(problem(eight)).toBe(DUPLICATE_DAY_MESSAGE)
  })

  it('refuses overlapping intervals, naming the day', () => {
    expect(problem([{ dayOfWeek: 3, intervals: [i('09:00', '13:00'), i('12:00', '16:00')] }])).toBe(
      'Los horarios del miércoles se superponen.',
    )
    expect(problem([{ dayOfWeek: 6, intervals: [i('00:00', '00:00'), i('21:00', '03:00')] }])).toBe(
      'Los horarios del sábado se superponen.',
    )
  })

  it('refuses more than six intervals in a day', () => {
    const seven = [8, 9, 10, 11, 12, 13, 14].map((h) =>
      i(`${h}:00`.padStart(5, '0'), `${h}:30`.padStart(5, '0')),
    )
    expect(problem([{ dayOfWeek: 1, intervals: seven }])).toBe(TOO_MANY_INTERVALS_MESSAGE)
  })

  it('needs the list itself', () => {
    expect(openingHoursSchema.safeParse({}).error?.issues[0].message).toBe(
      'Enviá los horarios de atención.',
    )
  })
})
