import { afterEach, describe, expect, it, vi } from 'vitest'
import { nominatimGeocoder } from './nominatim'

afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function stubFetch(...responses: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>()
  for (const response of responses) fetch.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

// Trimmed from a real answer for 'colon 1045 cordoba'.
const colon = {
  lat: '-31.4111536',
  lon: '-64.1971488',
  name: '',
  display_name:
    '1045, Avenida Colón, Alberdi, Córdoba, Municipio de Córdoba, Pedanía Capital, Departamento Capital, Córdoba, X5000, Argentina',
  address: {
    house_number: '1045',
    road: 'Avenida Colón',
    suburb: 'Alberdi',
    city: 'Córdoba',
    state: 'Córdoba',
    postcode: 'X5000',
    country: 'Argentina',
  },
}

const geocoder = nominatimGeocoder('https://nominatim.example.org')

describe('Nominatim geocoder', () => {
  it('searches Argentina in Spanish and maps road, house_number, city, state and postcode', async () => {
    const fetch = stubFetch(json([colon]))
    expect(await geocoder.autocomplete('colon 1045')).toEqual([
      {
        label: 'Avenida Colón 1045, Córdoba',
        street: 'Avenida Colón',
        number: '1045',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: 'X5000',
        lat: -31.4111536,
        lng: -64.1971488,
      },
    ])
    const [url, init] = fetch.mock.calls[0]!
    const sent = new URL(String(url))
    expect(sent.origin + sent.pathname).toBe('https://nominatim.example.org/search')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'es',
      countrycodes: 'ar',
      limit: '5',
      q: 'colon 1045',
    })
    expect(new Headers(init?.headers).get('user-agent')).toMatch(/^Barrio\/1\.0/)
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('takes the city from city, else town, else village, else municipality', async () => {
    const all = { city: 'Córdoba', town: 'Carlos Paz', village: 'La Granja', municipality: 'Colón' }
    const without = (...keys: (keyof typeof all)[]) => ({
      lat: '-31.4',
      lon: '-64.2',
      address: Object.fromEntries(
        Object.entries(all).filter(([key]) => !keys.includes(key as keyof typeof all)),
      ),
    })
    stubFetch(
      json([
        without(),
        without('city'),
        without('city', 'town'),
        without('city', 'town', 'village'),
        { lat: 'x', lon: '1', address: all },
      ]),
    )
    const places = await geocoder.autocomplete('centro')
    expect(places.map((p) => p.city)).toEqual(['Córdoba', 'Carlos Paz', 'La Granja', 'Colón'])
  })

  it('labels a place without a street by its name, and biases by the map position', async () => {
    const park = {
      lat: '-31.42',
      lon: '-64.18',
      name: 'Parque Sarmiento',
      address: { state: 'Córdoba' },
    }
    const fetch = stubFetch(json([park]))
    const places = await geocoder.autocomplete('parque', { lat: -31.4, lng: -64.2 })
    expect(places.map((p) => [p.label, p.street, p.city, p.province])).toEqual([
      ['Parque Sarmiento', null, null, 'Córdoba'],
    ])
    const viewbox = new URL(String(fetch.mock.calls[0]![0])).searchParams.get('viewbox')
    expect(viewbox?.split(',').map(Number)).toEqual([
      expect.closeTo(-64.3),
      expect.closeTo(-31.3),
      expect.closeTo(-64.1),
      expect.closeTo(-31.5),
    ])
  })

  it('reverse-geocodes lat and lon, and answers null where Nominatim finds nothing', async () => {
    const fetch = stubFetch(json(colon), json({ error: 'Unable to geocode' }))
    expect(await geocoder.reverse(-31.41115, -64.19715)).toMatchObject({
      street: 'Avenida Colón',
      number: '1045',
    })
    const sent = new URL(String(fetch.mock.calls[0]![0]))
    expect(sent.pathname).toBe('/reverse')
    expect(sent.searchParams.get('lat')).toBe('-31.41115')
    expect(sent.searchParams.get('lon')).toBe('-64.19715')
    expect(sent.searchParams.get('format')).toBe('jsonv2')
    expect(await geocoder.reverse(-40, -50)).toBeNull()
  })

  it('keeps a path in NOMINATIM_URL', async () => {
    const fetch = stubFetch(json([]))
    await nominatimGeocoder('https://maps.example.org/nominatim').autocomplete('rondeau')
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/nominatim/search')
  })

  it('throws on an error status, for the routes to log', async () => {
    stubFetch(new Response('Too Many Requests', { status: 429 }))
    await expect(geocoder.autocomplete('rondeau')).rejects.toThrow(/429/)
  })
})
