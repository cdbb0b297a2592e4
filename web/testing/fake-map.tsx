import type { AddressMapProps } from '../components/AddressPicker/AddressMap'

/** Stands in for the Leaflet map in jsdom: 'dropping the marker' at a fixed point of Córdoba. */
export const FAKE_MAP_POINT = { lat: -31.4197, lng: -64.1877 }

export default function FakeAddressMap({ onPick, position }: AddressMapProps) {
  return (
    <div>
      <p>{position ? `Marcador en ${position.lat}, ${position.lng}` : 'Marcador sin mover'}</p>
      <button type="button" onClick={() => onPick(FAKE_MAP_POINT.lat, FAKE_MAP_POINT.lng)}>
        Mover el marcador
      </button>
    </div>
  )
}
