import { Search, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { addDays, formatDay, type OrderFilter } from '../../../../domain/orders/history'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../domain/orders/rules'
import { Button } from '../../../components/ui/Button'
import { Select } from '../../../components/ui/Select'
import { TextField } from '../../../components/ui/TextField'
import { argentinaDay } from '../../../lib/argentina-time'
import { filterOf, formOf, type HistoryForm, type HistoryFormErrors } from '../lib/history-params'

/** Quick ranges, as days in Argentina ending today. */
function ranges(today: string): { label: string; from: string }[] {
  return [
    { label: 'Hoy', from: today },
    { label: '7 días', from: addDays(today, -6) },
    { label: '30 días', from: addDays(today, -29) },
    { label: 'Este mes', from: `${today.slice(0, 8)}01` },
  ]
}

/** A day typed as dd/mm/aaaa. */
function DayField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      label={label}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

/** The filters of the history: dates, status and a search, and quick ranges of days. */
export function HistoryFilters({
  filter,
  onFilter,
}: {
  filter: OrderFilter
  onFilter: (filter: OrderFilter) => void
}) {
  const [form, setForm] = useState<HistoryForm>(() => formOf(filter))
  const [errors, setErrors] = useState<HistoryFormErrors>({})
  const set = (field: keyof HistoryForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }))

  function apply(next: HistoryForm) {
    const read = filterOf(next)
    setErrors(read.errors ?? {})
    if (read.filter) onFilter(read.filter)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(form)
  }
  const today = argentinaDay(new Date())

  return (
    <form
      role="search"
      aria-label="Filtrar pedidos"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[8.5rem_8.5rem_10rem_minmax(0,1fr)]">
        <DayField label="Desde" value={form.from} error={errors.from} onChange={set('from')} />
        <DayField label="Hasta" value={form.to} error={errors.to} onChange={set('to')} />
        <Select
          label="Estado"
          value={form.status}
          onChange={(e) => {
            // A choice from a list applies at once, with the rest of the form as it stands.
            const next = { ...form, status: e.target.value as HistoryForm['status'] }
            setForm(next)
            apply(next)
          }}
        >
          <option value="">Todos</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nombre o #id"
          autoComplete="off"
          enterKeyHint="search"
          value={form.q}
          error={errors.q}
          onChange={(e) => set('q')(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" className="px-5">
          <Search aria-hidden className="size-4" />
          Filtrar
        </Button>
        {Object.keys(filter).length > 0 && (
          <Button variant="ghost" onClick={() => onFilter({})}>
            <X aria-hidden className="size-4" />
            Limpiar
          </Button>
        )}
        <div className="flex flex-wrap gap-1.5 md:ml-auto" aria-label="Rangos rápidos" role="group">
          {ranges(today).map((range) => {
            const active = filter.from === range.from && filter.to === today
            return (
              <button
                key={range.label}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  apply({ ...form, from: formatDay(range.from), to: formatDay(today) })
                }
                className={`min-h-9 rounded-full px-3 text-sm font-medium ring-1 ring-inset ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-stone-50 text-stone-700 ring-stone-200 hover:bg-stone-100'}`}
              >
                {range.label}
              </button>
            )
          })}
        </div>
      </div>
    </form>
  )
}
