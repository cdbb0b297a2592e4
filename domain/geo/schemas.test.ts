import { describe, expect, it } from 'vitest'
import { addressFromComponents, placeLabel, type AddressComponent } from './rules'
import { placeSearchQuerySchema, reverseGeocodeQuerySchema } from './schemas'

const part = (long_name: string, types: string[], short_name = long_name): AddressComponent => ({
  long_name,
  short_name,
  types,
})

// As Google answers for 'Av. Colón 1045, Córdoba'.
const colon: AddressComponent[] = [
  part('1045', ['street_number']),
  part('Avenida Colón', ['route'], 'Av. Colón'),
  part('Centro', ['sublocality_level_1', 'sublocality', 'political']),
  part('Córdoba', ['locality', 'political']),
  part('Capital', ['administrative_area_level_2', 'political']),
  part('Córdoba', ['administrative_area_level_1', 'political'], 'X'),
  part('Argentina', ['country', 'political'], 'AR'),
  part('X5000', ['postal_code']),
]

describe('addressFromComponents', () => {
  it('maps route, street_number, locality, administrative_area_level_1 and postal_code', () => {
    expect(addressFromComponents(colon)).toEqual({
      street: 'Avenida Colón',
      number: '1045',
      city: 'Córdoba',
      province: 'Córdoba',
      zipCode: 'X5000',
    })
  })

  it('takes the city from administrative_area_level_2 when there is no locality', () => {
    const rural = [
      part('Ruta Provincial 5', ['route']),
      part('Departamento Calamuchita', ['administrative_area_level_2', 'political']),
      part('Córdoba', ['administrative_area_level_1', 'political']),
    ]
    expect(addressFromComponents(rural)).toMatchObject({
      street: 'Ruta Provincial 5',
      number: null,
      city: 'Departamento Calamuchita',
      zipCode: null,
    })
  })

  it('prefers locality over administrative_area_level_2 whatever their order', () => {
    const reversed = [...colon].reverse()
    expect(addressFromComponents(reversed).city).toBe('Córdoba')
  })

  it('answers nulls for an empty place', () => {
    expect(addressFromComponents([])).toEqual({
      street: null,
      number: null,
      city: null,
      province: null,
      zipCode: null,
    })
  })
})

describe('placeLabel', () => {
  it('joins street, number and city, leaving out what is missing', () => {
    expect(placeLabel({ street: 'Rondeau', number: '160', city: 'Córdoba' })).toBe(
      'Rondeau 160, Córdoba',
    )
    expect(placeLabel({ street: 'Rondeau', number: null, city: null })).toBe('Rondeau')
    expect(placeLabel({ street: null, number: null, city: 'Córdoba' })).toBe('Córdoba')
    expect(placeLabel({ street: null, number: null, city: null })).toBeNull()
  })
})

describe('geo query schemas', () => {
  it('accepts a search with or without a position, trimming the text', () => {
    expect(placeSearchQuerySchema.parse({ q: '  colon 10 ' })).toEqual({ q: 'colon 10' })
    expect(placeSearchQuerySchema.parse({ q: 'colon', lat: '-31.4', lng: '-64.18' })).toEqual({
      q: 'colon',
      lat: -31.4,
      lng: -64.18,
    })
    expect(placeSearchQuerySchema.parse({ q: 'colon', lat: '', lng: '' })).toEqual({ q: 'colon' })
  })

  it('refuses short, long and half-positioned searches in Spanish', () => {
    const message = (input: object) =>
      placeSearchQuerySchema.safeParse(input).error?.issues[0]?.message
    expect(message({ q: ' ab ' })).toBe('Escribí al menos 3 letras de la dirección.')
    expect(message({ q: 'a'.repeat(121) })).toBe('La búsqueda puede tener hasta 120 caracteres.')
    expect(message({ q: 'colon', lat: '-31.4' })).toBe('La ubicación no es válida.')
    expect(message({ q: 'colon', lat: '-91', lng: '0' })).toBe('La ubicación no es válida.')
  })

  it('needs both coordinates to reverse-geocode, and no empty ones', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '-31.42', lng: '-64.18' })).toEqual({
      lat: -31.42,
      lng: -64.18,
    })
    for (const input of [
      { lat: '-31.42' },
      { lat: '', lng: '' },
      { lat: 'abc', lng: '1' },
      { lat: '0', lng: '181' },
    ]) {
      expect(reverseGeocodeQuerySchema.safeParse(input).error?.issues[0]?.message).toBe(
        'La ubicación no es válida.',
      )
    }
  })
})
