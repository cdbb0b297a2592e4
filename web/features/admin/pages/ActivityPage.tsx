import { ScrollText } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { LOCALE, TIME_ZONE } from '../../../../domain/constants'
import { auditActionLabel, SIGN_IN_METHOD_LABELS } from '../../../../domain/admin/actions'
import type { ActivityEntry } from '../../../../domain/admin/schemas'
import { OPERATOR_ACTIVITY_FAILED_MESSAGE } from '../../../../domain/messages/admin'
import { Button } from '../../../components/ui/Button'
import { ClearFiltersButton } from '../../../components/ui/ClearFiltersButton'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Select } from '../../../components/ui/Select'
import { ListSkeleton } from '../../../components/ui/ListSkeleton'
import { TextField } from '../../../components/ui/TextField'
import { useActivity, type ActivityFilters } from '../api/activity'

const FILTERS = ['action', 'operator', 'shop', 'from', 'to'] as const

const when = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** What an entry's details say, in words where the console knows them. */
function detailsText(entry: ActivityEntry): string | null {
  const details = { ...entry.details }
  const parts: string[] = []
  if (entry.action === 'operator.sign-in' && typeof details.method === 'string') {
    parts.push(SIGN_IN_METHOD_LABELS[details.method] ?? details.method)
    delete details.method
  }
  if (entry.action === 'operator.create') {
    if (details.reset === true) parts.push('nuevo enlace para una cuenta existente')
    if (typeof details.email === 'string') parts.push(details.email)
    delete details.reset
    delete details.email
    delete details.via
  }
  for (const [key, value] of Object.entries(details)) {
    parts.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  }
  return parts.length ? parts.join(' · ') : null
}

const operatorText = (entry: ActivityEntry) => entry.operator?.email ?? 'Operador dado de baja'

function EntryCard({ entry }: { entry: ActivityEntry }) {
  const details = detailsText(entry)
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-stone-900">{auditActionLabel(entry.action)}</span>
        <time dateTime={entry.createdAt} className="text-sm text-stone-600 tabular-nums">
          {when.format(new Date(entry.createdAt))}
        </time>
      </div>
      <p className="text-sm break-all text-stone-700">{operatorText(entry)}</p>
      {entry.shop && <p className="text-sm text-stone-800">Comercio: {entry.shop.name}</p>}
      {entry.reason && <p className="text-sm text-stone-800">Motivo: {entry.reason}</p>}
      {details && <p className="text-sm break-words text-stone-600">{details}</p>}
    </li>
  )
}

function EntriesTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm ring-1 ring-stone-200">
      <thead className="bg-stone-100 text-stone-700">
        <tr>
          {['Fecha', 'Operador', 'Acción', 'Comercio', 'Motivo y detalle'].map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const details = detailsText(entry)
          return (
            <tr key={entry.id} className="border-t border-stone-200 align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
              </td>
              <td className="px-4 py-3 break-all text-stone-800">{operatorText(entry)}</td>
              <td className="px-4 py-3 font-medium text-stone-900">
                {auditActionLabel(entry.action)}
              </td>
              <td className="px-4 py-3 text-stone-800">{entry.shop?.name ?? '—'}</td>
              <td className="px-4 py-3 text-stone-700">
                {entry.reason && <p>{entry.reason}</p>}
                {details && <p className="text-stone-600">{details}</p>}
                {!entry.reason && !details && '—'}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * 'Actividad' (docs/product.md#operators): every operator action, newest first, filtered by
 * action, operator, shop and days; the filters live in the address, so a view can be shared.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as ActivityFilters
  const activity = useActivity(filters)
  const pages = activity.data?.pages ?? []
  const entries = pages.flatMap((page) => page.entries)
  const choices = pages[0]

  const setFilter = (name: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  const filtered = FILTERS.some((name) => filters[name])

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Actividad"
        description="Todo lo que hicieron los operadores: quién, qué, en qué comercio, cuándo y por qué."
      />
      <form
        role="search"
        aria-label="Filtrar la actividad"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-5"
      >
        <Select
          label="Acción"
          className="col-span-2 lg:col-span-1"
          value={filters.action}
          onChange={(e) => setFilter('action', e.target.value)}
        >
          <option value="">Todas</option>
          {choices?.actions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </Select>
        <Select
          label="Comercio"
          className="col-span-2 lg:col-span-1"
          value={filters.shop}
          onChange={(e) => setFilter('shop', e.target.value)}
        >
          <option value="">Todos</option>
          {choices?.shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </Select>
        <Select
          label="Operador"
          className="col-span-2 lg:col-span-1"
          value={filters.operator}
          onChange={(e) => setFilter('operator', e.target.value)}
        >
          <option value="">Todos</option>
          {choices?.operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.email}
            </option>
          ))}
        </Select>
        <TextField
          label="Desde"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => setFilter('from', e.target.value)}
        />
        <TextField
          label="Hasta"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => setFilter('to', e.target.value)}
        />
        {filtered && (
          <ClearFiltersButton
            className="col-span-2 lg:col-span-5"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          />
        )}
      </form>

      <ListState
        query={activity}
        failed={activity.isError && entries.length === 0}
        loadingLabel="Cargando la actividad..."
        skeleton={<ListSkeleton rows={4} />}
        errorMessage={OPERATOR_ACTIVITY_FAILED_MESSAGE}
        isEmpty={entries.length === 0}
        empty={
          <EmptyState icon={ScrollText} title="No hay actividad para mostrar">
            {filtered ? 'Probá con otros filtros.' : 'Cada acción de un operador aparece acá.'}
          </EmptyState>
        }
      >
        {() => (
          <div aria-busy={activity.isFetching || undefined} className="flex flex-col gap-4">
            <div className="hidden lg:block">
              <EntriesTable entries={entries} />
            </div>
            <ul aria-label="Actividad" className="flex flex-col gap-3 lg:hidden">
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                onClick={() => void activity.fetchNextPage()}
                busy={activity.isFetchingNextPage}
                className="self-center"
              >
                Ver más
              </Button>
            )}
          </div>
        )}
      </ListState>
    </div>
  )
}
