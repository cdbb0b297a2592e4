import { describe, expect, it } from 'vitest'
import { normalizeTime } from './time-of-day'

describe('normalizeTime', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['9', '09:00'],
    ['21', '21:00'],
    ['930', '09:30'],
    ['2130', '21:30'],
    ['21.30', '21:30'],
    ['21,30', '21:30'],
    ['21 30', '21:30'],
    ['21h30', '21:30'],
    ['21 hs', '21:00'],
    [' 00:00 ', '00:00'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (typed, time) => {
    expect(normalizeTime(typed)).toBe(time)
  })

  it.each(['', '24:00', '12:60', '9:3', '9 PM', '12:30 AM', 'abc', '12345', '-1'])(
    'refuses %j',
    (typed) => {
      expect(normalizeTime(typed)).toBeNull()
    },
  )
})
