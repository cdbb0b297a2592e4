import { describe, expect, it } from 'vitest'
import { createGeocoder } from '.'

const geocoder = createGeocoder({ GEOCODER: 'fake', NOMINATIM_URL: 'http://unused' })
const labels = (places: { label: string }[]) => places.map((p) => p.label)

describe('fake geocoder', () => {
  it('finds addresses ignoring case and accents, every word typed', async () => {
    expect(labels(await geocoder.autocomplete('COLON 1045'))).toEqual(['Av. Colón 1045, Córdoba'])
    expect(labels(await geocoder.autocomplete('hipolito yrigoyen'))).toEqual([
      'Av. Hipólito Yrigoyen 348, Córdoba',
    ])
    expect(labels(await geocoder.autocomplete('  obispo   trejo '))).toEqual([
      'Obispo Trejo 242, Córdoba',
    ])
    expect(await geocoder.autocomplete('colon 999')).toEqual([])
  })

  it('answers the whole place, with Córdoba as city and province', async () => {
    const [rondeau] = await geocoder.autocomplete('rondeau')
    expect(rondeau).toEqual({
      label: 'Rondeau 160, Córdoba',
      street: 'Rondeau',
      number: '160',
      city: 'Córdoba',
      province: 'Córdoba',
      zipCode: 'X5000',
      lat: expect.closeTo(-31.42, 1),
      lng: expect.closeTo(-64.18, 1),
    })
  })

  it('ranks the nearest first when given a position, and answers at most five', async () => {
    const all = await geocoder.autocomplete('cordoba')
    expect(all).toHaveLength(5)
    const nearCerro = await geocoder.autocomplete('cordoba', { lat: -31.367, lng: -64.233 })
    expect(nearCerro[0]!.label).toBe('Av. Rafael Núñez 4624, Córdoba')
    const nearColon = await geocoder.autocomplete('av', { lat: -31.4112, lng: -64.1972 })
    expect(labels(nearColon)[0]).toBe('Av. Colón 1045, Córdoba')
  })

  it('reverse-geocodes to the nearest address within 2 km, else to nothing', async () => {
    // A few metres from Belgrano 785.
    expect((await geocoder.reverse(-31.4257, -64.1906))?.label).toBe('Belgrano 785, Córdoba')
    expect((await geocoder.reverse(-31.4113, -64.1975))?.label).toBe('Av. Colón 1045, Córdoba')
    // Carlos Paz, 30 km away.
    expect(await geocoder.reverse(-31.4241, -64.4978)).toBeNull()
  })

  it('hands out copies, so a caller cannot change the list', async () => {
    const [place] = await geocoder.autocomplete('rondeau')
    place!.street = 'cambiada'
    expect((await geocoder.autocomplete('rondeau'))[0]!.street).toBe('Rondeau')
  })
})
