import { describe, expect, it } from 'vitest'
import type { DayHours } from '../hours/rules'
import { dueAt, scheduledLabel, scheduleSlots, slotProblem, type ScheduleShop } from './slots'

// Friday 27 November 2026, 12:00 in Argentina (UTC-3 all year).
const NOON_FRIDAY = new Date('2026-11-27T15:00:00Z')
const everyDay = (intervals: DayHours['intervals']): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, intervals }))
const shop = (over: Partial<ScheduleShop> = {}): ScheduleShop => ({
  openingHours: everyDay([
    { openTime: '11:00', closeTime: '15:00' },
    { openTime: '20:00', closeTime: '00:30' },
  ]),
  leadMinutes: 30,
  slotCapacity: null,
  ...over,
})
const at = (argentina: string) => new Date(`${argentina}-03:00`)

describe('scheduleSlots', () => {
  it('offers 15-minute slots today and tomorrow inside the hours, the lead time ahead', () => {
    const slots = scheduleSlots(shop(), NOON_FRIDAY)
    const today = slots.filter((s) => s.day === 'hoy').map((s) => s.time)
    expect(today[0]).toBe('12:30')
    expect(today).toContain('14:45')
    expect(today).not.toContain('15:00')
    expect(today).toContain('20:00')
    expect(today.at(-1)).toBe('23:45')
    const tomorrow = slots.filter((s) => s.day === 'mañana').map((s) => s.time)
    // Friday's evening runs past midnight into Saturday.
    expect(tomorrow.slice(0, 2)).toEqual(['00:00', '00:15'])
    expect(tomorrow).not.toContain('00:30')
    expect(slots[0].at).toBe('2026-11-27T15:30:00.000Z')
  })

  it('marks a slot full at its capacity', () => {
    const taken = new Map([['2026-11-27T15:30:00.000Z', 2]])
    const slots = scheduleSlots(shop({ slotCapacity: 2 }), NOON_FRIDAY, taken)
    expect(slots[0]).toMatchObject({ time: '12:30', full: true })
    expect(slots[1]).toMatchObject({ time: '12:45', full: false })
  })
})

describe('slotProblem', () => {
  it('takes a slot on the grid, ahead, inside the hours and not full', () => {
    expect(slotProblem(shop(), at('2026-11-27T21:30'), NOON_FRIDAY, 0)).toBeNull()
    expect(slotProblem(shop(), at('2026-11-28T00:15'), NOON_FRIDAY, 0)).toBeNull()
  })

  it('says why it refuses one', () => {
    expect(slotProblem(shop(), at('2026-11-27T21:10'), NOON_FRIDAY, 0)).toBe('NOT_A_SLOT')
    expect(slotProblem(shop(), at('2026-11-27T12:15'), NOON_FRIDAY, 0)).toBe('TOO_SOON')
    expect(slotProblem(shop(), at('2026-11-27T17:00'), NOON_FRIDAY, 0)).toBe('CLOSED')
    expect(slotProblem(shop(), at('2026-11-28T00:30'), NOON_FRIDAY, 0)).toBe('CLOSED')
    expect(slotProblem(shop(), at('2026-11-29T12:00'), NOON_FRIDAY, 0)).toBe('TOO_LATE')
    expect(slotProblem(shop({ slotCapacity: 3 }), at('2026-11-27T21:30'), NOON_FRIDAY, 3)).toBe(
      'FULL',
    )
    expect(slotProblem(shop(), new Date('x'), NOON_FRIDAY, 0)).toBe('NOT_A_SLOT')
  })

  it('counts the lead time with busy minutes in it', () => {
    const busy = shop({ leadMinutes: 30 + 45 })
    expect(slotProblem(busy, at('2026-11-27T13:00'), NOON_FRIDAY, 0)).toBe('TOO_SOON')
    expect(slotProblem(busy, at('2026-11-27T13:15'), NOON_FRIDAY, 0)).toBeNull()
  })
})

describe('dueAt and scheduledLabel', () => {
  it('brings an order back its preparation time before its slot', () => {
    expect(dueAt('2026-11-27T21:30:00-03:00', 30).toISOString()).toBe('2026-11-28T00:00:00.000Z')
  })

  it('names the day in Argentina', () => {
    expect(scheduledLabel(at('2026-11-27T21:30'), NOON_FRIDAY)).toBe('Programado para hoy 21:30')
    expect(scheduledLabel(at('2026-11-28T00:15'), NOON_FRIDAY)).toBe('Programado para mañana 00:15')
    expect(scheduledLabel(at('2026-11-30T12:00'), NOON_FRIDAY)).toBe(
      'Programado para el 30/11 12:00',
    )
  })
})
