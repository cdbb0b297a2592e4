/**
 * `npm run seed:scale -- <shops> [--products N]`: adds that many synthetic shops (owners, shops in
 * 60 towns, four in five with opening hours, N products each in two categories, 3 by default) to
 * the configured database, DATABASE_URL or the embedded one in DATA_DIR, beside what is already
 * there (docs/product.md#near-me: the directory stays fast with 100,000 shops). For measuring;
 * `npm start` never runs it. Migrates first, so it also works on a new database.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { runMigrations } from '../server/db/migrate'
import { seedSyntheticShops } from '../server/demo/synthetic'

const USAGE = 'Uso: npm run seed:scale -- <cantidad de comercios> [--products N]'

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { products: { type: 'string', default: '3' } },
  })
  const shops = Number(positionals[0])
  const productsPerShop = Number(values.products)
  if (!Number.isInteger(shops) || shops < 1 || !Number.isInteger(productsPerShop)) {
    console.error(USAGE)
    process.exit(2)
  }
  const config = loadConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    const start = performance.now()
    await database.withStartupLock(() => runMigrations(database))
    const { first, last } = await seedSyntheticShops(database.db, { shops, productsPerShop })
    const seconds = ((performance.now() - start) / 1000).toFixed(1)
    console.log(
      `${shops} comercios de prueba (local-${first} a local-${last}, ${productsPerShop} productos cada uno) ` +
        `cargados en ${seconds} s en ${database.driver === 'postgres' ? 'PostgreSQL' : config.dataDir}.`,
    )
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
