import { MapPin } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../../domain/constants'
import { useClientConfig } from '../../api/client-config'
import { reverseGeocode, type Place } from '../../api/geo'
import { TextField } from '../ui/TextField'
import {
  addressFromPlace,
  formatLatLng,
  hasLocation,
  streetLine,
  type AddressValue,
} from './address'
import { AddressSearch } from './AddressSearch'

const AddressMap = lazy(() => import('./AddressMap'))

export type AddressField = 'street' | 'number' | 'city' | 'province' | 'zipCode' | 'location'

interface Props {
  value: AddressValue
  /** A state setter: answers that arrive late (reverse geocoding) update the latest value. */
  onChange: Dispatch<SetStateAction<AddressValue>>
  errors?: Partial<Record<AddressField, string | null>>
  /** docs/product.md#limits: 14 for the registration, 16 for the customer's address dialog. */
  zoom?: number
  /** Hide the zip code where it is not asked for. */
  withZipCode?: boolean
  /** Whose door the marker marks: the shop's (registration) or the customer's. */
  markerLabel?: string
  mapHint?: string
}

type Lookup = 'idle' | 'looking' | 'found' | 'not-found'

/**
 * Address entry shared by the registration and the customer's address dialog: search with
 * suggestions, a map whose marker can be dragged (or the map tapped) with reverse geocoding, the
 * editable fields, and a summary. Without geocoding the person types the address and the marker
 * alone gives the coordinates (docs/ARCHITECTURE.md#adapters).
 */
export function AddressPicker({
  value,
  onChange,
  errors = {},
  zoom = DEFAULT_MAP_ZOOM,
  withZipCode = true,
  markerLabel = 'Marcador del local',
  mapHint = 'Arrastrá el marcador o tocá el mapa para marcar la puerta del local.',
}: Props) {
  const config = useClientConfig()
  const [focusKey, setFocusKey] = useState(0)
  // A new point makes the search text stale: the box starts over (remounted) when the marker moves.
  const [searchKey, setSearchKey] = useState(0)
  const [lookup, setLookup] = useState<Lookup>('idle')
  const lookupId = useRef(0)
  const located = hasLocation(value)
  const position = located ? { lat: value.lat, lng: value.lng } : null

  function onSearchPick(place: Place) {
    lookupId.current++ // a reverse lookup still on its way must not overwrite the choice
    setLookup('idle')
    onChange({ ...addressFromPlace(place), lat: place.lat, lng: place.lng })
    setFocusKey((k) => k + 1)
  }

  async function onMapPick(lat: number, lng: number) {
    onChange((prev) => ({ ...prev, lat, lng }))
    setSearchKey((k) => k + 1)
    const id = ++lookupId.current
    setLookup('looking')
    let place: Place | null = null
    try {
      place = await reverseGeocode(lat, lng)
    } catch {
      place = null
    }
    if (id !== lookupId.current) return
    setLookup(place ? 'found' : 'not-found')
    // The marker, not the geocoder's point, is where the person said the door is.
    if (place) onChange((prev) => ({ ...prev, ...addressFromPlace(place) }))
  }

  const set = (field: keyof Omit<AddressValue, 'lat' | 'lng'>) => (text: string) =>
    onChange((prev) => ({ ...prev, [field]: text }))

  const line = streetLine(value)
  const place = [value.city.trim(), value.province.trim()].filter(Boolean).join(', ')

  return (
    <div className="flex flex-col gap-4">
      <AddressSearch key={searchKey} near={position ?? DEFAULT_MAP_CENTER} onPick={onSearchPick} />

      <div className="flex flex-col gap-2">
        <div
          data-invalid={errors.location ? '' : undefined}
          tabIndex={errors.location ? -1 : undefined}
          className={`relative isolate h-60 overflow-hidden rounded-lg border bg-stone-100 sm:h-72 ${errors.location ? 'border-red-600' : 'border-stone-300'}`}
        >
          <Suspense fallback={<MapPlaceholder />}>
            <AddressMap
              position={position}
              focusKey={focusKey}
              tileUrl={config.data?.mapTileUrl ?? null}
              zoom={zoom}
              onPick={(lat, lng) => void onMapPick(lat, lng)}
              label={markerLabel}
            />
          </Suspense>
        </div>
        <p className="text-sm text-stone-600">{mapHint}</p>
        {errors.location && (
          <p role="alert" className="text-sm text-red-700">
            {errors.location}
          </p>
        )}
        <p role="status" className="text-sm text-stone-600 empty:hidden">
          {lookup === 'looking' && 'Buscando la dirección del punto marcado...'}
          {lookup === 'not-found' &&
            'No encontramos una dirección para ese punto. Completala a mano: la ubicación del mapa ya quedó guardada.'}
        </p>
      </div>

      <div
        aria-label="Resumen de la dirección"
        role="group"
        className="flex gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      >
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-stone-900">{line || 'Calle y número sin completar'}</p>
          <p className="text-stone-700">
            {[place, withZipCode && value.zipCode.trim()].filter(Boolean).join(' · ') ||
              'Ciudad y provincia sin completar'}
          </p>
          <p className="text-stone-600">
            {located ? (
              <>Ubicación en el mapa: {formatLatLng(value.lat, value.lng)}</>
            ) : (
              'Ubicación en el mapa: sin marcar'
            )}
          </p>
        </div>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm text-stone-600">
          Revisá los datos o completalos a mano:
        </legend>
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <TextField
            label="Calle"
            autoComplete="address-line1"
            value={value.street}
            error={errors.street}
            onChange={(e) => set('street')(e.target.value)}
          />
          <TextField
            label="Número"
            inputMode="numeric"
            value={value.number}
            error={errors.number}
            onChange={(e) => set('number')(e.target.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Ciudad"
            autoComplete="address-level2"
            value={value.city}
            error={errors.city}
            onChange={(e) => set('city')(e.target.value)}
          />
          <TextField
            label="Provincia"
            autoComplete="address-level1"
            value={value.province}
            error={errors.province}
            onChange={(e) => set('province')(e.target.value)}
          />
        </div>
        {withZipCode && (
          <TextField
            label="Código postal"
            autoComplete="postal-code"
            className="sm:w-1/2 sm:pr-1.5"
            value={value.zipCode}
            error={errors.zipCode}
            onChange={(e) => set('zipCode')(e.target.value)}
          />
        )}
      </fieldset>
    </div>
  )
}

function MapPlaceholder() {
  return (
    <div
      role="status"
      className="flex size-full items-center justify-center text-sm text-stone-600"
    >
      Cargando mapa...
    </div>
  )
}
