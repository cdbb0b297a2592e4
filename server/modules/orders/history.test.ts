import { describe, expect, it } from 'vitest'
import {
  ORDER_FROM_DATE_MESSAGE,
  ORDER_RANGE_MESSAGE,
  ORDER_STATUS_FILTER_MESSAGE,
  ORDER_TO_DATE_MESSAGE,
  ORDER_VIEW_MESSAGE,
  orderExportTooLargeMessage,
  orderSearchLongMessage,
} from '../../../domain/messages/panel'
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../../domain/messages/api'
import { ORDER_SEARCH_MAX } from '../../../domain/orders/history'
import { createOrder, ownerToken } from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'
import { csvAmount, csvField, exportOrdersCsv } from './export'

/** docs/product.md#order-history: the filters of GET /business/orders, its totals and its CSV file. */

const t = useTestApp()

const session = () => ownerSession(t)

/** An instant given as Argentina's wall clock (UTC−3 all year, docs/product.md#argentina-time). */
const argentina = (local: string) => new Date(`${local}-03:00`)
const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000)

async function list(s: Session, query: string) {
  const res = await t.app.inject({ url: `/api/business/orders?${query}`, headers: s.headers })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { id: string }[]).map((o) => o.id)
}

/** Rows of an RFC 4180 file as a spreadsheet splitting on `separator` reads them. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i]
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

describe('GET /api/business/orders with filters', () => {
  it('filters by status, newest first, and never shows another shop’s orders', async () => {
    const s = await session()
    const accepted = await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      createdAt: hoursAgo(3),
    })
    const rejected = await createOrder(t.db, s.business.id, {
      status: 'REJECTED',
      createdAt: hoursAgo(2),
    })
    const pending = await createOrder(t.db, s.business.id, { createdAt: hoursAgo(1) })
    const other = await session()
    await createOrder(t.db, other.business.id, { status: 'ACCEPTED' })

    expect(await list(s, 'status=ACCEPTED')).toEqual([accepted.id])
    expect(await list(s, 'status=REJECTED')).toEqual([rejected.id])
    expect(await list(s, 'status=PENDING')).toEqual([pending.id])
    // An empty value is no filter, as a form sends it.
    expect(await list(s, 'status=&q=&from=&to=')).toEqual([pending.id, rejected.id, accepted.id])
  })

  it('takes whole Argentina days: 23:59 and 00:00 fall on either side of midnight', async () => {
    const s = await session()
    const lateMonday = await createOrder(t.db, s.business.id, {
      createdAt: argentina('2026-03-09T23:59:59.999'),
    })
    const earlyTuesday = await createOrder(t.db, s.business.id, {
      createdAt: argentina('2026-03-10T00:00:00'),
    })
    const lateTuesday = await createOrder(t.db, s.business.id, {
      createdAt: argentina('2026-03-10T23:59:59.999'),
    })
    // 02:59 UTC on the 10th is still the 9th in Argentina.
    expect(lateMonday.createdAt.toISOString()).toBe('2026-03-10T02:59:59.999Z')

    expect(await list(s, 'from=2026-03-10&to=2026-03-10')).toEqual([
      lateTuesday.id,
      earlyTuesday.id,
    ])
    expect(await list(s, 'to=2026-03-09')).toEqual([lateMonday.id])
    expect(await list(s, 'from=2026-03-09&to=2026-03-09')).toEqual([lateMonday.id])
    expect(await list(s, 'from=2026-03-11')).toEqual([])
    expect(await list(s, 'from=2026-03-09')).toEqual([
      lateTuesday.id,
      earlyTuesday.id,
      lateMonday.id,
    ])
  })

  it('finds a customer by any part of the name, whatever the case and accents', async () => {
    const s = await session()
    const lucia = await createOrder(t.db, s.business.id, {
      customerName: 'Lucía Pérez',
      createdAt: hoursAgo(2),
    })
    const jose = await createOrder(t.db, s.business.id, {
      customerName: 'JOSÉ MUÑOZ',
      createdAt: hoursAgo(1),
    })
    await createOrder(t.db, s.business.id, { customerName: 'Mario Gómez' })
    const other = await session()
    await createOrder(t.db, other.business.id, { customerName: 'Lucía Pérez' })

    for (const q of ['lucia perez', 'LUCÍA', 'pérez', 'ucía Pé', '  perez  '])
      expect(await list(s, `q=${encodeURIComponent(q)}`), q).toEqual([lucia.id])
    for (const q of ['jose munoz', 'Muñoz', 'josé'])
      expect(await list(s, `q=${encodeURIComponent(q)}`), q).toEqual([jose.id])
    // LIKE's wildcards mean themselves.
    expect(await list(s, `q=${encodeURIComponent('%')}`)).toEqual([])
    expect(await list(s, `q=${encodeURIComponent('L_cía')}`)).toEqual([])
    expect(await list(s, 'q=maria')).toEqual([])
  })

  it('finds an order by a prefix of its id of 4 hex digits or more, with or without #', async () => {
    const s = await session()
    const made = []
    for (let i = 0; i < 4; i++) made.push(await createOrder(t.db, s.business.id))
    const target = made[2]
    expect(await list(s, `q=${target.id.slice(0, 8)}`)).toContain(target.id)
    expect(await list(s, `q=%23${target.id.slice(0, 8).toUpperCase()}`)).toEqual([target.id])
    expect(await list(s, `q=${target.id.slice(0, 13)}`)).toEqual([target.id])
    expect(await list(s, `q=${target.id}`)).toEqual([target.id])
    const four = await list(s, `q=${target.id.slice(0, 4)}`)
    expect(four).toContain(target.id)
    // Another shop's order is not found by its id.
    const other = await session()
    const theirs = await createOrder(t.db, other.business.id)
    expect(await list(s, `q=${theirs.id.slice(0, 8)}`)).toEqual([])
  })

  it('pages with before within the filters', async () => {
    const s = await session()
    const accepted = []
    for (let i = 7; i >= 1; i--) {
      accepted.push(
        await createOrder(t.db, s.business.id, { status: 'ACCEPTED', createdAt: hoursAgo(i) }),
      )
      await createOrder(t.db, s.business.id, { status: 'REJECTED', createdAt: hoursAgo(i + 0.5) })
    }
    const newestFirst = accepted.reverse().map((o) => o.id)
    const first = await list(s, 'status=ACCEPTED&limit=3')
    expect(first).toEqual(newestFirst.slice(0, 3))
    const second = await list(s, `status=ACCEPTED&limit=3&before=${first[2]}`)
    expect(second).toEqual(newestFirst.slice(3, 6))
    const third = await list(s, `status=ACCEPTED&limit=3&before=${second[2]}`)
    expect(third).toEqual(newestFirst.slice(6))
  })

  it('view=today: today’s orders in Argentina and every order still pending', async () => {
    const s = await session()
    const todayStart = argentina(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date())}T00:00:00`,
    )
    const beforeToday = (minutes: number) => new Date(todayStart.getTime() - minutes * 60_000)
    const oldPending = await createOrder(t.db, s.business.id, { createdAt: beforeToday(60 * 30) })
    await createOrder(t.db, s.business.id, { status: 'ACCEPTED', createdAt: beforeToday(1) })
    const todayRejected = await createOrder(t.db, s.business.id, {
      status: 'REJECTED',
      createdAt: new Date(todayStart.getTime() + 1000),
    })
    expect(await list(s, 'view=today')).toEqual([todayRejected.id, oldPending.id])
  })

  const refused: [string, string][] = [
    ['from=2026-02-30', ORDER_FROM_DATE_MESSAGE],
    ['from=10%2F03%2F2026', ORDER_FROM_DATE_MESSAGE],
    ['to=ayer', ORDER_TO_DATE_MESSAGE],
    ['to=2026-3-1', ORDER_TO_DATE_MESSAGE],
    ['from=2026-03-10&to=2026-03-09', ORDER_RANGE_MESSAGE],
    ['status=DONE', ORDER_STATUS_FILTER_MESSAGE],
    ['status=accepted', ORDER_STATUS_FILTER_MESSAGE],
    [`q=${'a'.repeat(ORDER_SEARCH_MAX + 1)}`, orderSearchLongMessage(ORDER_SEARCH_MAX)],
    ['view=week', ORDER_VIEW_MESSAGE],
  ]
  it.each(refused)('refuses %s with its Spanish message', async (query, message) => {
    const s = await session()
    for (const path of ['/api/business/orders', '/api/business/orders/summary']) {
      if (path.endsWith('summary') && query.startsWith('view')) continue
      const res = await t.app.inject({ url: `${path}?${query}`, headers: s.headers })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    }
  })
})

describe('GET /api/business/orders/summary', () => {
  it('counts the filtered orders and adds up the accepted ones', async () => {
    const s = await session()
    const day = (d: number) => argentina(`2026-04-0${d}T12:00:00`)
    await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      createdAt: day(1),
      items: [{ unitPrice: 1_250_000, quantity: 2 }],
    })
    await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      createdAt: day(2),
      items: [{ unitPrice: 400_050, quantity: 1 }],
      deliveryFee: 150_000,
    })
    await createOrder(t.db, s.business.id, { status: 'REJECTED', createdAt: day(2) })
    await createOrder(t.db, s.business.id, { createdAt: day(3) })
    const other = await session()
    await createOrder(t.db, other.business.id, { status: 'ACCEPTED', createdAt: day(2) })

    const summary = async (query: string) =>
      (
        await t.app.inject({ url: `/api/business/orders/summary?${query}`, headers: s.headers })
      ).json()
    expect(await summary('')).toEqual({ count: 4, acceptedCount: 2, acceptedTotal: 3_050_050 })
    expect(await summary('from=2026-04-02&to=2026-04-02')).toEqual({
      count: 2,
      acceptedCount: 1,
      acceptedTotal: 550_050,
    })
    expect(await summary('status=PENDING')).toEqual({
      count: 1,
      acceptedCount: 0,
      acceptedTotal: 0,
    })
  })
})

describe('GET /api/business/orders/export.csv', () => {
  const BOM = [0xef, 0xbb, 0xbf]

  it('answers a UTF-8 CSV with a byte order mark, ; between fields and es-AR amounts', async () => {
    const s = await session()
    const order = await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      createdAt: argentina('2026-03-10T00:05:00'),
      customerName: 'Lucía "La Negra" Pérez; hija',
      customerPhone: '+5493511234567',
      method: 'DELIVERY',
      deliveryInfo: 'Av. Colón 1045\n3° B',
      deliveryFee: 150_000,
      items: [
        {
          name: 'Muzzarella',
          unitPrice: 1_250_000,
          quantity: 2,
          options: [
            { group: 'Tamaño', name: 'Grande', priceDelta: 0 },
            { group: 'Extras', name: 'Aceitunas', priceDelta: 0 },
          ],
          notes: 'bien cocida',
        },
        { name: 'Coca-Cola', unitPrice: 300_050, quantity: 1 },
      ],
    })
    await createOrder(t.db, s.business.id, {
      createdAt: argentina('2026-03-09T23:59:00'),
      customerName: '=HYPERLINK("http://malo")',
      items: [{ name: '@SUM(A1)', unitPrice: 100_000, quantity: 1 }],
    })
    const other = await session()
    await createOrder(t.db, other.business.id, {
      createdAt: argentina('2026-03-10T10:00:00'),
      customerName: 'Cliente de otro local',
    })

    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?from=2026-03-09&to=2026-03-10',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-2026-03-09_a_2026-03-10.csv"',
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const bytes = res.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual(BOM)
    const text = bytes.subarray(3).toString('utf8')
    expect(text).not.toContain('otro local')
    const lines = text.split('\r\n')
    const q = (fields: string[]) => fields.map((f) => `"${f}"`).join(';')
    expect(lines[0]).toBe(
      q([
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
        'Programado para',
        'Cupón',
        'Descuento',
      ]),
    )
    expect(lines[1]).toBe(
      q([
        '10/03/2026',
        '00:05',
        `#${order.id.slice(0, 8)}`,
        'Lucía ""La Negra"" Pérez; hija',
        "'+5493511234567",
        'Envío a domicilio',
        'Av. Colón 1045\n3° B',
        'Aceptado',
        // Lines by name, as the panel lists them.
        '1 x Coca-Cola; 2 x Muzzarella (Tamaño: Grande · Extras: Aceitunas · Nota: bien cocida)',
        '28000,50',
        '1500,00',
        '29500,50',
        '',
        '',
        '0,00',
      ]),
    )
    // A cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://malo"")";`)
    expect(lines[2]).toMatch(/^"09\/03\/2026";"23:59";"#[0-9a-f]{8}";"'=HYPERLINK/)
    expect(lines[2]).toContain(';"Pendiente";"1 x @SUM(A1)";"1000,00";"0,00";"1000,00"')
    expect(lines[3]).toBe('')
    expect(lines).toHaveLength(4)
  })

  it('keeps a name with , ; " and a formula in one inert cell, whichever separator a spreadsheet splits on', async () => {
    const s = await session()
    // A comma alone was left unquoted: ',=1+1' opened a formula cell.
    const name = 'Ana,=1+1'
    const product = 'Pizza,=1+1;"grande"'
    await createOrder(t.db, s.business.id, {
      createdAt: argentina('2026-04-02T12:00:00'),
      customerName: name,
      items: [{ name: product, unitPrice: 100_000, quantity: 1 }],
    })
    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?from=2026-04-02&to=2026-04-02',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(200)
    const text = res.body.replace(/^\uFEFF/, '')
    // Split on ';', as meant: each field whole.
    const [header, row] = parseCsv(text, ';')
    expect(row).toHaveLength(header.length)
    expect(row[header.indexOf('Cliente')]).toBe(name)
    expect(row[header.indexOf('Productos')]).toBe(`1 x ${product}`)
    expect(row[header.indexOf('Total')]).toBe('1000,00')
    // Split on ',' (a spreadsheet set up for another locale, an import): no comma inside a field
    // opens a cell, so no cell starts a formula.
    for (const cells of parseCsv(text, ',')) {
      expect(cells).toHaveLength(1)
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
    }
  })

  it('applies the same filters as the list, and names the file by the days it covers', async () => {
    const s = await session()
    await createOrder(t.db, s.business.id, {
      status: 'REJECTED',
      customerName: 'Marta Díaz',
      createdAt: argentina('2026-01-15T20:00:00'),
    })
    await createOrder(t.db, s.business.id, {
      status: 'ACCEPTED',
      customerName: 'Marta Díaz',
      createdAt: argentina('2026-01-20T20:00:00'),
    })
    await createOrder(t.db, s.business.id, { customerName: 'Otro Cliente' })
    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?q=marta%20diaz&status=REJECTED',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(200)
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date())
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pedidos-2026-01-15_a_${today}.csv"`,
    )
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatch(/^"15\/01\/2026";"20:00";.*;"Marta Díaz";.*;"Rechazado";/)
  })

  it('answers just the header for no orders', async () => {
    const s = await session()
    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?from=2026-02-01&to=2026-02-28',
      headers: s.headers,
    })
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-2026-02-01_a_2026-02-28.csv"',
    )
    expect(res.body).toBe(
      '\uFEFF"Fecha";"Hora";"Pedido";"Cliente";"Teléfono";"Método";"Dirección";"Estado";"Productos";"Subtotal";"Envío";"Total";"Programado para";"Cupón";"Descuento"\r\n',
    )
  })

  it('reads in pages and refuses more orders than it may hold', async () => {
    const s = await session()
    for (let i = 1; i <= 5; i++) await createOrder(t.db, s.business.id, { createdAt: hoursAgo(i) })
    const csv = await exportOrdersCsv(t.db, s.business.id, {}, { maxRows: 5, pageSize: 2 })
    expect(csv.body.trim().split('\r\n')).toHaveLength(6)
    await expect(
      exportOrdersCsv(t.db, s.business.id, {}, { maxRows: 4, pageSize: 2 }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: orderExportTooLargeMessage('4') })
  })

  it('refuses bad filters with their Spanish message', async () => {
    const s = await session()
    const res = await t.app.inject({
      url: '/api/business/orders/export.csv?from=2026-13-01',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: ORDER_FROM_DATE_MESSAGE, code: 'VALIDATION' })
  })
})

describe('fields of the CSV', () => {
  it('quotes as RFC 4180 and guards formulas', () => {
    expect(csvField('simple')).toBe('"simple"')
    expect(csvField('')).toBe('""')
    expect(csvField('con; punto y coma')).toBe('"con; punto y coma"')
    expect(csvField('dice "hola"')).toBe('"dice ""hola"""')
    expect(csvField('dos\r\nlíneas')).toBe('"dos\r\nlíneas"')
    expect(csvField('a,b')).toBe('"a,b"')
    for (const risky of ['=1+1', '+54', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(risky)).toBe(`"'${risky}"`)
    expect(csvAmount(1_250_000)).toBe('12500,00')
    expect(csvAmount(5)).toBe('0,05')
    expect(csvAmount(0)).toBe('0,00')
  })
})

describe('who may read the history', () => {
  const paths = [
    '/api/business/orders?status=ACCEPTED',
    '/api/business/orders/summary',
    '/api/business/orders/export.csv',
  ]
  it.each(paths)('%s: 401 without a session, 403 for another role', async (url) => {
    const anonymous = await t.app.inject({ url })
    expect(anonymous.statusCode).toBe(401)
    expect(errorOf(anonymous)).toEqual({ error: UNAUTHENTICATED_MESSAGE, code: 'UNAUTHENTICATED' })
    const s = await session()
    const token = await ownerToken(t.app.config.jwtSecret, s.owner, { role: 'CUSTOMER' })
    const customer = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })
    expect(customer.statusCode).toBe(403)
    expect(errorOf(customer)).toEqual({ error: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' })
  })
})
