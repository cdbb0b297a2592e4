import { addressFromComponents, placeLabel, type AddressComponent } from '../../../domain/geo/rules'
import type { Geocoder, Place } from './types'

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

/** The parts of a Geocoding API answer we read. */
export interface GoogleGeocodeResult {
  formatted_address?: string
  address_components: AddressComponent[]
  geometry: { location: { lat: number; lng: number } }
}

interface GoogleGeocodeAnswer {
  status: string
  error_message?: string
  results?: GoogleGeocodeResult[]
}

const TIMEOUT_MS = 4_000
const MAX_RESULTS = 5
const BIAS_DEGREES = 0.1

export function placeFromGoogle(result: GoogleGeocodeResult): Place | null {
  const { lat, lng } = result.geometry.location
  const address = addressFromComponents(result.address_components)
  const label = placeLabel(address) ?? result.formatted_address
  return label ? { label, ...address, lat, lng } : null
}

/**
 * Google's Geocoding API, with the key kept on the server. One call answers a search with
 * coordinates; Places Autocomplete would need a Place Details call for each suggestion as well.
 */
export function googleGeocoder(apiKey: string): Geocoder {
  async function geocode(params: Record<string, string>): Promise<GoogleGeocodeResult[]> {
    const url = new URL(GOOGLE_GEOCODE_URL)
    for (const [key, value] of Object.entries({
      ...params,
      language: 'es',
      region: 'ar',
      key: apiKey,
    })) {
      url.searchParams.set(key, value)
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!response.ok) throw new Error(`Google Geocoding answered ${response.status}`)
    const answer = (await response.json()) as GoogleGeocodeAnswer
    if (answer.status === 'ZERO_RESULTS') return []
    // OVER_QUERY_LIMIT, REQUEST_DENIED…: a provider failure, which the routes log and survive.
    if (answer.status !== 'OK') {
      throw new Error(`Google Geocoding status ${answer.status}: ${answer.error_message ?? ''}`)
    }
    return answer.results ?? []
  }

  const toPlaces = (results: GoogleGeocodeResult[]) =>
    results.map(placeFromGoogle).filter((place) => place !== null)

  return {
    async autocomplete(query, near) {
      const params: Record<string, string> = { address: query, components: 'country:AR' }
      if (near) {
        const { lat, lng } = near
        params.bounds = `${lat - BIAS_DEGREES},${lng - BIAS_DEGREES}|${lat + BIAS_DEGREES},${lng + BIAS_DEGREES}`
      }
      return toPlaces(await geocode(params)).slice(0, MAX_RESULTS)
    },
    async reverse(lat, lng) {
      // The first result is the most precise one (a street address before the neighbourhood).
      return toPlaces(await geocode({ latlng: `${lat},${lng}` }))[0] ?? null
    },
  }
}
