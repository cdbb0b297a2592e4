import { MapPin } from 'lucide-react'
import { NOTE_MAX } from '../../../../domain/constants'
import { Button } from '../../../components/ui/Button'
import { TextArea } from '../../../components/ui/TextArea'
import { TextField } from '../../../components/ui/TextField'
import type { Method } from './MethodPicker'
import type { CheckoutFields, CustomerField } from '../lib/checkout-form'

const remaining = (text: string) => {
  const left = NOTE_MAX - text.length
  return left === 1 ? 'Queda 1 carácter.' : `Quedan ${left} caracteres.`
}

/**
 * 'Tus datos': who orders, where it goes (delivery only) and a note for the shop. The fields carry
 * the browser's autocomplete names so a phone fills them in one tap.
 */
export function CustomerForm({
  method,
  form,
  marked,
  onMarkOnMap,
}: {
  method: Method
  /** The checkout's form: what is typed in each field (the note's characters left) and its message. */
  form: CheckoutFields
  /** Whether the address typed is the place marked on the map, whose point goes with the order. */
  marked: boolean
  onMarkOnMap: () => void
}) {
  const field = (name: CustomerField) => ({
    name,
    defaultValue: form.values[name],
    error: form.messageOf(name),
  })
  return (
    // The fixed pay bar covers the bottom of a phone's screen: a field focused for its error must
    // land above it.
    <div className="flex flex-col gap-4 [&_input]:scroll-mt-20 [&_input]:scroll-mb-56 [&_textarea]:scroll-mb-56">
      <TextField
        label="Nombre y apellido"
        autoComplete="name"
        autoCapitalize="words"
        {...field('fullName')}
      />
      <TextField
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="Ej.: 351 555 1234"
        hint="Tu WhatsApp, con código de área, para que el comercio pueda avisarte."
        {...field('phone')}
      />

      {method === 'delivery' && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-stone-900">Dirección de entrega</legend>
          {/* The shop prices and checks the delivery by its point; a typed address is looked up,
              and one that cannot be found is marked here. */}
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
            <p className="flex min-w-0 flex-1 basis-48 items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {marked
                ? 'Tu dirección está marcada en el mapa.'
                : 'Si no encontramos tu dirección, marcala en el mapa.'}
            </p>
            <Button variant="secondary" onClick={onMarkOnMap}>
              {marked ? 'Cambiar en el mapa' : 'Marcar en el mapa'}
            </Button>
          </div>
          {/* Street on its own row: number and floor side by side keep their labels on one line. */}
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-4 sm:grid-cols-2">
            <TextField
              label="Calle"
              autoComplete="address-line1"
              className="col-span-2"
              {...field('street')}
            />
            <TextField label="Número" {...field('number')} />
            <TextField
              label="Piso / Depto (opcional)"
              autoComplete="address-line2"
              {...field('floorApartment')}
            />
          </div>
          <TextArea
            label="Indicaciones para el repartidor (opcional)"
            rows={2}
            maxLength={NOTE_MAX}
            placeholder="Ej.: timbre 2, portón verde"
            className="[&_textarea]:min-h-16"
            {...field('notes')}
          />
        </fieldset>
      )}

      <TextArea
        label="Nota para el comercio (opcional)"
        rows={2}
        maxLength={NOTE_MAX}
        placeholder="Ej.: sin sal, cambio para $ 20.000"
        hint={remaining(form.values.note)}
        className="[&_textarea]:min-h-16"
        {...field('note')}
      />
    </div>
  )
}
