import { describe, expect, it } from 'vitest'
import { locationLine, readSavedLocation, saveLocation } from './location'
import { AV_COLON as colon } from '../testing/places'

const memory = (data: Record<string, string> = {}) => ({
  data,
  getItem: (k: string) => data[k] ?? null,
  setItem: (k: string, v: string) => void (data[k] = v),
})

describe('the saved location', () => {
  it('is written under selectedLocation (JSON) and userAddress (one line), and read back', () => {
    const storage = memory()
    saveLocation(colon, storage)
    expect(JSON.parse(storage.data.selectedLocation)).toEqual(colon)
    expect(storage.data.userAddress).toBe('Av. Colón 1045, Córdoba')
    expect(readSavedLocation(storage)).toEqual(colon)
  })

  it('is ignored when missing, unparseable or without a point', () => {
    expect(readSavedLocation(memory())).toBeNull()
    expect(readSavedLocation(memory({ selectedLocation: '{nope' }))).toBeNull()
    expect(readSavedLocation(memory({ selectedLocation: '"Córdoba"' }))).toBeNull()
    expect(
      readSavedLocation(memory({ selectedLocation: JSON.stringify({ ...colon, lat: null }) })),
    ).toBeNull()
  })

  it('reads as one line even without a number', () => {
    expect(locationLine({ street: 'Belgrano', number: '', city: 'Córdoba' })).toBe(
      'Belgrano, Córdoba',
    )
  })
})
