import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExploreItem } from '../../../domain/explore/schemas'
import { getOpenStatus } from '../../../domain/hours/status'
import type { DayHours } from '../../../domain/hours/rules'
import { createBusiness, setHours } from '../../test/factories'
import { createPeerApp, type TestContext } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { Directory } from './directory'
import { exploreRestaurants } from './service'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()
// Every test lists the whole directory, so each starts from an empty one.
beforeEach(async () => {
  await t.db.execute(sql`truncate users cascade`)
})
afterEach(() => {
  vi.useRealTimers()
})

/** An instant given as Argentina wall-clock time (UTC-3, no daylight saving). */
const ar = (local: string) => new Date(`${local}:00-03:00`)
// 2026-11-23 is a Monday (dayOfWeek 1).
const MONDAY_21 = ar('2026-11-23T21:00')

/** Only Date is faked: the database and its timers stay real. */
function clockAt(instant: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(instant)
}

type Hours = [dayOfWeek: number, openTime: string, closeTime: string][]
async function shop(
  name: string,
  hours: Hours = [],
  overrides: Parameters<typeof createBusiness>[1] = {},
) {
  const { business } = await createBusiness(t.db, { name, ...overrides })
  if (hours.length > 0) {
    await setHours(
      t.db,
      business.id,
      hours.map(([dayOfWeek, openTime, closeTime]) => ({ dayOfWeek, openTime, closeTime })),
    )
  }
  return business
}

const list = async (query = '') => {
  const res = await t.app.inject(`/api/explore/restaurant${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as { items: ExploreItem[]; nextCursor: string | null }
}
const names = (items: { name: string }[]) => items.map((i) => i.name)

// Córdoba centre, and points due north of it: 0.01° of latitude is about 1,112 m.
const HOME = { lat: -31.417, lng: -64.183 }
const north = (meters: number) => ({ lat: HOME.lat + meters / 111_195, lng: HOME.lng })
const atHome = `?lat=${HOME.lat}&lng=${HOME.lng}`

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}

describe('GET /api/explore/restaurant', () => {
  it('lists Abierto, Abre pronto, Abre a las HH:mm, Cerrado, each by name', async () => {
    clockAt(MONDAY_21)
    await shop('Zapallo', [[1, '20:00', '23:30']])
    const alamo = await shop(
      'álamo',
      [
        [1, '12:00', '00:00'],
        [3, '09:00', '13:00'],
      ],
      { supportsDelivery: true, supportsPickup: false, logoUrl: '/uploads/alamo.webp' },
    )
    await shop('Bar Nube', [[1, '21:30', '23:00']])
    await shop('Café Ñandú', [[1, '22:00', '23:00']]) // exactly 60 minutes away: still soon
    await shop('Casa', [[1, '22:01', '23:00']])
    await shop('Ébano', [[1, '18:00', '21:00']]) // closing time is exclusive
    await shop('Dulce') // no hours at all
    await shop('Oca', [[2, '09:00', '23:00']])

    const body = await list()
    expect(names(body.items)).toEqual([
      'álamo',
      'Zapallo',
      'Bar Nube',
      'Café Ñandú',
      'Casa',
      'Dulce',
      'Ébano',
      'Oca',
    ])
    expect(body.items.map((i) => i.openStatus.label)).toEqual([
      'Abierto',
      'Abierto',
      'Abre pronto',
      'Abre pronto',
      'Abre a las 22:01',
      'Cerrado',
      'Cerrado',
      'Cerrado',
    ])
    expect(body.items[2].openStatus).toEqual({
      kind: 'opens-soon',
      label: 'Abre pronto',
      opensAt: '21:30',
    })
    expect(body.items[0]).toEqual({
      id: alamo.id,
      slug: alamo.slug,
      name: 'álamo',
      city: 'Córdoba',
      logoUrl: '/uploads/alamo.webp',
      supportsDelivery: true,
      supportsPickup: false,
      openingHours: [
        { dayOfWeek: 1, intervals: [{ openTime: '12:00', closeTime: '00:00' }] },
        { dayOfWeek: 3, intervals: [{ openTime: '09:00', closeTime: '13:00' }] },
      ],
      openStatus: { kind: 'open', label: 'Abierto' },
      pausedUntil: null,
      availability: 'taking-orders',
      distanceMeters: null,
      deliversToYou: null,
      nearYou: null,
    })
    expect(body.items[5].openingHours).toEqual([])
    expect(body.nextCursor).toBeNull()
  })

  it('orders names as Spanish does: accents and case ignored, ñ after n', async () => {
    const spanish = ['Oso', 'Ñandú', 'eco', 'Ámbar', 'Nube', 'Éter', 'avena', 'Azul', 'nzeta']
    for (const name of spanish) await shop(name)
    const expected = [...spanish].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }))
    expect(expected).toEqual([
      'Ámbar',
      'avena',
      'Azul',
      'eco',
      'Éter',
      'Nube',
      'nzeta',
      'Ñandú',
      'Oso',
    ])
    expect(names((await list()).items)).toEqual(expected)
  })

  it('near a location: shops in reach first, then the others, with distance and delivery', async () => {
    clockAt(MONDAY_21)
    const open: Hours = [[1, '20:00', '23:30']]
    await shop('Cerca retiro', open, { ...north(1_000), supportsDelivery: false })
    await shop('Cerca delivery', open, {
      ...north(3_000),
      supportsDelivery: true,
      deliveryRadiusMeters: 5_000,
    })
    await shop('Radio corto', open, {
      ...north(3_000),
      supportsDelivery: true,
      deliveryRadiusMeters: 2_000,
    })
    await shop('Lejos sin alcance', open, {
      ...north(30_000),
      supportsDelivery: true,
      deliveryRadiusMeters: 10_000,
    })
    await shop('Lejos con alcance', open, {
      ...north(30_000),
      supportsDelivery: true,
      deliveryRadiusMeters: 40_000,
    })
    await shop('Sin ubicación', open)

    const body = await list(atHome)
    expect(names(body.items)).toEqual([
      'Cerca retiro',
      'Cerca delivery',
      'Radio corto',
      'Lejos con alcance',
      'Lejos sin alcance',
      'Sin ubicación',
    ])
    expect(body.items.map((i) => i.nearYou)).toEqual([true, true, true, true, false, false])
    const byName = Object.fromEntries(body.items.map((i) => [i.name, i]))
    expect(byName['Cerca retiro'].deliversToYou).toBe(false)
    expect(byName['Cerca delivery'].deliversToYou).toBe(true)
    expect(byName['Radio corto'].deliversToYou).toBe(false)
    expect(byName['Lejos con alcance'].deliversToYou).toBe(true)
    expect(byName['Lejos sin alcance'].deliversToYou).toBe(false)
    expect(byName['Sin ubicación']).toMatchObject({ distanceMeters: null, deliversToYou: false })
    for (const [name, meters] of [
      ['Cerca retiro', 1_000],
      ['Cerca delivery', 3_000],
      ['Lejos con alcance', 30_000],
      ['Lejos sin alcance', 30_000],
    ] as const) {
      const item = byName[name]
      expect(Number.isInteger(item.distanceMeters)).toBe(true)
      expect(Math.abs(item.distanceMeters! - haversine(HOME, north(meters)))).toBeLessThanOrEqual(1)
    }
    // Without a location every shop is listed, with no distance.
    const all = await list()
    expect(all.items).toHaveLength(6)
    expect(
      all.items.every(
        (i) => i.distanceMeters === null && i.deliversToYou === null && i.nearYou === null,
      ),
    ).toBe(true)
  })

  it('a saved location 30 km from every shop still lists them all, open first, nearest first', async () => {
    clockAt(MONDAY_21)
    const open: Hours = [[1, '20:00', '23:30']]
    // The customer saved a wrong address 30 km south of the city; every shop is in the city.
    const wrong = { lat: HOME.lat - 30_000 / 111_195, lng: HOME.lng }
    await shop('Abierta norte', open, north(4_000))
    await shop('Abierta centro', open, north(0))
    await shop('Pronto centro', [[1, '21:30', '23:00']], north(500))
    await shop('Cerrada centro', [], north(100))
    await shop('Cerrada norte', [], north(2_000))

    const body = await list(`?lat=${wrong.lat}&lng=${wrong.lng}`)
    expect(names(body.items)).toEqual([
      'Abierta centro',
      'Abierta norte',
      'Pronto centro',
      'Cerrada centro',
      'Cerrada norte',
    ])
    expect(body.items.every((i) => i.nearYou === false)).toBe(true)
    expect(body.items.map((i) => Math.round(i.distanceMeters! / 1000))).toEqual([
      30, 34, 31, 30, 32,
    ])
  })

  it('pages across the boundary between near and far shops with no duplicates or gaps', async () => {
    clockAt(MONDAY_21)
    const patterns: Hours[] = [[[1, '20:00', '23:30']], [[1, '21:30', '23:00']], []]
    // Nine shops in reach and nine beyond it, every status in both groups, equal distances too.
    for (let i = 0; i < 18; i++) {
      const far = i >= 9
      await shop(`Local ${String(i).padStart(2, '0')}`, patterns[i % 3], {
        ...north((far ? 25_000 : 1_000) + 1_000 * (i % 2)),
      })
    }
    const whole = await list(`${atHome}&limit=100`)
    expect(whole.items).toHaveLength(18)
    expect(whole.items.map((i) => i.nearYou)).toEqual([
      ...Array<boolean>(9).fill(true),
      ...Array<boolean>(9).fill(false),
    ])
    const rankOf = { open: 0, 'opens-soon': 1, 'opens-later': 2, closed: 3 }
    for (const group of [whole.items.slice(0, 9), whole.items.slice(9)]) {
      const ranks = group.map((i) => rankOf[i.openStatus.kind])
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    }
    for (const limit of [1, 4, 9, 10]) {
      const { seen } = await walk(atHome, limit)
      expect(
        seen.map((i) => i.id),
        `limit ${limit}`,
      ).toEqual(whole.items.map((i) => i.id))
    }
  })

  it('near a location, ties within a status go by distance, then by name', async () => {
    clockAt(MONDAY_21)
    const open: Hours = [[1, '20:00', '23:30']]
    await shop('Zeta cerca', open, north(500))
    await shop('Alfa lejos', open, north(4_000))
    await shop('Beta lejos', open, north(4_000))
    await shop('Abierta más lejos que una cerrada', open, north(9_000))
    await shop('Cerrada al lado', [], north(100))
    expect(names((await list(atHome)).items)).toEqual([
      'Zeta cerca',
      'Alfa lejos',
      'Beta lejos',
      'Abierta más lejos que una cerrada',
      'Cerrada al lado',
    ])
  })

  async function mixedDirectory(count: number, located = false) {
    const patterns: Hours[] = [
      [[1, '20:00', '23:30']],
      [[1, '21:30', '23:00']],
      [[1, '23:00', '02:00']],
      [],
      [[0, '22:00', '22:30']],
    ]
    for (let i = 0; i < count; i++) {
      // Pairs of names equal but for an accent and equal distances exercise every tie-breaker.
      const name = `${i % 2 ? 'Lócal' : 'Local'} ${String(Math.floor(i / 2)).padStart(2, '0')}`
      await shop(name, patterns[i % patterns.length], located ? north(100 * (i % 4)) : {})
    }
  }

  async function walk(query: string, limit: number) {
    const seen: ExploreItem[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: { items: ExploreItem[]; nextCursor: string | null } = await list(
        `${query}${query ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.items.length).toBeLessThanOrEqual(limit)
      seen.push(...page.items)
      cursor = page.nextCursor
      pages++
    } while (cursor && pages < 50)
    return { seen, pages }
  }

  it('pages through the directory in the same order, with no duplicates or gaps', async () => {
    clockAt(MONDAY_21)
    await mixedDirectory(23)
    const whole = await list('?limit=100')
    expect(whole.items).toHaveLength(23)
    expect(whole.nextCursor).toBeNull()
    const { seen, pages } = await walk('', 5)
    expect(pages).toBe(5)
    expect(seen.map((i) => i.id)).toEqual(whole.items.map((i) => i.id))
    expect(new Set(seen.map((i) => i.id)).size).toBe(23)
    // The default page holds 50 shops.
    expect((await list()).items).toHaveLength(23)
  })

  it('pages near a location in the same order too', async () => {
    clockAt(MONDAY_21)
    await mixedDirectory(17, true)
    const whole = await list(`${atHome}&limit=100`)
    const { seen } = await walk(atHome, 4)
    expect(seen.map((i) => i.id)).toEqual(whole.items.map((i) => i.id))
    expect(seen).toHaveLength(17)
  })

  it('keeps the first page’s order on later pages even after statuses change', async () => {
    clockAt(MONDAY_21)
    await mixedDirectory(12)
    const before = await list('?limit=100')
    const first = await list('?limit=5')
    // 45 minutes later several shops have opened; the cursor still reads the list as it was.
    vi.setSystemTime(ar('2026-11-23T21:45'))
    const second = await list(`?limit=100&cursor=${first.nextCursor}`)
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      before.items.map((i) => i.id),
    )
    const now = await list('?limit=100')
    expect(now.items.map((i) => i.id)).not.toEqual(before.items.map((i) => i.id))
  })

  it('answers 400 in Spanish for a bad location, limit or cursor', async () => {
    await shop('Uno')
    const cases: [string, string][] = [
      ['?lat=abc&lng=-64.1', 'La ubicación no es válida.'],
      ['?lat=-91&lng=-64.1', 'La ubicación no es válida.'],
      ['?lat=-31.4&lng=181', 'La ubicación no es válida.'],
      ['?lat=-31.4', 'La ubicación no es válida.'],
      ['?lng=-64.1', 'La ubicación no es válida.'],
      ['?lat=%20&lng=-64.1', 'La ubicación no es válida.'],
      ['?lat=1e3&lng=2', 'La ubicación no es válida.'],
      ['?limit=0', 'La cantidad de comercios por página debe ser entre 1 y 100.'],
      ['?limit=101', 'La cantidad de comercios por página debe ser entre 1 y 100.'],
      ['?limit=diez', 'La cantidad de comercios por página debe ser entre 1 y 100.'],
      ['?cursor=no%20vale', 'El enlace a la página siguiente no es válido.'],
      ['?cursor=abc', 'El enlace a la página siguiente no es válido.'],
    ]
    for (const [query, message] of cases) {
      const res = await t.app.inject(`/api/explore/restaurant${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(errorOf(res), query).toEqual({ error: message, code: 'VALIDATION' })
    }
  })

  it('refuses a cursor taken at another location', async () => {
    await shop('Uno', [], north(10))
    await shop('Dos', [], north(20))
    const first = await list(`${atHome}&limit=1`)
    expect(first.nextCursor).not.toBeNull()
    for (const query of [
      `?cursor=${first.nextCursor}`,
      `?lat=-31.5&lng=-64.183&cursor=${first.nextCursor}`,
    ]) {
      const res = await t.app.inject(`/api/explore/restaurant${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('El enlace a la página siguiente no es válido.')
    }
  })

  it('carries an ETag and a short Cache-Control, and answers 304 when nothing changed', async () => {
    clockAt(MONDAY_21)
    await shop('Uno', [[1, '20:00', '23:00']])
    const first = await t.app.inject('/api/explore/restaurant')
    expect(first.headers['cache-control']).toMatch(/public.*max-age=30/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await t.app.inject({
      url: '/api/explore/restaurant',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await shop('Dos')
    const changed = await t.app.inject({
      url: '/api/explore/restaurant',
      headers: { 'if-none-match': etag },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('runs at most three SQL statements, with or without a location, on any page', async () => {
    clockAt(MONDAY_21)
    await mixedDirectory(30, true)
    const first = await list(`${atHome}&limit=10`)
    for (const query of [
      '',
      atHome,
      `${atHome}&limit=10&cursor=${first.nextCursor}`,
      '?limit=100',
    ]) {
      t.queries.length = 0
      const res = await t.app.inject(`/api/explore/restaurant${query}`)
      expect(res.statusCode).toBe(200)
      expect(t.queries.length, query).toBeLessThanOrEqual(3)
    }
  })
})

describe('a change shows at the next request', () => {
  it('in this process and in another one, whoever wrote it: hours, name, a new or deleted shop', async () => {
    clockAt(MONDAY_21)
    const uno = await shop('Uno', [[1, '20:00', '23:00']])
    const dos = await shop('Dos', [[1, '08:00', '12:00']])
    // Another server process on the same database (its own pool on PostgreSQL).
    const peer = await createPeerApp(t)
    try {
      const statuses = async (app: TestContext['app']) => {
        const res = await app.inject('/api/explore/restaurant')
        expect(res.statusCode).toBe(200)
        return (res.json() as { items: ExploreItem[] }).items.map(
          (i) => `${i.name}: ${i.openStatus.label}`,
        )
      }
      for (const app of [t.app, peer.app]) {
        expect(await statuses(app)).toEqual(['Uno: Abierto', 'Dos: Cerrado'])
      }
      // Written straight to the database, as another process or a manual fix would.
      await t.db.execute(sql`update opening_hours set open_time = '21:30', close_time = '23:30'
        where business_id = ${uno.id}`)
      await t.db.execute(sql`update opening_hours set open_time = '20:00', close_time = '22:00'
        where business_id = ${dos.id}`)
      for (const app of [t.app, peer.app]) {
        expect(await statuses(app)).toEqual(['Dos: Abierto', 'Uno: Abre pronto'])
      }
      await t.db.execute(sql`update businesses set name = 'Ana' where id = ${uno.id}`)
      await shop('Bar', [[1, '21:00', '23:00']])
      await t.db.execute(sql`delete from businesses where id = ${dos.id}`)
      for (const app of [t.app, peer.app]) {
        expect(await statuses(app)).toEqual(['Bar: Abierto', 'Ana: Abre pronto'])
      }
    } finally {
      await peer.close()
    }
  })

  it('answers a repeated request from the kept answer, made again after a change or a new minute', async () => {
    clockAt(MONDAY_21)
    const uno = await shop('Uno', [[1, '20:00', '23:00']])
    await shop('Dos')
    const first = await t.app.inject('/api/explore/restaurant')
    expect(first.statusCode).toBe(200)
    const made = t.app.directory.answersMade
    t.queries.length = 0
    const again = await t.app.inject('/api/explore/restaurant')
    expect(again.body).toBe(first.body)
    expect(again.headers.etag).toBe(first.headers.etag)
    // Only the change log is read: no page of shops, nothing made anew.
    expect(t.queries).toHaveLength(1)
    expect(t.queries[0]).toContain('directory_changes')
    expect(t.app.directory.answersMade).toBe(made)

    // Another location is another answer, kept in its turn.
    await list(atHome)
    await list(atHome)
    expect(t.app.directory.answersMade).toBe(made + 1)

    // Written straight to the database, as another process would: the next answer is made anew.
    await t.db.execute(sql`update businesses set name = 'Ana' where id = ${uno.id}`)
    expect(names((await list()).items)).toEqual(['Ana', 'Dos'])
    expect(t.app.directory.answersMade).toBe(made + 2)
    await list()
    expect(t.app.directory.answersMade).toBe(made + 2)

    // Statuses move by the minute: the next minute has its own answer.
    clockAt(new Date(MONDAY_21.getTime() + 60_000))
    await list()
    expect(t.app.directory.answersMade).toBe(made + 3)
  })

  it('moves the changed shops in the kept ranking: the same order as one made anew, with no new pass', async () => {
    clockAt(MONDAY_21)
    const patterns: Hours[] = [
      [[1, '20:00', '23:30']],
      [[1, '21:30', '23:00']],
      [],
      [[1, '08:00', '09:00']],
    ]
    const made = []
    for (let i = 0; i < 12; i++) made.push(await shop(`Local ${i}`, patterns[i % patterns.length]))
    await list('?limit=100')
    const passes = t.app.directory.rankingsMade
    // Renamed (moves in name order), hours changed (moves in rank), deleted, and a new shop.
    await t.db.execute(sql`update businesses set name = 'Almacén' where id = ${made[7].id}`)
    await t.db.execute(sql`update opening_hours set open_time = '20:30', close_time = '23:00'
      where business_id = ${made[3].id}`)
    await t.db.execute(sql`delete from businesses where id = ${made[5].id}`)
    await shop('Kiosco', [[1, '21:10', '22:00']])
    const kept = names((await list('?limit=100')).items)
    expect(t.app.directory.rankingsMade).toBe(passes)
    expect(kept).toContain('Almacén')
    expect(kept).not.toContain('Local 5')
    // A directory that reads every shop anew ranks them the same.
    const anew = new Directory(t.db)
    const fresh = await exploreRestaurants(anew, {
      limit: 100,
      terms: { trialDays: 30, graceDays: 7 },
    })
    expect(kept).toEqual(names(fresh.items))
    expect(anew.rankingsMade).toBe(1)
  })

  it('reads the whole directory once, then only what changed', async () => {
    clockAt(MONDAY_21)
    await shop('Uno', [[1, '20:00', '23:00']])
    await shop('Dos')
    await list()
    const { loads, changeReads } = t.app.directory
    await list()
    await shop('Nuevo', [[1, '20:00', '23:00']])
    expect(names((await list()).items)).toContain('Nuevo')
    expect(t.app.directory.loads).toBe(loads)
    expect(t.app.directory.changeReads).toBe(changeReads + 2)
    // A TRUNCATE names no shop: everything is read again.
    await t.db.execute(sql`truncate users cascade`)
    expect((await list()).items).toEqual([])
    expect(t.app.directory.loads).toBe(loads + 1)
  })
})

describe('exploreRestaurants: the ranking agrees with getOpenStatus', () => {
  it('at every quarter hour of a day and around midnight', async () => {
    const week: Record<string, DayHours[]> = {
      'a lunch and dinner': [
        {
          dayOfWeek: 1,
          intervals: [
            { openTime: '12:00', closeTime: '15:00' },
            { openTime: '20:00', closeTime: '23:30' },
          ],
        },
      ],
      'b sunday night into monday': [
        { dayOfWeek: 0, intervals: [{ openTime: '21:00', closeTime: '03:00' }] },
      ],
      'c monday night into tuesday': [
        { dayOfWeek: 1, intervals: [{ openTime: '22:00', closeTime: '01:30' }] },
      ],
      'd all day every day': [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        intervals: [{ openTime: '00:00', closeTime: '00:00' }],
      })),
      'e early tuesday': [{ dayOfWeek: 2, intervals: [{ openTime: '00:15', closeTime: '06:00' }] }],
      'f morning': [{ dayOfWeek: 1, intervals: [{ openTime: '07:00', closeTime: '11:00' }] }],
      'g nothing': [],
    }
    for (const [name, days] of Object.entries(week)) {
      await shop(
        name,
        days.flatMap((d) =>
          d.intervals.map((i): Hours[number] => [d.dayOfWeek, i.openTime, i.closeTime]),
        ),
      )
    }
    const rank = { open: 0, 'opens-soon': 1, 'opens-later': 2, closed: 3 }
    const instants = [
      ...Array.from(
        { length: 96 },
        (_, q) => new Date(ar('2026-11-23T00:00').getTime() + q * 15 * 60_000),
      ),
      ...['2026-11-23T02:59', '2026-11-23T03:00', '2026-11-23T23:14', '2026-11-23T23:15'].map(ar),
      ...['2026-11-23T23:59', '2026-11-24T00:00', '2026-11-24T01:29', '2026-11-24T01:30'].map(ar),
    ]
    for (const now of instants) {
      const { items } = await exploreRestaurants(t.app.directory, {
        now,
        terms: { trialDays: 30, graceDays: 7 },
      })
      const expected = Object.entries(week)
        .map(([name, days]) => ({ name, r: rank[getOpenStatus(days, now).kind] }))
        .sort((a, b) => a.r - b.r || a.name.localeCompare(b.name))
        .map((s) => s.name)
      expect(names(items), now.toISOString()).toEqual(expected)
    }
  })
})
