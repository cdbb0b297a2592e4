/** SPEC §3 'Browser storage': the customer's chosen place, as the address dialog saves it. */
export const SELECTED_LOCATION_KEY = 'selectedLocation'

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
