import { ChartColumn } from 'lucide-react'
import type { ReactNode } from 'react'
import { NO_SALES_MESSAGE } from '../../../../domain/messages/panel'
import {
  SALES_RANGE_LABELS,
  SALES_RANGES,
  type SalesRange,
  type SalesSummary,
} from '../../../../domain/sales/rules'
import { count, pesos, periodText } from '../lib/sales-format'
import { SalesChart } from './SalesChart'

/** 'Hoy' / '7 días' / '30 días', one pressed: buttons of at least 44 px. */
export function RangePicker({
  value,
  onChange,
}: {
  value: SalesRange
  onChange: (range: SalesRange) => void
}) {
  return (
    <div
      role="group"
      aria-label="Período"
      className="inline-flex rounded-xl border border-stone-200 bg-stone-100 p-1"
    >
      {SALES_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={`min-h-11 min-w-16 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors sm:flex-none ${
            range === value
              ? 'bg-white text-brand-800 shadow-sm ring-1 ring-stone-200'
              : 'text-stone-600 hover:text-stone-900'
          }`}
        >
          {SALES_RANGE_LABELS[range]}
        </button>
      ))}
    </div>
  )
}

function Figure({
  label,
  value,
  children,
}: {
  label: string
  value: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl bg-stone-50 p-3">
      <dt className="min-h-[2lh] text-sm leading-tight text-stone-600">{label}</dt>
      <dd className="truncate text-xl font-bold text-stone-900 tabular-nums sm:text-2xl">
        {value}
      </dd>
      {children && <dd className="text-xs text-stone-600">{children}</dd>}
    </div>
  )
}

/** Accepted, rejected and pending orders as one bar of three colours, with its words under it. */
function StatusSplit({ s }: { s: SalesSummary }) {
  const part = (n: number) => (s.orders > 0 ? `${(n / s.orders) * 100}%` : '0%')
  return (
    <>
      <span aria-hidden className="mb-1 flex h-2 overflow-hidden rounded-full bg-stone-200">
        <span className="bg-green-600" style={{ width: part(s.accepted) }} />
        <span className="bg-red-500" style={{ width: part(s.rejected) }} />
      </span>
      {count(s.accepted, 'aceptado', 'aceptados')} · {count(s.rejected, 'rechazado', 'rechazados')}
      {s.pending > 0 && ` · ${count(s.pending, 'pendiente', 'pendientes')}`}
    </>
  )
}

/** The five best sellers, each with a bar of its units against the first. */
function TopProducts({ products }: { products: SalesSummary['topProducts'] }) {
  const most = products[0]?.units || 1
  return (
    <ol className="flex flex-col gap-3">
      {products.map((p, i) => (
        <li key={p.name} className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
          >
            {i + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2">
              <span className="truncate font-medium text-stone-900">{p.name}</span>
              <span className="shrink-0 text-sm font-semibold text-stone-900 tabular-nums">
                {pesos(p.revenue)}
              </span>
            </div>
            <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-stone-100">
              <span
                className="block h-full rounded-full bg-brand-500/70"
                style={{ width: `${(p.units / most) * 100}%` }}
              />
            </span>
            <span className="text-xs text-stone-600">{count(p.units, 'unidad', 'unidades')}</span>
          </div>
        </li>
      ))}
    </ol>
  )
}

/**
 * docs/product.md#sales: the period's figures, its bars and its best sellers. Revenue counts
 * accepted orders only; the orders, every one placed.
 */
export function SalesOverview({ sales }: { sales: SalesSummary }) {
  const period = periodText(sales)
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{period}</p>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <Figure label="Ventas (pedidos aceptados)" value={pesos(sales.revenue)} />
        <Figure label="Pedidos" value={sales.orders} />
        <Figure
          label="Ticket promedio"
          value={sales.averageTicket === null ? '—' : pesos(sales.averageTicket)}
        />
        <Figure label="Aceptados vs. rechazados" value={`${sales.accepted} / ${sales.rejected}`}>
          <StatusSplit s={sales} />
        </Figure>
      </dl>
      {sales.coupons.orders > 0 && (
        // docs/product.md#coupons: what the shop's coupons took off its accepted orders.
        <p className="-mt-1 text-sm text-stone-700">
          <span className="font-medium text-stone-900">Con cupón:</span>{' '}
          {count(sales.coupons.orders, 'pedido', 'pedidos')} ·{' '}
          <span className="tabular-nums">−{pesos(sales.coupons.discount)}</span>
        </p>
      )}
      {sales.accepted === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ChartColumn aria-hidden className="size-6" />
          </span>
          <p className="font-medium text-stone-700">{NO_SALES_MESSAGE}</p>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3">
            <h3 className="mb-3 font-semibold text-stone-900">
              {sales.granularity === 'hour' ? 'Ventas por hora' : 'Ventas por día'}
            </h3>
            <SalesChart buckets={sales.buckets} granularity={sales.granularity} period={period} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <h3 className="mb-3 font-semibold text-stone-900">Productos más vendidos</h3>
            <TopProducts products={sales.topProducts} />
          </div>
        </div>
      )}
    </div>
  )
}
