import { useId, useState } from 'react'
import { Switch } from '../../../components/ui/Switch'
import {
  readTicketPreference,
  saveTicketPreference,
  TICKET_WIDTHS,
  type TicketPreference,
} from '../lib/ticket-preference'

/**
 * How this device prints kitchen tickets (docs/product.md#tickets), opened from 'Tickets' in
 * Pedidos: 'Imprimir al aceptar' and the paper's width, kept on this device only.
 */
export function TicketSettings({ id }: { id: string }) {
  const [preference, setPreference] = useState(readTicketPreference)
  const headingId = useId()

  function change(next: Partial<TicketPreference>) {
    const value = { ...preference, ...next }
    setPreference(value)
    saveTicketPreference(value)
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 md:max-w-md"
    >
      <div>
        <h2 id={headingId} className="font-semibold text-stone-900">
          Tickets de cocina
        </h2>
        <p className="text-sm text-stone-600">Se guarda en este dispositivo.</p>
      </div>
      <Switch
        label="Imprimir al aceptar"
        hint="Al aceptar un pedido acá, se imprime su ticket."
        checked={preference.autoPrint}
        onChange={(event) => change({ autoPrint: event.target.checked })}
      />
      <fieldset className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <legend className="float-left font-medium text-stone-800">Ancho del papel</legend>
        <div className="flex gap-1 rounded-lg bg-stone-100 p-1">
          {TICKET_WIDTHS.map((width) => (
            <label
              key={width}
              className="flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-stone-700 has-checked:bg-white has-checked:text-stone-900 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-stone-300 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name={`${id}-width`}
                value={width}
                checked={preference.width === width}
                onChange={() => change({ width })}
                className="sr-only"
              />
              {width} mm
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  )
}
