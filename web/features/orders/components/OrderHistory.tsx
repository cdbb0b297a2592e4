import { SearchX, X } from 'lucide-react'
import { ORDERS_LOAD_ERROR } from '../../../../domain/messages/panel'
import type { OrderFilter } from '../../../../domain/orders/history'
import { Button } from '../../../components/ui/Button'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useOrderHistory } from '../api/history'
import { HistoryFilters } from './HistoryFilters'
import { HistoryRows } from './HistoryRows'
import { HistorySummary } from './HistorySummary'
import { HistoryTable } from './HistoryTable'

/**
 * docs/product.md#order-history 'Historial': the filters, the totals of what they match with the
 * CSV download, and the orders newest first, 50 at a time. A table on a wide screen, a compact
 * row per order on a phone.
 */
export function OrderHistory({
  filter,
  onFilter,
}: {
  filter: OrderFilter
  onFilter: (filter: OrderFilter) => void
}) {
  const history = useOrderHistory(filter)
  const orders = history.data?.pages.flat() ?? []
  const filtered = Object.keys(filter).length > 0

  return (
    <div className="flex flex-col gap-4">
      {/* A new address (back, a link) starts the form over from it. */}
      <HistoryFilters key={JSON.stringify(filter)} filter={filter} onFilter={onFilter} />
      <HistorySummary filter={filter} />
      <ListState
        query={history}
        failed={history.isError && orders.length === 0}
        loadingLabel="Cargando pedidos..."
        skeleton={
          <div className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        }
        errorMessage={ORDERS_LOAD_ERROR}
        isEmpty={orders.length === 0}
        empty={
          <EmptyState
            icon={SearchX}
            title={filtered ? 'No hay pedidos con estos filtros.' : 'No hay pedidos aún.'}
            action={
              filtered && (
                <Button variant="secondary" onClick={() => onFilter({})}>
                  <X aria-hidden className="size-4" />
                  Quitar filtros
                </Button>
              )
            }
          >
            {filtered
              ? 'Probá con otras fechas, otro estado u otra búsqueda.'
              : 'Cuando recibas pedidos, los vas a encontrar acá.'}
          </EmptyState>
        }
      >
        {() => (
          <div className={`flex flex-col gap-3 ${history.isFetching ? 'opacity-80' : ''}`}>
            <HistoryTable orders={orders} />
            <HistoryRows orders={orders} />
            {history.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                busy={history.isFetchingNextPage}
                onClick={() => history.fetchNextPage()}
              >
                Cargar más
              </Button>
            )}
          </div>
        )}
      </ListState>
    </div>
  )
}
