import { createStorage } from '../adapters/storage'
import { loadConfig } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'
import { isDatabaseEmpty, seedDemo } from './seed'

/** `npm run db:migrate` and `npm run db:seed`, on the database the configuration points at. */
async function run(command: string | undefined) {
  const config = loadConfig()
  // The demo shops' login is public: a deployment never gets them, whichever way it asks.
  if (command === 'seed' && config.BARRIO_MODE === 'deployment') {
    console.error(
      'db:seed carga los comercios de demo, con su usuario y contraseña públicos: no se corre en un despliegue (BARRIO_MODE=deployment o un PUBLIC_URL fuera de localhost).',
    )
    process.exit(1)
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    await database.withStartupLock(async () => {
      await runMigrations(database)
      if (command === 'migrate') {
        console.log('Migraciones aplicadas.')
        return
      }
      if (!(await isDatabaseEmpty(database.db))) {
        console.log('La base de datos ya tiene datos: no se cargan los datos de demo.')
        return
      }
      const seeded = await seedDemo(database.db, createStorage(config), new Date(), {
        serverSecret: config.jwtSecret,
      })
      console.log(
        `Datos de demo creados. Ingresá con ${seeded.ownerEmail} / ${seeded.ownerPassword}`,
      )
      console.log(`Menú QR de demo: /menu/${seeded.ownerSlug}`)
    })
  } finally {
    await database.close()
  }
}

const command = process.argv[2]
if (command !== 'migrate' && command !== 'seed') {
  console.error('Uso: tsx server/db/cli.ts migrate|seed')
  process.exit(2)
}
run(command).catch((err) => {
  console.error(err)
  process.exit(1)
})
