import {
  bucketLabel,
  bucketLongLabel,
  type SalesBucket,
  type SalesGranularity,
} from '../../../../domain/sales/rules'
import { axisTicks, count, pesos, shortPesos } from '../lib/sales-format'

/** Width of one bar's slot in the drawing's own units; the drawing stretches to the card. */
const SLOT = 10

/**
 * Which bars carry a label under them: every day of a week, every fifth day ending today, every
 * sixth hour ('wide': every third where there is room).
 */
function labelled(index: number, total: number, granularity: SalesGranularity) {
  if (granularity === 'hour') return index % 6 === 0 ? 'always' : index % 3 === 0 ? 'wide' : null
  return total <= 7 || (total - 1 - index) % 5 === 0 ? 'always' : null
}

/** 'lun 23' on one line where there is room, the weekday over the day on a phone; '14 h' as it is. */
function AxisLabel({ text }: { text: string }) {
  const [first, second] = text.split(' ')
  if (second === 'h') return <>{text}</>
  return (
    <span className="flex flex-col items-center leading-tight sm:flex-row sm:gap-1">
      <span>{first}</span>
      <span>{second}</span>
    </span>
  )
}

/**
 * docs/product.md#sales: sales per day (or per hour, today) as bars, drawn as plain SVG (no chart
 * library: the panel's JavaScript stays small). The bars stretch to the card's width while the
 * labels stay HTML text, so they keep their size at 390 px and at 1280 px. Screen readers get a
 * summary as the image's name and every value in a table only they see.
 */
export function SalesChart({
  buckets,
  granularity,
  period,
}: {
  buckets: SalesBucket[]
  granularity: SalesGranularity
  /** The period in words, for the summary ('Del 17 al 23 de junio'). */
  period: string
}) {
  const total = buckets.reduce((sum, b) => sum + b.revenue, 0)
  const best = buckets.reduce<SalesBucket | undefined>(
    (top, b) => (b.revenue > (top?.revenue ?? 0) ? b : top),
    undefined,
  )
  const ticks = axisTicks(best?.revenue ?? 0)
  const top = ticks.at(-1) || 1
  const width = buckets.length * SLOT
  const bar = buckets.length <= 7 ? 5 : 7
  const y = (value: number) => 100 - (value / top) * 100
  const title = granularity === 'hour' ? 'Ventas por hora' : 'Ventas por día'
  const summary =
    `${title}, ${period.charAt(0).toLowerCase()}${period.slice(1)}: ${pesos(total)} en total` +
    (best
      ? `; ${granularity === 'hour' ? 'la mejor hora' : 'el mejor día'}, ${bucketLongLabel(best.start, granularity)}, con ${pesos(best.revenue)}.`
      : '.')

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div aria-hidden className="relative h-44 w-14 shrink-0 text-right sm:h-56">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 text-xs whitespace-nowrap text-stone-500 tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {shortPesos(tick)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 overflow-visible sm:h-56"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
              className={tick === 0 ? 'stroke-stone-300' : 'stroke-stone-200'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
          ))}
          {buckets.map((b, i) =>
            b.revenue > 0 ? (
              <rect
                key={b.start}
                data-start={b.start}
                x={i * SLOT + (SLOT - bar) / 2}
                width={bar}
                y={y(b.revenue)}
                height={100 - y(b.revenue)}
                className={b === best ? 'fill-brand-600' : 'fill-brand-500/80'}
              >
                <title>{`${bucketLabel(b.start, granularity)}: ${pesos(b.revenue)}, ${count(b.orders, 'pedido', 'pedidos')}`}</title>
              </rect>
            ) : null,
          )}
        </svg>
      </div>
      <div
        aria-hidden
        data-axis="x"
        className="ml-16 grid text-xs text-stone-500"
        style={{ gridTemplateColumns: `repeat(${buckets.length}, minmax(0, 1fr))` }}
      >
        {buckets.map((b, i) => {
          const label = labelled(i, buckets.length, granularity)
          return (
            <span
              key={b.start}
              className={`justify-center whitespace-nowrap flex ${label === 'wide' ? 'invisible sm:visible' : ''}`}
            >
              {label && <AxisLabel text={bucketLabel(b.start, granularity)} />}
            </span>
          )
        })}
      </div>
      {/* A table ignores the width and overflow of sr-only and stretches to its text; its box
          would widen a phone's page, so the clipped box is a block around it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{granularity === 'hour' ? 'Hora' : 'Día'}</th>
              <th scope="col">Ventas</th>
              <th scope="col">Pedidos</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.start} data-start={b.start}>
                <th scope="row">{bucketLongLabel(b.start, granularity)}</th>
                <td>{pesos(b.revenue)}</td>
                <td>{b.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
