import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PLAN_STANDING_LABELS, PLAN_STANDINGS } from '../../../../domain/plan/rules'
import { Alert } from '../../../components/ui/Alert'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Skeleton } from '../../../components/ui/Skeleton'
import { paths } from '../../../paths'
import { useOverview } from '../api/shops'
import { DaysChart } from '../components/DaysChart'
import { calendarDay, calendarMonth, pesos } from '../lib/format'
import { planToneOf } from '../../../components/PlanStanding'

function Card({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4"
    >
      <span className="text-sm text-stone-600">{label}</span>
      <span className="text-2xl font-bold text-stone-900 tabular-nums">{value}</span>
      {hint && <span className="text-sm text-stone-500">{hint}</span>}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 md:p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  )
}

/** docs/product.md#operators 'Panorama': the marketplace at a glance. */
export function PanoramaPage() {
  const overview = useOverview()
  const data = overview.data

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Panorama"
        description="Cómo viene Barrio: comercios, pedidos e ingresos."
      />
      {overview.isError && <Alert tone="error">{overview.error.message}</Alert>}
      {!data ? (
        overview.isPending && (
          <div aria-busy className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        )
      ) : (
        <>
          <section aria-label="Comercios por estado del plan" className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Card label="Comercios" value={data.totalShops} />
              <Card
                label="Comercios activos"
                value={data.activeShops}
                hint="Con algún pedido en los últimos 30 días"
              />
              <Card
                label="Ingresos del mes"
                value={pesos(data.income.thisMonth)}
                hint="Pagos del plan aprobados"
              />
              <Card label="Altas esta semana" value={data.newShopsByWeek.at(-1)?.shops ?? 0} />
            </div>
            <ul className="flex flex-wrap gap-2">
              {PLAN_STANDINGS.map((s) => (
                <li key={s}>
                  <Link
                    to={`${paths.admin.shops}?standing=${s}`}
                    data-standing={s}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ${planToneOf(s).badge}`}
                  >
                    {PLAN_STANDING_LABELS[s]}
                    <span className="font-bold tabular-nums">{data.standings[s]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <Section title="Pedidos y ventas de los últimos 30 días">
            <p className="text-sm text-stone-600">
              {data.days.reduce((n, d) => n + d.orders, 0)} pedidos ·{' '}
              {pesos(data.days.reduce((n, d) => n + d.sales, 0))} en pedidos aceptados
            </p>
            <DaysChart days={data.days} caption="Pedidos y ventas por día" />
          </Section>

          <div className="grid gap-6 md:grid-cols-2">
            <Section title="Ingresos del plan por mes">
              <table className="w-full text-left text-sm">
                <thead className="text-stone-600">
                  <tr>
                    <th scope="col" className="py-2 font-medium">
                      Mes
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Pagos
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Ingresos
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {[...data.income.months].reverse().map((m) => (
                    <tr key={m.month}>
                      <th scope="row" className="py-2 font-normal text-stone-800">
                        {calendarMonth(m.month)}
                      </th>
                      <td className="py-2 text-right tabular-nums">{m.payments}</td>
                      <td className="py-2 text-right tabular-nums">{pesos(m.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>

            <Section title="Comercios nuevos por semana">
              <NewShops weeks={data.newShopsByWeek} />
            </Section>
          </div>
        </>
      )}
    </div>
  )
}

function NewShops({ weeks }: { weeks: { week: string; shops: number }[] }) {
  const most = Math.max(1, ...weeks.map((w) => w.shops))
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-stone-600">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Semana del
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Altas
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {[...weeks].reverse().map((w) => (
          <tr key={w.week}>
            <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap text-stone-800">
              {calendarDay(w.week)}
            </th>
            <td className="w-full py-2">
              <div className="flex items-center justify-end gap-2">
                <span
                  aria-hidden
                  className="h-2 rounded-full bg-brand-500/80"
                  style={{ width: `${(w.shops / most) * 70}%` }}
                />
                <span className="w-10 text-right tabular-nums">{w.shops}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
