import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useEffectEvent } from 'react'
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet'
import { DEFAULT_MAP_CENTER } from '../../../domain/constants'

export interface AddressMapProps {
  /** The marker; null puts it at the default centre until the person places it. */
  position: { lat: number; lng: number } | null
  /** Changes when the point was chosen outside the map (a search result): the map flies there. */
  focusKey: number
  tileUrl: string | null
  zoom: number
  /** The person dragged the marker or tapped the map. */
  onPick(lat: number, lng: number): void
  label: string
}

// Drawn, not an image: Leaflet's default marker images need bundler tricks and extra requests.
const pin = L.divIcon({
  className: '',
  html: `<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true" style="filter:drop-shadow(0 2px 2px rgb(0 0 0 / .35))"><path d="M18 1C8.6 1 1 8.4 1 17.6 1 30 18 47 18 47s17-17 17-29.4C35 8.4 27.4 1 18 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/><circle cx="18" cy="17.5" r="6.5" fill="#fff"/></svg>`,
  iconSize: [36, 48],
  iconAnchor: [18, 47],
})

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>'

function FlyTo({
  position,
  focusKey,
  zoom,
}: Pick<AddressMapProps, 'position' | 'focusKey' | 'zoom'>) {
  const map = useMap()
  const fly = useEffectEvent(() => {
    if (position) map.setView([position.lat, position.lng], Math.max(map.getZoom(), zoom))
  })
  useEffect(() => {
    if (focusKey > 0) fly()
  }, [focusKey])
  return null
}

function TapToPick({ onPick }: Pick<AddressMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) })
  return null
}

/** Leaflet map with one draggable marker. Loaded on its own, so forms render before the map does. */
export default function AddressMap({
  position,
  focusKey,
  tileUrl,
  zoom,
  onPick,
  label,
}: AddressMapProps) {
  const marker = position ?? DEFAULT_MAP_CENTER
  return (
    <MapContainer
      center={[marker.lat, marker.lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      attributionControl={false}
      className="size-full"
    >
      {tileUrl && (
        <TileLayer
          url={tileUrl}
          attribution={tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : undefined}
        />
      )}
      <AttributionControl prefix={false} />
      <FlyTo position={position} focusKey={focusKey} zoom={zoom} />
      <TapToPick onPick={onPick} />
      <Marker
        position={[marker.lat, marker.lng]}
        draggable
        autoPan
        icon={pin}
        title={label}
        alt={label}
        eventHandlers={{
          dragend: (event) => {
            const point = (event.target as L.Marker).getLatLng()
            onPick(point.lat, point.lng)
          },
        }}
      />
    </MapContainer>
  )
}
