import type { AdminDayBucket } from '../../../../domain/admin/shops'
import { SalesChart } from '../../panel'
import { calendarDay, pesos } from '../lib/format'

/**
 * Orders and sales per Argentina day (the panel's sales chart, the same bars) and, under it, the
 * same figures as a table anyone can read.
 */
export function DaysChart({ days, caption }: { days: AdminDayBucket[]; caption: string }) {
  const buckets = days.map((d) => ({ start: d.day, orders: d.orders, revenue: d.sales }))
  return (
    <div className="flex flex-col gap-4">
      {days.every((d) => d.orders === 0) && (
        <p className="text-sm text-stone-600">Sin pedidos en estos 30 días.</p>
      )}
      <SalesChart buckets={buckets} granularity="day" period="Últimos 30 días" />
      <details className="rounded-lg border border-stone-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-700">
          Ver la tabla por día
        </summary>
        <div className="max-h-80 overflow-y-auto border-t border-stone-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-stone-50 text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Día
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Pedidos
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Ventas
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {[...days].reverse().map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <th scope="row" className="px-3 py-2 font-normal text-stone-800">
                    {calendarDay(d.day)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{d.orders}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{pesos(d.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
