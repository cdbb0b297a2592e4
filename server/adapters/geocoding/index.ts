import type { Config } from '../../config'
import { cachedGeocoder } from './cache'
import { fakeGeocoder } from './fake'
import { googleGeocoder } from './google'
import { nominatimGeocoder } from './nominatim'
import type { Geocoder } from './types'

type GeocoderConfig = Pick<Config, 'GEOCODER' | 'NOMINATIM_URL' | 'GOOGLE_MAPS_API_KEY'>

export function createGeocoder(config: GeocoderConfig): Geocoder {
  switch (config.GEOCODER) {
    case 'nominatim':
      return cachedGeocoder(nominatimGeocoder(config.NOMINATIM_URL))
    case 'google':
      // config.ts refuses to start without GOOGLE_MAPS_API_KEY when GEOCODER=google.
      return cachedGeocoder(googleGeocoder(config.GOOGLE_MAPS_API_KEY!))
    case 'fake':
      // In memory already; left uncached so tests see every call.
      return fakeGeocoder()
  }
}
