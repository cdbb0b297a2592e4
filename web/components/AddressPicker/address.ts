import type { Place } from '../../../domain/geo/schemas'

/** An address as the forms hold it: text fields the person can edit, and the marker's point. */
export interface AddressValue {
  street: string
  number: string
  city: string
  province: string
  zipCode: string
  lat: number | null
  lng: number | null
}

export const emptyAddress: AddressValue = {
  street: '',
  number: '',
  city: '',
  province: '',
  zipCode: '',
  lat: null,
  lng: null,
}

/** The text fields of a geocoded place; what it does not know is left blank for the person. */
export function addressFromPlace(place: Place): Omit<AddressValue, 'lat' | 'lng'> {
  return {
    street: place.street ?? '',
    number: place.number ?? '',
    city: place.city ?? '',
    province: place.province ?? '',
    zipCode: place.zipCode ?? '',
  }
}

/** 'Av. Colón 1045': what the registration sends as `address`. */
export function streetLine(value: Pick<AddressValue, 'street' | 'number'>): string {
  return [value.street.trim(), value.number.trim()].filter(Boolean).join(' ')
}

export const hasLocation = (
  value: AddressValue,
): value is AddressValue & { lat: number; lng: number } => value.lat !== null && value.lng !== null

/** '-31.41120, -64.19720': five decimals are about a metre. */
export const formatLatLng = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`
