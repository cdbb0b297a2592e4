import { Users } from 'lucide-react'
import { useState } from 'react'
import { ACTIVITY_LOAD_ERROR } from '../../../../domain/messages/panel'
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityKind,
} from '../../../../domain/team/activity'
import { MEMBER_ROLE_LABELS } from '../../../../domain/team/permissions'
import { Button } from '../../../components/ui/Button'
import { ClearFiltersButton } from '../../../components/ui/ClearFiltersButton'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { Select } from '../../../components/ui/Select'
import { ListSkeleton } from '../../../components/ui/ListSkeleton'
import { useShopActivity, type ActivityEntry, type ActivityFilters } from '../api/team'
import { shortDateTime } from '../lib/format'

const NO_FILTERS: ActivityFilters = { actor: '', kind: '' }

function EntryCard({ entry }: { entry: ActivityEntry }) {
  const role = MEMBER_ROLE_LABELS[entry.actorRole]
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-stone-900">{ACTIVITY_KIND_LABELS[entry.kind]}</span>
        <time dateTime={entry.createdAt} className="text-sm text-stone-600 tabular-nums">
          {shortDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-sm text-stone-700">
        <span className="font-medium text-stone-900">{entry.actorName}</span>
        {/* An owner without a name of their own is named by the role already. */}
        {entry.actorName !== role && ` · ${role}`}
      </p>
      {entry.summary && <p className="text-sm break-words text-stone-700">{entry.summary}</p>}
    </li>
  )
}

/**
 * Configuración › Actividad (docs/product.md#team), the owner's and the manager's: who did what,
 * newest first, in Argentina's time, by member and by kind, a page at a time.
 */
export function ActivityTab() {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS)
  const activity = useShopActivity(filters)
  const pages = activity.data?.pages ?? []
  const entries = pages.flatMap((page) => page.entries)
  const actors = pages[0]?.actors ?? []
  const filtered = Boolean(filters.actor || filters.kind)

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label="Filtrar la actividad"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2"
      >
        <Select
          label="Miembro"
          value={filters.actor}
          onChange={(e) => setFilters({ ...filters, actor: e.target.value })}
        >
          <option value="">Todos</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </Select>
        <Select
          label="Qué hizo"
          value={filters.kind}
          onChange={(e) => setFilters({ ...filters, kind: e.target.value as ActivityKind | '' })}
        >
          <option value="">Todo</option>
          {ACTIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ACTIVITY_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
        {filtered && (
          <ClearFiltersButton className="sm:col-span-2" onClick={() => setFilters(NO_FILTERS)} />
        )}
      </form>
      <ListState
        query={activity}
        failed={activity.isError && entries.length === 0}
        loadingLabel="Cargando la actividad..."
        skeleton={<ListSkeleton rows={3} />}
        errorMessage={ACTIVITY_LOAD_ERROR}
        isEmpty={entries.length === 0}
        empty={
          <EmptyState
            icon={Users}
            title={filtered ? 'Nada con esos filtros.' : 'Todavía no hay actividad.'}
          >
            {filtered
              ? 'Probá con otro miembro u otra acción.'
              : 'Acá vas a ver quién aceptó cada pedido, quién cambió un precio o pausó los pedidos.'}
          </EmptyState>
        }
      >
        {() => (
          <>
            <ul aria-label="Actividad del equipo" className="flex flex-col gap-3">
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                busy={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                Ver más
              </Button>
            )}
          </>
        )}
      </ListState>
    </div>
  )
}
