import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SALES_LOAD_ERROR } from '../../../../domain/messages/panel'
import { DEFAULT_SALES_RANGE, type SalesRange } from '../../../../domain/sales/rules'
import { ListState } from '../../../components/ui/ListState'
import { Skeleton } from '../../../components/ui/Skeleton'
import { WidgetBoundary } from '../../../components/ui/WidgetBoundary'
import { salesKey, useSales } from '../api/sales'
import { RangePicker, SalesOverview } from './SalesOverview'

/** docs/product.md#sales: the period picker and what it shows; the last period stays while another loads. */
export function SalesSection() {
  const [range, setRange] = useState<SalesRange>(DEFAULT_SALES_RANGE)
  const sales = useSales(range)
  const queryClient = useQueryClient()
  const titleId = useId()
  const switching = sales.isPlaceholderData
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={sales.isFetching}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          Ventas
        </h2>
        <RangePicker value={range} onChange={setRange} />
      </div>
      <ListState
        query={sales}
        loadingLabel="Cargando ventas..."
        skeleton={
          <div className="flex flex-col gap-4">
            <Skeleton className="h-4 w-40" />
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-56" />
          </div>
        }
        errorMessage={SALES_LOAD_ERROR}
        isEmpty={false}
        empty={null}
      >
        {() => (
          // An answer it cannot draw fails this answer alone: another period or answer is drawn anew.
          <WidgetBoundary
            key={`${range} ${sales.dataUpdatedAt}`}
            onRetry={() => queryClient.resetQueries({ queryKey: salesKey })}
          >
            <div className={switching ? 'opacity-60 transition-opacity' : undefined}>
              <SalesOverview sales={sales.data!} />
            </div>
          </WidgetBoundary>
        )}
      </ListState>
    </section>
  )
}
