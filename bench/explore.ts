/**
 * `npx tsx bench/explore.ts [shops]`: median latency of the explore directory (docs/product.md#near-me) over
 * N seeded shops (default 20,000) in an in-memory PGlite, with and without the customer's
 * location (near shops, and one far from every shop), first page and a later one. Reports ratios taken in one run, because this machine is
 * shared and noisy; it asserts nothing.
 */
import { sql } from 'drizzle-orm'
import { DEFAULT_MAP_CENTER } from '../domain/constants'
import { openDatabase, type Db } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { exploreRestaurants, type ExploreOptions } from '../server/modules/explore/service'

const SHOPS = Number(process.argv[2] ?? process.env.BENCH_SHOPS ?? 20_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
// A Monday 21:00 in Argentina: dinner time, when every status kind is common.
const NOW = new Date('2026-11-23T21:00:00-03:00')

/*
 * Shops spread over 60 towns about 40 km apart (a country, not one city): each town holds about
 * N/60 shops within 8 km of its centre, and 1 % deliver up to 60 km. Hours follow five patterns,
 * one in ten shops has none.
 */
async function seed(db: Db, shops: number) {
  await db.execute(sql`
    insert into users (id, email, password_hash)
    select md5('u' || i)::uuid, 'owner' || i || '@example.com', 'x' from generate_series(1, ${shops}) i`)
  await db.execute(sql`
    insert into businesses (id, owner_id, name, slug, city, lat, lng, supports_pickup,
      supports_delivery, delivery_radius_meters)
    select md5('b' || i)::uuid, md5('u' || i)::uuid,
      initcap(substr(md5('n' || i), 1, 6)) || ' ' || i, 'local-' || i, 'Ciudad ' || (i % 60),
      ${DEFAULT_MAP_CENTER.lat} - (i % 60) / 10 * 0.36 + (random() - 0.5) * 0.14,
      ${DEFAULT_MAP_CENTER.lng} - (i % 60) % 10 * 0.45 + (random() - 0.5) * 0.17,
      i % 3 <> 0, i % 2 = 0,
      case when i % 100 = 0 then 60000 else 3000 + (i % 8) * 1000 end
    from generate_series(1, ${shops}) i`)
  await db.execute(sql`
    insert into opening_hours (business_id, day_of_week, open_time, close_time)
    select md5('b' || i)::uuid, d, t.open_time::time, t.close_time::time
    from generate_series(1, ${shops}) i
    cross join generate_series(0, 6) d
    join (values
      (0, '12:00', '15:00'), (0, '20:00', '23:30'),
      (1, '08:00', '20:00'),
      (2, '19:00', '02:00'),
      (3, '11:30', '16:00'), (3, '21:30', '01:00'),
      (4, '00:00', '00:00'),
      (5, '22:00', '23:00'), (6, '09:00', '13:00'), (7, '18:00', '23:59'), (8, '21:45', '03:00')
    ) as t(pattern, open_time, close_time) on t.pattern = i % 10
    where (i + d) % 7 <> 0`)
  await db.execute(sql`analyze`)
}

async function median(options: ExploreOptions, db: Db) {
  await exploreRestaurants(db, options)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await exploreRestaurants(db, options)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

async function main() {
  const database = await openDatabase({})
  await runMigrations(database)
  const { db } = database
  const seedStart = performance.now()
  await seed(db, SHOPS)
  console.log(
    `Explore bench: ${SHOPS} shops seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (PGlite in memory), median of ${RUNS} runs`,
  )

  const near = { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }
  const firstAll = await exploreRestaurants(db, { now: NOW })
  const firstNear = await exploreRestaurants(db, { ...near, now: NOW })
  const faraway = { lat: -38, lng: -57 }
  const firstFar = await exploreRestaurants(db, { ...faraway, now: NOW })
  const results: [string, number][] = [
    ['no location, page 1', await median({ now: NOW }, db)],
    ['no location, page 2', await median({ cursor: firstAll.nextCursor ?? undefined }, db)],
    ['with location, page 1', await median({ ...near, now: NOW }, db)],
    [
      'with location, page 2',
      await median({ ...near, cursor: firstNear.nextCursor ?? undefined }, db),
    ],
    // A saved address far from every shop: the whole directory is listed after an empty near group.
    ['far location, page 1', await median({ ...faraway, now: NOW }, db)],
    [
      'far location, page 2',
      await median({ ...faraway, cursor: firstFar.nextCursor ?? undefined }, db),
    ],
  ]
  for (const [title, ms] of results) {
    console.log(`${title.padEnd(24)} ${ms.toFixed(1).padStart(8)} ms`)
  }
  const [all, , nearby] = results.map(([, ms]) => ms)
  console.log(`with location / no location (page 1): ${(nearby / all).toFixed(2)}`)
  console.log(
    `first page near Córdoba: ${firstNear.items.length} shops, the nearest ${firstNear.items[0]?.distanceMeters} m away`,
  )

  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
