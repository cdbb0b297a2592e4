import { describe, expect, it } from 'vitest'
import {
  readTicketPreference,
  saveTicketPreference,
  TICKET_AUTO_PRINT_KEY,
  TICKET_WIDTH_KEY,
} from './ticket-preference'

/** A Storage of this test's own. */
function memoryStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

const blocked = {
  getItem: (): string | null => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('SecurityError')
  },
}

describe('the kitchen ticket preference of a device (docs/product.md#tickets)', () => {
  it('is off, on 80 mm paper, until this device chooses', () => {
    expect(readTicketPreference(memoryStorage())).toEqual({ autoPrint: false, width: 80 })
  })

  it('keeps what this device chose', () => {
    const storage = memoryStorage()
    saveTicketPreference({ autoPrint: true, width: 58 }, storage)
    expect(storage.values.get(TICKET_AUTO_PRINT_KEY)).toBe('on')
    expect(storage.values.get(TICKET_WIDTH_KEY)).toBe('58')
    expect(readTicketPreference(storage)).toEqual({ autoPrint: true, width: 58 })
    saveTicketPreference({ autoPrint: false, width: 80 }, storage)
    expect(readTicketPreference(storage)).toEqual({ autoPrint: false, width: 80 })
  })

  it('reads anything else as the default', () => {
    const storage = memoryStorage()
    storage.setItem(TICKET_AUTO_PRINT_KEY, 'yes')
    storage.setItem(TICKET_WIDTH_KEY, '110')
    expect(readTicketPreference(storage)).toEqual({ autoPrint: false, width: 80 })
  })

  it('answers the default, and throws nothing, when storage is blocked', () => {
    expect(readTicketPreference(blocked)).toEqual({ autoPrint: false, width: 80 })
    expect(() => saveTicketPreference({ autoPrint: true, width: 58 }, blocked)).not.toThrow()
  })
})
