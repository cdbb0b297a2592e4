import { useEffect, useState } from 'react'
import { SLOTS_LOAD_FAILED_MESSAGE } from '../../../../domain/messages/schedule'
import type { SlotList } from '../../../../domain/orders/timing-schemas'
import { apiFetch } from '../../../api/client'
import { Button } from '../../../components/ui/Button'
import { Select } from '../../../components/ui/Select'

type Slot = SlotList['slots'][number]

const DAY_LABELS = { hoy: 'Hoy', mañana: 'Mañana' } as const

/** The slots a customer may pick now: today's and tomorrow's, the full ones left out. */
const loadSlots = (slug: string) =>
  apiFetch<SlotList>(`/public/business/${encodeURIComponent(slug)}/slots`, { cache: 'no-store' })

/**
 * '¿Para cuándo?' (docs/product.md#scheduled-orders): 'Lo antes posible' or 'Programar', and for
 * 'Programar' a day (Hoy / Mañana) and a time among the shop's free slots. Only shops that take
 * orders for later show it, and it loads apart from the checkout page with its call for the slots
 * (docs/decisions/0006-bundle-driven-splits.md). A closed shop offers 'Programar' alone.
 * `value` is null for 'Lo antes posible', '' for 'Programar' with no slot yet, else the slot's
 * instant (ISO), which the order sends as `scheduledFor`.
 */
export default function SchedulePicker({
  slug,
  closed,
  value,
  onChange,
  refresh,
}: {
  slug: string
  closed: boolean
  value: string | null
  onChange: (value: string | null) => void
  /** Changes when the server refused an order, so the slots are asked again (one may be full). */
  refresh: unknown
}) {
  const later = closed || value !== null
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!later) return
    let live = true
    loadSlots(slug).then(
      (list) => {
        if (!live) return
        setFailed(false)
        setSlots(list.slots.filter((slot) => !slot.full))
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [later, slug, refresh, attempt])

  // A slot no longer offered (taken meanwhile) gives way to the first free one.
  const offered = later ? slots : null
  useEffect(() => {
    if (!offered || offered.some((slot) => slot.at === value)) return
    onChange(offered[0]?.at ?? '')
  }, [offered, value, onChange])

  const chosen = offered?.find((slot) => slot.at === value)
  const days = [...new Set(offered?.map((slot) => slot.day))]
  const day = chosen?.day ?? days[0]

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-bold text-stone-900">¿Para cuándo?</legend>
      {closed && (
        <p className="text-sm text-stone-700">
          El local está cerrado ahora: programá tu pedido para cuando abra.
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            [false, 'Lo antes posible'],
            [true, 'Programar'],
          ] as const
        ).map(([forLater, label]) => (
          <label
            key={label}
            className={`flex min-h-11 items-center gap-2 rounded-xl border p-3 font-semibold ${
              forLater || !closed
                ? 'cursor-pointer border-stone-300 text-stone-900 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600'
                : 'cursor-not-allowed border-dashed border-stone-300 text-stone-500'
            }`}
          >
            <input
              type="radio"
              name="cuando"
              checked={later === forLater}
              disabled={!forLater && closed}
              onChange={() => onChange(forLater ? (offered?.[0]?.at ?? '') : null)}
              className="size-5 shrink-0 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {later &&
        (failed ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-800">
            <p>{SLOTS_LOAD_FAILED_MESSAGE}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setFailed(false)
                setAttempt((n) => n + 1)
              }}
            >
              Reintentar
            </Button>
          </div>
        ) : !offered ? (
          <p className="text-sm text-stone-600">Buscando horarios...</p>
        ) : offered.length === 0 ? (
          <p className="text-sm font-medium text-amber-900">
            No quedan horarios para hoy ni mañana.
          </p>
        ) : (
          <div className="mt-1 flex flex-col gap-3">
            <div role="group" aria-label="Día" className="flex gap-2">
              {days.map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={d === day}
                  onClick={() => onChange(offered.find((slot) => slot.day === d)!.at)}
                  className="min-h-11 flex-1 rounded-xl border border-stone-300 px-4 font-semibold text-stone-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:ring-1 aria-pressed:ring-brand-600"
                >
                  {DAY_LABELS[d]}
                </button>
              ))}
            </div>
            <Select label="Horario" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
              {offered
                .filter((slot) => slot.day === day)
                .map((slot) => (
                  <option key={slot.at} value={slot.at}>
                    {slot.time}
                  </option>
                ))}
            </Select>
          </div>
        ))}
    </fieldset>
  )
}
