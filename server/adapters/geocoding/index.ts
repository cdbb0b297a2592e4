import type { Config } from '../../config'
import type { SharedState } from '../shared-state/types'
import { cachedGeocoder } from './cache'
import { fakeGeocoder } from './fake'
import { googleGeocoder } from './google'
import { nominatimGeocoder } from './nominatim'
import type { Geocoder } from './types'

type GeocoderConfig = Pick<Config, 'GEOCODER' | 'NOMINATIM_URL' | 'GOOGLE_MAPS_API_KEY'>

/** `shared` lets every process reuse the answers any of them got (docs/product.md#scale). */
export function createGeocoder(
  config: GeocoderConfig,
  shared?: Pick<SharedState, 'get' | 'set'>,
): Geocoder {
  switch (config.GEOCODER) {
    case 'nominatim':
      return cachedGeocoder(nominatimGeocoder(config.NOMINATIM_URL), { shared })
    case 'google':
      // config.ts refuses to start without GOOGLE_MAPS_API_KEY when GEOCODER=google.
      return cachedGeocoder(googleGeocoder(config.GOOGLE_MAPS_API_KEY!), { shared })
    case 'fake':
      // In memory already; left uncached so tests see every call.
      return fakeGeocoder()
  }
}
