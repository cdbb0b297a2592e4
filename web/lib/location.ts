/** docs/product.md#entities 'Browser storage': the customer's chosen place, as the address dialog saves it. */
export const SELECTED_LOCATION_KEY = 'selectedLocation'
/** The same place as one line of text ('Av. Colón 1045, Córdoba'). */
export const USER_ADDRESS_KEY = 'userAddress'

export interface SavedLocation {
  street: string
  number: string
  city: string
  province: string
  lat: number
  lng: number
}

/** The saved location, or null when there is none or it cannot be read (it is then ignored). */
export function readSavedLocation(storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    const value = JSON.parse(storage.getItem(SELECTED_LOCATION_KEY) ?? 'null') as unknown
    if (typeof value !== 'object' || value === null) return null
    const { lat, lng } = value as Partial<SavedLocation>
    if (typeof lat !== 'number' || typeof lng !== 'number') return null
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null
    return value as SavedLocation
  } catch {
    return null
  }
}

/** 'Av. Colón 1045, Córdoba' */
export const locationLine = (l: Pick<SavedLocation, 'street' | 'number' | 'city'>) =>
  [[l.street, l.number].filter(Boolean).join(' '), l.city].filter(Boolean).join(', ')

/** Keeps the chosen place for the next visit (docs/product.md#entities 'Browser storage'). */
export function saveLocation(
  location: SavedLocation,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(SELECTED_LOCATION_KEY, JSON.stringify(location))
  storage.setItem(USER_ADDRESS_KEY, locationLine(location))
}
