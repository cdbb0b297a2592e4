import { Copy, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { crossesMidnight, WEEK_DAYS, type Interval } from '../../../../domain/hours/rules'
import { openingHoursSchema, type OpeningHours } from '../../../../domain/hours/schemas'
import { useHours, useSaveHours } from '../api/settings'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { toast } from '../../../components/ui/Toast'
import { normalizeTime } from '../lib/time-of-day'
import { FormSkeleton } from './FormSkeleton'
import { SaveRow } from './SaveRow'
import {
  HOURS_LOAD_ERROR,
  HOURS_SAVE_ERROR,
  HOURS_SAVED_MESSAGE,
} from '../../../../domain/messages/panel'

type Week = Record<number, Interval[]>
const NEW_INTERVAL: Interval = { openTime: '09:00', closeTime: '18:00' }

function toWeek(hours: OpeningHours): Week {
  const week: Week = Object.fromEntries(WEEK_DAYS.map(({ dayOfWeek }) => [dayOfWeek, []]))
  for (const day of hours.openingHours) week[day.dayOfWeek] = day.intervals
  return week
}

/** docs/product.md#api: only days with intervals are sent. */
export const weekToBody = (week: Week) => ({
  openingHours: WEEK_DAYS.filter(({ dayOfWeek }) => week[dayOfWeek].length > 0).map(
    ({ dayOfWeek }) => ({ dayOfWeek, intervals: week[dayOfWeek] }),
  ),
})

/**
 * A time of day in 24-hour HH:mm (docs/product.md#limits), typed as text: a native time input
 * follows the browser's language and shows AM/PM in an English one. What is typed is read as it
 * goes ('2130' is 21:30) and written out in full when the field is left; what cannot be read is
 * passed on as typed, for the form's check to refuse with its message.
 */
function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // A value set from outside (a copied day) replaces the text; one the text already reads as stays.
  if (value !== shown) {
    setShown(value)
    if (normalizeTime(text) !== value) setText(value)
  }
  return (
    <label className="flex flex-col gap-1 text-sm text-stone-700">
      <span aria-hidden>{label.split(' ')[0]}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:mm"
        maxLength={8}
        aria-label={label}
        value={text}
        required
        onChange={(e) => {
          setText(e.target.value)
          onChange(normalizeTime(e.target.value) ?? e.target.value)
        }}
        onBlur={() => setText((typed) => normalizeTime(typed) ?? typed)}
        className="min-h-11 w-24 rounded-lg border border-stone-300 bg-white px-2 text-center text-base text-stone-900 tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </label>
  )
}

function CopyDay({
  from,
  onCopy,
  onClose,
}: {
  from: number
  onCopy: (days: number[]) => void
  onClose: () => void
}) {
  const [days, setDays] = useState<number[]>([])
  const others = WEEK_DAYS.filter((d) => d.dayOfWeek !== from)
  return (
    <fieldset className="mt-2 flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
      <legend className="sr-only">Copiar a otros días</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {others.map((d) => (
          <label key={d.dayOfWeek} className="flex min-h-11 items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={days.includes(d.dayOfWeek)}
              onChange={(e) =>
                setDays((list) =>
                  e.target.checked ? [...list, d.dayOfWeek] : list.filter((x) => x !== d.dayOfWeek),
                )
              }
            />
            {d.name}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDays(others.map((d) => d.dayOfWeek))}>
          Todos
        </Button>
        <Button disabled={days.length === 0} onClick={() => onCopy(days)}>
          Copiar horarios
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </fieldset>
  )
}

interface WeekForm {
  week: Week
}

/**
 * The week is checked by the schema the API applies to the same body (docs/product.md#validation);
 * its first problem (an overlap, a bad time) is the whole form's, shown above the save button.
 */
const weekResolver: Resolver<WeekForm, unknown, OpeningHours> = (values) => {
  const parsed = openingHoursSchema.safeParse(weekToBody(values.week))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors<WeekForm> = {
    week: { type: 'schema', message: parsed.error.issues[0].message },
  }
  return { values: {}, errors }
}

function WeekEditor({ initial }: { initial: Week }) {
  const save = useSaveHours()
  const form = useForm<WeekForm, unknown, OpeningHours>({
    resolver: weekResolver,
    defaultValues: { week: initial },
    // Nothing to focus: the problem is the week's, written above the button.
    shouldFocusError: false,
  })
  const week = useWatch({ control: form.control, name: 'week' })
  const problem = form.formState.errors.week?.message
  const [copyFrom, setCopyFrom] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const setWeek = (next: Week) => form.setValue('week', next, { shouldDirty: true })
  const setDay = (day: number, intervals: Interval[]) => setWeek({ ...week, [day]: intervals })

  const submit = form.handleSubmit(async (body) => {
    setError(null)
    try {
      await save.mutateAsync(body)
      toast(HOURS_SAVED_MESSAGE)
    } catch (err) {
      console.error(err)
      setError(HOURS_SAVE_ERROR)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Podés cargar varios horarios por día. Si cerrás después de medianoche (por ejemplo de 20:00
        a 02:00), cargalo en el día que abrís.
      </p>
      <ul className="flex flex-col divide-y divide-stone-200" aria-label="Horarios de la semana">
        {WEEK_DAYS.map(({ dayOfWeek, name }) => {
          const intervals = week[dayOfWeek]
          return (
            <li key={dayOfWeek} aria-label={name} className="flex flex-col gap-2 py-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-stone-900">{name}</h3>
                {intervals.length === 0 && <span className="text-sm text-stone-600">Cerrado</span>}
              </div>
              {intervals.map((interval, i) => (
                <div key={i} className="flex flex-wrap items-end gap-2">
                  <TimeInput
                    label={`Abre ${name} (horario ${i + 1})`}
                    value={interval.openTime}
                    onChange={(openTime) =>
                      setDay(
                        dayOfWeek,
                        intervals.map((x, j) => (j === i ? { ...x, openTime } : x)),
                      )
                    }
                  />
                  <TimeInput
                    label={`Cierra ${name} (horario ${i + 1})`}
                    value={interval.closeTime}
                    onChange={(closeTime) =>
                      setDay(
                        dayOfWeek,
                        intervals.map((x, j) => (j === i ? { ...x, closeTime } : x)),
                      )
                    }
                  />
                  <button
                    type="button"
                    onClick={() =>
                      setDay(
                        dayOfWeek,
                        intervals.filter((_, j) => j !== i),
                      )
                    }
                    className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-5" />
                    <span className="sr-only">{`Quitar horario ${i + 1} del ${name.toLowerCase()}`}</span>
                  </button>
                  {interval.openTime && interval.closeTime && crossesMidnight(interval) && (
                    <span className="pb-3 text-sm text-stone-600">
                      {interval.openTime === interval.closeTime
                        ? 'Abierto las 24 horas'
                        : 'Cierra al día siguiente'}
                    </span>
                  )}
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  onClick={() => setDay(dayOfWeek, [...intervals, NEW_INTERVAL])}
                >
                  <Plus aria-hidden className="size-4" />
                  Agregar horario
                  <span className="sr-only"> al {name.toLowerCase()}</span>
                </Button>
                {intervals.length > 0 && (
                  <Button variant="ghost" onClick={() => setCopyFrom(dayOfWeek)}>
                    <Copy aria-hidden className="size-4" />
                    Copiar a otros días
                    <span className="sr-only"> (desde el {name.toLowerCase()})</span>
                  </Button>
                )}
              </div>
              {copyFrom === dayOfWeek && (
                <CopyDay
                  from={dayOfWeek}
                  onClose={() => setCopyFrom(null)}
                  onCopy={(days) => {
                    setWeek({ ...week, ...Object.fromEntries(days.map((d) => [d, intervals])) })
                    setCopyFrom(null)
                  }}
                />
              )}
            </li>
          )
        })}
      </ul>
      {problem && <Alert tone="error">{problem}</Alert>}
      <SaveRow label="Guardar horarios" busy={save.isPending} error={error} />
    </form>
  )
}

/** 'Horarios de atención': the week from Monday, several intervals a day (docs/product.md#entities, §9). */
export function HoursTab() {
  const hours = useHours()
  if (hours.isPending) return <FormSkeleton fields={7} />
  if (hours.isError) return <Alert tone="error">{HOURS_LOAD_ERROR}</Alert>
  return <WeekEditor initial={toWeek(hours.data)} />
}
