import { TIME_ZONE } from '../../../domain/constants'
import type { Db } from '../../db/client'
import { argentinaDateTime } from '../../../domain/time/date-time'
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
