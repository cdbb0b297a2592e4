import { TIME_ZONE } from '../../../domain/constants'
import type { Db } from '../../db/client'
import { CSV_BOM, csvAmount, csvRow } from '../orders/export'
import { allCustomers } from './service'

/*
 * docs/product.md#customers: the shop's customers as a CSV file, written as the orders' CSV is
 * (UTF-8 with its byte order mark, ';' between quoted fields, amounts as Excel in Argentina reads
 * them, CRLF rows; see server/modules/orders/export.ts), the same rows the list shows for the
 * same search.
 */

export const CUSTOMERS_CSV_HEADER = [
  'Cliente',
  'Teléfono',
  'Pedidos',
  'Gastado',
  'Último pedido',
  'Producto más pedido',
]

const localTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '27/11/2026 21:04', Argentina's time. */
function argentinaDateTime(iso: string) {
  const p = Object.fromEntries(
    localTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

const argentinaDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })

/** The file: 'clientes-2026-11-27.csv', named after today in Argentina. */
export async function exportCustomersCsv(
  db: Db,
  businessId: string,
  q: string | undefined,
  { now = new Date() } = {},
): Promise<{ filename: string; body: string }> {
  const chunks = [CSV_BOM, csvRow(CUSTOMERS_CSV_HEADER)]
  for await (const page of allCustomers(db, businessId, q)) {
    for (const c of page) {
      chunks.push(
        csvRow([
          c.name,
          c.phone,
          String(c.orders),
          csvAmount(c.spent),
          argentinaDateTime(c.lastOrderAt),
          c.topProduct ?? '',
        ]),
      )
    }
  }
  return { filename: `clientes-${argentinaDay.format(now)}.csv`, body: chunks.join('') }
}
