import { describe, expect, it } from 'vitest'
import { exploreQuerySchema } from './schemas'

const message = (input: object) => exploreQuerySchema.safeParse(input).error?.issues[0]?.message

describe('exploreQuerySchema', () => {
  it('reads the location, the page size and the cursor from the query string', () => {
    expect(exploreQuerySchema.parse({})).toEqual({})
    expect(
      exploreQuerySchema.parse({ lat: '-31.417', lng: ' -64.183 ', limit: '20', cursor: 'abc_-1' }),
    ).toEqual({ lat: -31.417, lng: -64.183, limit: 20, cursor: 'abc_-1' })
    // An empty value is a missing one, not latitude 0.
    expect(exploreQuerySchema.parse({ lat: '', lng: '', limit: '', cursor: '' })).toEqual({})
  })

  it('refuses bad coordinates and half a location in Spanish', () => {
    for (const input of [
      { lat: 'abc', lng: '1' },
      { lat: '-90.5', lng: '1' },
      { lat: '1', lng: '180.1' },
      { lat: ' ', lng: '1' },
      { lat: '0x10', lng: '1' },
      { lat: 'Infinity', lng: '1' },
      { lat: '-31.4' },
      { lng: '-64.1' },
    ]) {
      expect(message(input), JSON.stringify(input)).toBe('La ubicación no es válida.')
    }
  })

  it('keeps the page size between 1 and 100', () => {
    const limitMessage = 'La cantidad de comercios por página debe ser entre 1 y 100.'
    expect(message({ limit: '0' })).toBe(limitMessage)
    expect(message({ limit: '101' })).toBe(limitMessage)
    expect(message({ limit: '2.5' })).toBe(limitMessage)
    expect(exploreQuerySchema.parse({ limit: '100' }).limit).toBe(100)
  })
})
