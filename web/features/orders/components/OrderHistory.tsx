import { Bike, Download, Search, SearchX, Store, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Order } from '../../../../domain/orders/schemas'
import {
  ORDER_EXPORT_ERROR,
  ORDER_SUMMARY_ERROR,
  ORDERS_LOAD_ERROR,
} from '../../../../domain/messages/panel'
import { formatMoney } from '../../../../domain/money/rules'
import { addDays, formatDay, type OrderFilter } from '../../../../domain/orders/history'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../domain/orders/rules'
import { OrderStatusBadge } from '../../../components/OrderStatusBadge'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { Select } from '../../../components/ui/Select'
import { Skeleton } from '../../../components/ui/Skeleton'
import { TextField } from '../../../components/ui/TextField'
import { argentinaDay, formatClock } from '../../../lib/argentina-time'
import { serverMessage } from '../../../lib/error-message'
import { downloadOrdersCsv, useOrderHistory, useOrderSummary } from '../api/history'
import { shortOrderId } from '../lib/format'
import { filterOf, formOf, type HistoryForm, type HistoryFormErrors } from '../lib/history-params'

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
      <SummaryBar filter={filter} />
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

/** Quick ranges, as days in Argentina ending today. */
function ranges(today: string): { label: string; from: string }[] {
  return [
    { label: 'Hoy', from: today },
    { label: '7 días', from: addDays(today, -6) },
    { label: '30 días', from: addDays(today, -29) },
    { label: 'Este mes', from: `${today.slice(0, 8)}01` },
  ]
}

function HistoryFilters({
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
        <TextField
          label="Desde"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={form.from}
          error={errors.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label="Hasta"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={form.to}
          error={errors.to}
          onChange={(e) => set('to')(e.target.value)}
        />
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

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`

function SummaryBar({ filter }: { filter: OrderFilter }) {
  const summary = useOrderSummary(filter)
  const [downloading, setDownloading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  async function download() {
    setDownloading(true)
    setFailure(null)
    setSaved(null)
    try {
      setSaved(await downloadOrdersCsv(filter))
    } catch (err) {
      setFailure(serverMessage(err, ORDER_EXPORT_ERROR))
    } finally {
      setDownloading(false)
    }
  }

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
        <Button
          variant="secondary"
          busy={downloading}
          disabled={data?.count === 0}
          onClick={() => void download()}
        >
          {!downloading && <Download aria-hidden className="size-4" />}
          Descargar CSV
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p role="status" className="sr-only">
        {saved ? `Descargado: ${saved}` : ''}
      </p>
    </div>
  )
}

const METHOD = {
  DELIVERY: { label: 'Envío a domicilio', short: 'Envío', Icon: Bike },
  PICKUP: { label: 'Retiro en el local', short: 'Retiro', Icon: Store },
} as const

const itemsText = (order: Order) =>
  order.items.map((item) => `${item.quantity} x ${item.product.name}`).join(', ')

/** 'dd/mm/aaaa' and 'HH:mm' of an order, in Argentina. */
const when = (order: Order) => {
  const date = new Date(order.createdAt)
  return { day: formatDay(argentinaDay(date)), time: formatClock(date) }
}

/** A wide screen: one line per order. */
function HistoryTable({ orders }: { orders: Order[] }) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pedidos</caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3">
              Pedido
            </th>
            <th scope="col" className="px-4 py-3">
              Cliente
            </th>
            <th scope="col" className="px-4 py-3">
              Método
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => {
            const { day, time } = when(order)
            const method = METHOD[order.method]
            return (
              <tr key={order.id} data-history-row={order.id} className="hover:bg-stone-50">
                <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">
                  <time dateTime={order.createdAt}>
                    {day} <span className="text-stone-500">{time}</span>
                  </time>
                </td>
                <td className="px-4 py-3 font-mono whitespace-nowrap text-stone-600">
                  #{shortOrderId(order.id)}
                </td>
                {/* Takes the room left, and cuts a long name or list short. */}
                <td className="w-full max-w-0 px-4 py-3">
                  <span className="block truncate font-medium text-stone-900">
                    {order.user.fullName}
                  </span>
                  <span className="block truncate text-stone-500">{itemsText(order)}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  <method.Icon aria-hidden className="mr-1.5 inline size-4 text-stone-500" />
                  {method.label}
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} size="sm" />
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatMoney(order.total, 2)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A phone: a compact row per order that fits 390 px. */
function HistoryRows({ orders }: { orders: Order[] }) {
  return (
    <ul
      aria-label="Pedidos"
      className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white md:hidden"
    >
      {orders.map((order) => {
        const { day, time } = when(order)
        const method = METHOD[order.method]
        return (
          <li key={order.id} data-history-row={order.id} className="flex flex-col gap-1 px-4 py-3">
            <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
              <time dateTime={order.createdAt} className="tabular-nums">
                {day} · {time}
              </time>
              <OrderStatusBadge status={order.status} size="sm" />
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-semibold text-stone-900">
                {order.user.fullName}
              </span>
              <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatMoney(order.total, 2)}
              </span>
            </div>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-stone-500">
              <method.Icon aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 truncate">
                <span className="font-mono">#{shortOrderId(order.id)}</span> · {method.short} ·{' '}
                {itemsText(order)}
              </span>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
