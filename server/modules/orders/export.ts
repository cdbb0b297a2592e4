import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { TIME_ZONE } from '../../../domain/constants'
import { orderExportTooLargeMessage } from '../../../domain/messages/panel'
import { ORDER_EXPORT_MAX_ROWS, type OrderFilter } from '../../../domain/orders/history'
import { ORDER_STATUS_LABELS, shortOrderId, type OrderStatus } from '../../../domain/orders/rules'
import { describeOptions } from '../../../domain/options/format'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { orderColumns, orderLinesOf } from '../order-record/record'
import { orderFilterWhere, summarizeOrders } from './filters'

/*
 * docs/product.md#order-history: the filtered orders as a CSV file an owner opens in Excel or
 * Google Sheets. Excel set up for Argentina reads ',' as the decimal mark and ';' as the list
 * separator, so a double-clicked file splits into columns only with ';' and reads '12500,00' as a
 * number; the UTF-8 byte order mark makes it read 'Pérez' rather than 'PÃ©rez'. No 'sep=;' line:
 * with one, Excel ignores the byte order mark. Rows end in CRLF and every field is quoted (RFC 4180),
 * so a spreadsheet that splits on ',' (another locale, an import) still reads one cell per field.
 */

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'
export const CSV_HEADER = [
  'Fecha',
  'Hora',
  'Pedido',
  'Cliente',
  'Teléfono',
  'Método',
  'Dirección',
  'Estado',
  'Productos',
  'Subtotal',
  'Envío',
  'Total',
  // docs/product.md#scheduled-orders: the slot of an order for later, 'dd/mm HH:mm'; empty for now.
  'Programado para',
  // docs/product.md#coupons: the code an order was placed with (empty without one) and what it
  // took off the lines, already out of 'Total'.
  'Cupón',
  'Descuento',
]
/** Today's date in Argentina, 'YYYY-MM-DD'. */
const argentinaDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })

/** Orders read per statement: the file is built in pages, never the whole history at once. */
const EXPORT_PAGE = 500

/**
 * One field: a text a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * first) starts with an apostrophe (OWASP's CSV injection advice), and every field is quoted, its
 * quotes doubled: quoted only when it held ';', a name like 'Ana,=1+1' split into a formula cell
 * in a spreadsheet reading ',' as the separator (docs/product.md#order-history).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const csvRow = (fields: string[]) => fields.map(csvField).join(CSV_SEPARATOR) + '\r\n'

/** Centavos as Excel in Argentina reads a number: '12500,00' (no thousands mark). */
export const csvAmount = (centavos: number) =>
  `${Math.trunc(centavos / 100)},${String(Math.abs(centavos) % 100).padStart(2, '0')}`

const METHOD_WORDS: Record<string, string> = {
  DELIVERY: 'Envío a domicilio',
  PICKUP: 'Retiro en el local',
}

type Item = {
  quantity: number
  name: string
  notes: string | null
  options: { group: string; name: string }[]
}

/** '2 x Muzzarella (Tamaño: Grande · Nota: sin sal); 1 x Coca-Cola'. */
export function describeItems(items: Item[]): string {
  return items
    .map((item) => {
      const extra = [describeOptions(item.options), item.notes ? `Nota: ${item.notes}` : '']
        .filter(Boolean)
        .join(' · ')
      return `${item.quantity} x ${item.name}${extra ? ` (${extra})` : ''}`
    })
    .join('; ')
}

/** The answer: the file's bytes and its name, 'pedidos-2026-03-01_a_2026-03-31.csv'. */
export interface OrdersCsv {
  filename: string
  /** The whole file, byte order mark first; sent as UTF-8. */
  body: string
}

/**
 * The CSV of the shop's orders matching the filter, newest first: at most ORDER_EXPORT_MAX_ROWS
 * (more is refused before anything is read, with a message to narrow the dates), read
 * EXPORT_PAGE at a time. The file name says the days covered: those asked, else from the oldest
 * order exported (today when none) to today.
 */
export async function exportOrdersCsv(
  db: Db,
  businessId: string,
  filter: OrderFilter,
  { now = new Date(), maxRows = ORDER_EXPORT_MAX_ROWS, pageSize = EXPORT_PAGE } = {},
): Promise<OrdersCsv> {
  const { count } = await summarizeOrders(db, businessId, filter)
  if (count > maxRows) {
    throw new ApiError('VALIDATION', orderExportTooLargeMessage(maxRows.toLocaleString('es-AR')))
  }
  const where = and(eq(orders.businessId, businessId), orderFilterWhere(filter))
  const localDay = sql<string>`to_char(${orders.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`
  const chunks: string[] = [CSV_BOM, csvRow(CSV_HEADER)]
  let oldestDay: string | undefined
  let after: string | undefined
  for (let read = 0; read < maxRows;) {
    const cursor: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.business_id = ${businessId} and o.id = ${after})`
      : undefined
    const rows = await db
      .select({
        ...orderColumns,
        customerPhone: orders.customerPhone,
        day: localDay,
        time: sql<string>`to_char(${orders.createdAt} at time zone ${TIME_ZONE}, 'HH24:MI')`,
        slot: sql<
          string | null
        >`to_char(${orders.scheduledFor} at time zone ${TIME_ZONE}, 'DD/MM HH24:MI')`,
      })
      .from(orders)
      .where(and(where, cursor))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(Math.min(pageSize, maxRows - read))
    if (rows.length === 0) break
    const itemsByOrder = await orderLinesOf(
      db,
      businessId,
      rows.map((r) => r.id),
    )
    for (const row of rows) {
      const [year, month, day] = row.day.split('-')
      chunks.push(
        csvRow([
          `${day}/${month}/${year}`,
          row.time,
          `#${shortOrderId(row.id)}`,
          row.customerName,
          row.customerPhone ?? '',
          METHOD_WORDS[row.method] ?? row.method,
          // A pickup's delivery_info only repeats the method.
          row.method === 'DELIVERY' ? row.deliveryInfo : '',
          ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
          describeItems(itemsByOrder.get(row.id) ?? []),
          csvAmount(row.subtotal),
          csvAmount(row.deliveryFee),
          csvAmount(row.total),
          row.slot ?? '',
          row.couponCode ?? '',
          csvAmount(row.discount),
        ]),
      )
    }
    read += rows.length
    oldestDay = rows.at(-1)!.day
    after = rows.at(-1)!.id
    if (rows.length < pageSize) break
  }
  const today = argentinaDay.format(now)
  const from = filter.from ?? oldestDay ?? today
  const to = filter.to ?? today
  return {
    filename: `pedidos-${from}_a_${to}.csv`,
    body: chunks.join(''),
  }
}
