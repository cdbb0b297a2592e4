import { distanceMeters } from '../../../domain/geo/rules'
import type { Geocoder, Place } from './types'

const cordoba = { city: 'Córdoba', province: 'Córdoba' }

/** Real streets of Córdoba capital at approximate coordinates, for tests and offline demos. */
export const FAKE_PLACES: readonly Place[] = [
  {
    label: 'Av. Colón 1045, Córdoba',
    street: 'Av. Colón',
    number: '1045',
    ...cordoba,
    zipCode: 'X5000',
    lat: -31.4112,
    lng: -64.1972,
  },
  {
    label: 'Obispo Trejo 242, Córdoba',
    street: 'Obispo Trejo',
    number: '242',
    ...cordoba,
    zipCode: 'X5000',
    lat: -31.4197,
    lng: -64.1877,
  },
  {
    label: 'Belgrano 785, Córdoba',
    street: 'Belgrano',
    number: '785',
    ...cordoba,
    zipCode: 'X5000',
    lat: -31.4256,
    lng: -64.1905,
  },
  {
    label: 'Av. Hipólito Yrigoyen 348, Córdoba',
    street: 'Av. Hipólito Yrigoyen',
    number: '348',
    ...cordoba,
    zipCode: 'X5000',
    lat: -31.4241,
    lng: -64.1863,
  },
  {
    label: 'Rondeau 160, Córdoba',
    street: 'Rondeau',
    number: '160',
    ...cordoba,
    zipCode: 'X5000',
    lat: -31.4234,
    lng: -64.1849,
  },
  {
    label: 'Av. Rafael Núñez 4624, Córdoba',
    street: 'Av. Rafael Núñez',
    number: '4624',
    ...cordoba,
    zipCode: 'X5009',
    lat: -31.3669,
    lng: -64.2331,
  },
]

const MAX_REVERSE_DISTANCE_KM = 2
const MAX_RESULTS = 5

/** 'Av. COLON' and 'av. colón' compare equal, as a person typing on a phone expects. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** A handful of fixed addresses: every word typed must appear in the label. */
export function fakeGeocoder(places: readonly Place[] = FAKE_PLACES): Geocoder {
  return {
    async autocomplete(query, near) {
      const words = normalizeText(query).split(' ').filter(Boolean)
      const found = places.filter((place) => {
        const label = normalizeText(place.label)
        return words.every((word) => label.includes(word))
      })
      if (near) found.sort((a, b) => distanceMeters(near, a) - distanceMeters(near, b))
      return found.slice(0, MAX_RESULTS).map((place) => ({ ...place }))
    },
    async reverse(lat, lng) {
      let nearest: Place | null = null
      let best = MAX_REVERSE_DISTANCE_KM
      for (const place of places) {
        const d = distanceMeters({ lat, lng }, place) / 1000
        if (d <= best) [nearest, best] = [place, d]
      }
      return nearest && { ...nearest }
    },
  }
}
