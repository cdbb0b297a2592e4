import type { Place } from '../../../domain/geo/schemas'

export type { Place }

export interface Geocoder {
  autocomplete(query: string, near?: { lat: number; lng: number }): Promise<Place[]>
  reverse(lat: number, lng: number): Promise<Place | null>
}
