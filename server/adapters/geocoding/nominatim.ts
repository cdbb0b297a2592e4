import { placeLabel } from '../../../domain/geo/rules'
import type { Geocoder, Place } from './types'

/** The parts of a Nominatim jsonv2 answer we read (addressdetails=1). */
export interface NominatimResult {
  lat: string
  lon: string
  display_name?: string
  name?: string
  address?: Partial<
    Record<
      'road' | 'house_number' | 'city' | 'town' | 'village' | 'municipality' | 'state' | 'postcode',
      string
    >
  >
}

const TIMEOUT_MS = 4_000
// Nominatim's usage policy asks for an identifying User-Agent.
const USER_AGENT = 'Barrio/1.0 (marketplace de comercios locales)'
/** About 11 km each way: enough to rank the person's own town first without hiding the rest. */
const BIAS_DEGREES = 0.1

export function placeFromNominatim(result: NominatimResult): Place | null {
  const lat = Number(result.lat)
  const lng = Number(result.lon)
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
  const a = result.address ?? {}
  const address = {
    street: a.road ?? null,
    number: a.house_number ?? null,
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
    province: a.state ?? null,
    zipCode: a.postcode ?? null,
  }
  const label = placeLabel(address) ?? result.name ?? result.display_name
  return label ? { label, ...address, lat, lng } : null
}

/** OpenStreetMap's geocoder (or one self-hosted at NOMINATIM_URL), in Spanish, in Argentina. */
export function nominatimGeocoder(baseUrl: string): Geocoder {
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    const search = { format: 'jsonv2', addressdetails: '1', 'accept-language': 'es', ...params }
    for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value)
    const response = await fetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`Nominatim ${path} answered ${response.status}`)
    return response.json()
  }

  return {
    async autocomplete(query, near) {
      const params: Record<string, string> = { countrycodes: 'ar', limit: '5', q: query }
      if (near) {
        const { lat, lng } = near
        params.viewbox = [
          lng - BIAS_DEGREES,
          lat + BIAS_DEGREES,
          lng + BIAS_DEGREES,
          lat - BIAS_DEGREES,
        ].join(',')
      }
      const results = await get('search', params)
      if (!Array.isArray(results))
        throw new Error('Nominatim search answered something other than a list')
      return results.map((r: NominatimResult) => placeFromNominatim(r)).filter((p) => p !== null)
    },
    async reverse(lat, lng) {
      const result = (await get('reverse', {
        lat: String(lat),
        lon: String(lng),
      })) as NominatimResult & {
        error?: string
      }
      // Nominatim answers 200 with { error: 'Unable to geocode' } over the sea or an empty field.
      if (result.error) return null
      return placeFromNominatim(result)
    },
  }
}
