import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGeocoder } from '.'

afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

function stubFetch(...responses: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>()
  for (const response of responses) fetch.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const c = (long_name: string, types: string[], short_name = long_name) => ({
  long_name,
  short_name,
  types,
})

const trejo = {
  formatted_address: 'Obispo Trejo 242, X5000 Córdoba, Argentina',
  address_components: [
    c('242', ['street_number']),
    c('Obispo Trejo', ['route']),
    c('Córdoba', ['locality', 'political']),
    c('Capital', ['administrative_area_level_2', 'political']),
    c('Córdoba', ['administrative_area_level_1', 'political']),
    c('Argentina', ['country', 'political'], 'AR'),
    c('X5000', ['postal_code']),
  ],
  geometry: { location: { lat: -31.4197, lng: -64.1877 } },
}

const rural = {
  formatted_address: 'X5194 Calamuchita, Córdoba, Argentina',
  address_components: [
    c('Calamuchita', ['administrative_area_level_2', 'political']),
    c('Córdoba', ['administrative_area_level_1', 'political']),
  ],
  geometry: { location: { lat: -32.07, lng: -64.54 } },
}

// createGeocoder caches answers: each test builds its own, so no answer leaks between tests.
const google = () =>
  createGeocoder({
    GEOCODER: 'google',
    NOMINATIM_URL: 'http://unused',
    GOOGLE_MAPS_API_KEY: 'clave-servidor',
  })

describe('Google geocoder', () => {
  it('geocodes in Argentina with the server key and maps the address components', async () => {
    const fetch = stubFetch(json({ status: 'OK', results: [trejo, rural] }))
    expect(await google().autocomplete('obispo trejo 242')).toEqual([
      {
        label: 'Obispo Trejo 242, Córdoba',
        street: 'Obispo Trejo',
        number: '242',
        city: 'Córdoba',
        province: 'Córdoba',
        zipCode: 'X5000',
        lat: -31.4197,
        lng: -64.1877,
      },
      {
        label: 'Calamuchita',
        street: null,
        number: null,
        city: 'Calamuchita',
        province: 'Córdoba',
        zipCode: null,
        lat: -32.07,
        lng: -64.54,
      },
    ])
    const sent = new URL(String(fetch.mock.calls[0]![0]))
    expect(sent.origin + sent.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      address: 'obispo trejo 242',
      components: 'country:AR',
      language: 'es',
      region: 'ar',
      key: 'clave-servidor',
    })
  })

  it('biases a search with bounds around the map position', async () => {
    const fetch = stubFetch(json({ status: 'ZERO_RESULTS', results: [] }))
    expect(await google().autocomplete('rondeau', { lat: -31.4, lng: -64.2 })).toEqual([])
    const bounds = new URL(String(fetch.mock.calls[0]![0])).searchParams.get('bounds')
    expect(bounds?.split(/[|,]/).map(Number)).toEqual([
      expect.closeTo(-31.5),
      expect.closeTo(-64.3),
      expect.closeTo(-31.3),
      expect.closeTo(-64.1),
    ])
  })

  it('reverse-geocodes to the most precise result', async () => {
    const fetch = stubFetch(
      json({ status: 'OK', results: [trejo, rural] }),
      json({ status: 'ZERO_RESULTS' }),
    )
    const geocoder = google()
    expect((await geocoder.reverse(-31.4197, -64.1877))?.label).toBe('Obispo Trejo 242, Córdoba')
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('latlng')).toBe(
      '-31.4197,-64.1877',
    )
    expect(await geocoder.reverse(-40, -50)).toBeNull()
  })

  it('throws on a refused key or exhausted quota, for the routes to log', async () => {
    stubFetch(json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }))
    await expect(google().autocomplete('rondeau')).rejects.toThrow(/REQUEST_DENIED/)
  })
})
