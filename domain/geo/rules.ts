import { LOCALE } from '../constants'
import { groupThousands } from '../money/rules'

/*
 * Places and distances, the same on both sides: the directory's distances, the delivery zone and
 * fee of an order, and the fake geocoder all measure with distanceMeters.
 */

export interface LatLng {
  lat: number
  lng: number
}

/** The Earth's mean radius (IUGG), also in explore's SQL distance, so both measure alike. */
export const EARTH_RADIUS_METERS = 6_371_008.8

/** Straight-line (great-circle, haversine) distance in meters. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

let kmFormat: Intl.NumberFormat | undefined

/**
 * '5 km', '2,5 km': what Intl writes in es-AR with one decimal at most (halves rounded away from
 * zero, from the number's shortest decimal form), written out as formatMoney is (no locale data to
 * load on a customer page's first paint); Intl for what has no plain decimal form.
 */
export function formatKm(meters: number): string {
  const km = meters / 1000
  // `${x}e1` shifts the decimal point in the number's shortest decimal form, not in binary.
  const tenths = Math.round(Number(`${Math.abs(km)}e1`))
  if (!Number.isSafeInteger(tenths)) {
    kmFormat ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })
    return `${kmFormat.format(km)} km`
  }
  const whole = groupThousands(Math.floor(tenths / 10))
  const text = tenths % 10 === 0 ? whole : `${whole},${tenths % 10}`
  return `${km < 0 ? '-' : ''}${text} km`
}

/** One part of an address as map services describe it (Google's `address_components`). */
export interface AddressComponent {
  long_name: string
  short_name: string
  types: readonly string[]
}

/** The address fields of a location (docs/product.md#entities 'Customer location', plus the zip code). */
export interface PlaceAddress {
  street: string | null
  number: string | null
  city: string | null
  province: string | null
  zipCode: string | null
}

/**
 * docs/product.md#entities: route gives street, street_number gives number, locality (else
 * administrative_area_level_2) gives city, administrative_area_level_1 gives province,
 * postal_code gives zip code.
 */
export function addressFromComponents(components: readonly AddressComponent[]): PlaceAddress {
  const part = (type: string) => components.find((c) => c.types.includes(type))?.long_name || null
  return {
    street: part('route'),
    number: part('street_number'),
    city: part('locality') ?? part('administrative_area_level_2'),
    province: part('administrative_area_level_1'),
    zipCode: part('postal_code'),
  }
}

/** 'Av. Colón 1045, Córdoba': short enough for a suggestion list; null when nothing is known. */
export function placeLabel(
  address: Pick<PlaceAddress, 'street' | 'number' | 'city'>,
): string | null {
  const streetLine = [address.street, address.number].filter(Boolean).join(' ')
  return [streetLine, address.city].filter(Boolean).join(', ') || null
}
