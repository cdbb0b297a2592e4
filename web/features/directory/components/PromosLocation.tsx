import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { AddressDialog } from '../../../components/AddressDialog'
import { Button } from '../../../components/ui/Button'
import { locationLine, type SavedLocation } from '../../../lib/location'

/**
 * Where the promos are measured from ('Cerca de Av. Colón 1045, Córdoba'), and the address dialog
 * of the client home to set or change it: with a place the nearest shops come first.
 */
export function PromosLocation({
  location,
  onChange,
}: {
  location: SavedLocation | null
  onChange: (location: SavedLocation) => void
}) {
  const [dialogOpen, setDialogOpen] = useState(false)
  return (
    <section
      aria-label="Tu ubicación"
      className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white py-2 pr-2 pl-3"
    >
      <MapPin aria-hidden className="size-5 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1 text-sm text-stone-700">
        {location
          ? `Cerca de ${locationLine(location) || 'tu ubicación'}`
          : 'Ingresá tu dirección para ver primero las promos más cercanas.'}
      </p>
      <Button variant="ghost" className="shrink-0 px-3" onClick={() => setDialogOpen(true)}>
        {location ? 'Cambiar' : 'Ingresar'}
      </Button>
      <AddressDialog
        key={dialogOpen ? 'open' : 'closed'}
        open={dialogOpen}
        initial={location}
        onClose={() => setDialogOpen(false)}
        onSaved={(next) => {
          setDialogOpen(false)
          onChange(next)
        }}
      />
    </section>
  )
}
