import { LOCALE } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money/rules'
import type { SalesSummary } from '../../../../domain/sales/rules'

/** docs/product.md#sales: whole pesos, es-AR ('$ 12.500'). */
export const pesos = (centavos: number) => formatMoney(centavos, 0)

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })

/** An axis tick, short: '$ 0', '$ 800', '$ 12,5 mil', '$ 1,2 M'. */
export function shortPesos(centavos: number): string {
  const value = centavos / 100
  if (value >= 1_000_000) return `$ ${oneDecimal.format(value / 1_000_000)} M`
  if (value >= 1_000) return `$ ${oneDecimal.format(value / 1_000)} mil`
  return `$ ${oneDecimal.format(value)}`
}

/** '1 pedido', '3 pedidos'; '1 aceptado', '2 aceptados'. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Round steps for the axis: the smallest 1, 2 or 5 × 10ⁿ pesos that reaches `max` (centavos) in
 * at most `lines` steps. Answers the ticks from 0 to the top of the axis.
 */
export function axisTicks(max: number, lines = 4): number[] {
  if (max <= 0) return [0]
  const raw = max / lines
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power
  const steps = Math.ceil(max / step)
  return Array.from({ length: steps + 1 }, (_, i) => i * step)
}

const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' })
const fullDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`)

/** The period in words: 'Hoy, lunes 23 de junio' or 'Del 17 al 23 de junio'. */
export function periodText(s: Pick<SalesSummary, 'from' | 'to' | 'range'>): string {
  if (s.range === 'today') return `Hoy, ${fullDay.format(asDate(s.to))}`
  const from = asDate(s.from)
  const to = asDate(s.to)
  const sameMonth = from.getUTCMonth() === to.getUTCMonth()
  return `Del ${sameMonth ? from.getUTCDate() : dayMonth.format(from)} al ${dayMonth.format(to)}`
}
