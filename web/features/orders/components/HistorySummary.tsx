import { Download } from 'lucide-react'
import { ORDER_EXPORT_ERROR, ORDER_SUMMARY_ERROR } from '../../../../domain/messages/panel'
import { formatMoney } from '../../../../domain/money/rules'
import type { OrderFilter } from '../../../../domain/orders/history'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useFileDownload } from '../../../hooks/useFileDownload'
import { useCan } from '../../../session/useMemberRole'
import { downloadOrdersCsv, useOrderSummary } from '../api/history'

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`

/** What the filters match: how many orders, how many accepted and for how much, and its CSV. */
export function HistorySummary({ filter }: { filter: OrderFilter }) {
  const summary = useOrderSummary(filter)
  const exportable = useCan('ordersExport')
  const {
    download: downloadFile,
    downloading,
    failure,
    saved,
  } = useFileDownload(ORDER_EXPORT_ERROR)

  const download = () => downloadFile(() => downloadOrdersCsv(filter))

  const data = summary.data
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-stone-100 px-4 py-3">
        <p
          aria-live="polite"
          className={`min-w-0 text-stone-700 ${summary.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data ? (
            <>
              <span className="font-semibold text-stone-900">
                {plural(data.count, 'pedido', 'pedidos')}
              </span>
              {' · '}
              {plural(data.acceptedCount, 'aceptado', 'aceptados')} por{' '}
              <span className="font-semibold text-stone-900 tabular-nums">
                {formatMoney(data.acceptedTotal, 2)}
              </span>
            </>
          ) : summary.isError ? (
            <span className="text-stone-500">{ORDER_SUMMARY_ERROR}</span>
          ) : (
            <Skeleton className="inline-block h-5 w-56 align-middle" />
          )}
        </p>
        {/* The CSV is the owner's and the manager's (docs/product.md#team). */}
        {exportable && (
          <Button
            variant="secondary"
            busy={downloading}
            disabled={data?.count === 0}
            onClick={() => void download()}
          >
            {!downloading && <Download aria-hidden className="size-4" />}
            Descargar CSV
          </Button>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p role="status" className="sr-only">
        {saved ? `Descargado: ${saved}` : ''}
      </p>
    </div>
  )
}
