import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { saveLocation, type SavedLocation } from '../lib/location'
import { AddressPicker } from './AddressPicker/AddressPicker'
import { emptyAddress, hasLocation, type AddressValue } from './AddressPicker/address'
import { Button } from './ui/Button'

/** docs/product.md#limits: the address dialog's map opens at zoom 16. */
const DIALOG_ZOOM = 16

const toValue = (saved: SavedLocation | null): AddressValue =>
  saved ? { ...emptyAddress, ...saved } : emptyAddress

/**
 * docs/product.md#screens 'Ingresá tu dirección': search, a draggable marker with reverse geocoding, the summary,
 * Cancelar and 'Guardar ubicación' (saved under selectedLocation and userAddress).
 */
export function AddressDialog({
  open,
  initial,
  onClose,
  onSaved,
}: {
  open: boolean
  initial: SavedLocation | null
  onClose: () => void
  onSaved: (location: SavedLocation) => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [value, setValue] = useState<AddressValue>(() => toValue(initial))

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // A page that mounts it only while open (its code loads apart, docs/decisions/0006-bundle-driven-splits.md)
  // removes it open: closed first, the browser gives the focus back to what opened it.
  useLayoutEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])

  function save() {
    if (!hasLocation(value)) return
    const location: SavedLocation = {
      street: value.street.trim(),
      number: value.number.trim(),
      city: value.city.trim(),
      province: value.province.trim(),
      lat: value.lat,
      lng: value.lng,
    }
    saveLocation(location)
    onSaved(location)
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      {open && (
        <div className="flex flex-col gap-4 p-5">
          <h2 id={titleId} className="text-lg font-bold">
            Ingresá tu dirección
          </h2>
          <AddressPicker
            value={value}
            onChange={setValue}
            zoom={DIALOG_ZOOM}
            withZipCode={false}
            markerLabel="Marcador de tu dirección"
            mapHint="Arrastrá el marcador o tocá el mapa para marcar tu puerta."
          />
          <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col gap-2 border-t border-stone-200 bg-white p-5">
            {!hasLocation(value) && (
              <p className="text-sm text-stone-600">
                Buscá tu dirección o marcala en el mapa para guardarla.
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                Cancelar
              </Button>
              <Button onClick={save} disabled={!hasLocation(value)}>
                Guardar ubicación
              </Button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  )
}
