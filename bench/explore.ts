/**
 * `npx tsx bench/explore.ts [shops]`: median latency of the explore directory (docs/product.md#near-me) over
 * N synthetic shops (default 20,000, server/demo/synthetic.ts) in an in-memory PGlite, with and without the customer's
 * location (near shops, and one far from every shop), first page and a later one. Reports ratios taken in one run, because this machine is
 * shared and noisy; it asserts nothing.
 */
import { DEFAULT_MAP_CENTER } from '../domain/constants'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { seedSyntheticShops } from '../server/demo/synthetic'
import { Directory } from '../server/modules/explore/directory'
import { exploreRestaurants, type ExploreOptions } from '../server/modules/explore/service'
import { DEFAULT_PLAN_GRACE_DAYS, DEFAULT_PLAN_TRIAL_DAYS } from '../domain/plan/rules'

const SHOPS = Number(process.argv[2] ?? process.env.BENCH_SHOPS ?? 20_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
// A Monday 21:00 in Argentina: dinner time, when every status kind is common.
const NOW = new Date('2026-11-23T21:00:00-03:00')

const TERMS = { trialDays: DEFAULT_PLAN_TRIAL_DAYS, graceDays: DEFAULT_PLAN_GRACE_DAYS }

async function median(query: Omit<ExploreOptions, 'terms'>, db: Directory) {
  const options = { ...query, terms: TERMS }
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
  const db = new Directory(database.db)
  const seedStart = performance.now()
  await seedSyntheticShops(database.db, { shops: SHOPS })
  console.log(
    `Explore bench: ${SHOPS} shops seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (PGlite in memory), median of ${RUNS} runs`,
  )

  const near = { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }
  const firstAll = await exploreRestaurants(db, { now: NOW, terms: TERMS })
  const firstNear = await exploreRestaurants(db, { ...near, now: NOW, terms: TERMS })
  const faraway = { lat: -38, lng: -57 }
  const firstFar = await exploreRestaurants(db, { ...faraway, now: NOW, terms: TERMS })
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
