import { describe, expect, it } from 'vitest'
import { slugify } from './rules'

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('Pizzería Don Luigi')).toBe('pizzeria-don-luigi')
    expect(slugify('  Café & Té  Ñandú!! ')).toBe('cafe-y-te-nandu')
  })
  it('never answers an empty slug', () => {
    expect(slugify('¡¡!!')).toBe('comercio')
  })
})
