import { describe, expect, it } from 'vitest'
import { answerState, busyExtra, defaultWait } from './timer'

const placed = new Date('2026-11-27T15:00:00Z')
const after = (minutes: number) => new Date(placed.getTime() + minutes * 60_000)
const shop = { respondMinutes: 5, autoRejectMinutes: 15 }

describe('answerState', () => {
  it('is waiting, then late at Responder en, then expired at the automatic rejection', () => {
    expect(answerState(placed, shop, after(4.9))).toMatchObject({
      state: 'waiting',
      waitedMinutes: 4,
    })
    expect(answerState(placed, shop, after(5))).toMatchObject({ state: 'late', waitedMinutes: 5 })
    expect(answerState(placed, shop, after(14.9)).state).toBe('late')
    expect(answerState(placed, shop, after(15))).toMatchObject({
      state: 'expired',
      rejectAt: after(15).getTime(),
    })
  })

  it('never expires when the shop does not reject by itself', () => {
    const patient = { respondMinutes: 5, autoRejectMinutes: null }
    expect(answerState(placed, patient, after(600))).toMatchObject({
      state: 'late',
      rejectAt: null,
    })
  })
})

describe('busy minutes', () => {
  it('count while their end is ahead, and join the default wait', () => {
    const busy = { busyMinutes: 30, busyUntil: after(60), preparationMinutes: 25 }
    expect(busyExtra(busy, after(59))).toBe(30)
    expect(busyExtra(busy, after(60))).toBe(0)
    expect(defaultWait(busy, after(10))).toBe(55)
    expect(defaultWait({ ...busy, busyMinutes: null, busyUntil: null }, after(10))).toBe(25)
  })
})
