import path from 'node:path'
import { createStorage } from './adapters/storage'
import { ConfigError, envSchema, loadConfig } from './config'
import { backupCommand, backupTarget, restoreCommand } from './db/backup'
import { openDatabase } from './db/client'
import { isDatabaseEmpty } from './db/prepare'
import { runMigrations } from './db/migrate'
import { seedDemo } from './demo'
import { emailSchema } from '../domain/auth/schemas'
import { operatorLinkCommand } from './modules/admin-auth/command'
import { writeMissingVariants } from './modules/pictures/variants-command'

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
      const storage = createStorage(config)
      const seeded = await seedDemo(database.db, storage, new Date(), {
        serverSecret: config.jwtSecret,
      })
      // The demo's pictures get their smaller copies here, not at the server's start.
      const { written } = await writeMissingVariants(database.db, storage)
      console.log(`Copias chicas de las fotos de demo: ${written}.`)
      console.log(
        `Datos de demo creados. Ingresá con ${seeded.ownerEmail} / ${seeded.ownerPassword}`,
      )
      console.log(`Menú QR de demo: /menu/${seeded.ownerSlug}`)
    })
  } finally {
    await database.close()
  }
}

/**
 * `npm run backup [DIR]` and `npm run restore FILE` (docs/deploy.md#backups). They read only the
 * database's variables, so a cron job needs no more than DATA_DIR or DATABASE_URL.
 */
async function runBackupOrRestore(command: 'backup' | 'restore', argument: string | undefined) {
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value))
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, BACKUP_DIR: true, BACKUP_KEEP: true })
    .safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const env = parsed.data
  const options = {
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    open: openDatabase,
  }
  if (command === 'backup') {
    const target = backupTarget(env, options.dataDir)
    const file = await backupCommand({ ...options, ...target, dir: argument ?? target.dir })
    console.log(`Copia de seguridad escrita: ${file}`)
    return
  }
  if (!argument) {
    console.error('Uso: npm run restore ARCHIVO')
    process.exit(2)
  }
  await restoreCommand(argument, options)
  console.log(
    `Copia restaurada en ${env.DATABASE_URL ? 'la base de DATABASE_URL' : options.dataDir}`,
  )
}

/**
 * `npm run admin:create -- EMAIL` (docs/product.md#operators): a new operator, or a reset of an
 * existing one, and the one-time link to set the password, printed here for whoever runs it.
 */
async function createOperator(argument: string | undefined) {
  const email = emailSchema.safeParse(argument ?? '')
  if (!email.success) {
    console.error('Uso: npm run admin:create -- CORREO (un correo válido, sin espacios)')
    process.exit(2)
  }
  const config = loadConfig()
  const issued = await operatorLinkCommand({
    email: email.data,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    // With no server running, the database is opened here, brought up to date first.
    open: async (options) => {
      const database = await openDatabase(options)
      await database.withStartupLock(() => runMigrations(database))
      return database
    },
  })
  console.log(
    issued.created
      ? `Operador creado: ${issued.email}`
      : `${issued.email} ya era operador: este enlace le cambia la contraseña y le pide vincular de nuevo su app de autenticación.`,
  )
  console.log(`Enlace para elegir la contraseña (sirve una sola vez, durante 24 horas):`)
  console.log(issued.link)
}

/**
 * `npm run pictures:variants` (docs/product.md#budgets): the smaller copies of the pictures stored
 * before they were made. Running it again writes nothing.
 */
async function writePictureVariants() {
  const config = loadConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    await database.withStartupLock(() => runMigrations(database))
    const report = await writeMissingVariants(database.db, createStorage(config))
    console.log(
      `Fotos: ${report.pictures}. Copias escritas: ${report.written}. Fotos que faltan en el almacenamiento: ${report.missing}.`,
    )
  } finally {
    await database.close()
  }
}

const command = process.argv[2]
const done =
  command === 'backup' || command === 'restore'
    ? runBackupOrRestore(command, process.argv[3])
    : command === 'migrate' || command === 'seed'
      ? run(command)
      : command === 'admin:create'
        ? createOperator(process.argv[3])
        : command === 'pictures:variants'
          ? writePictureVariants()
          : undefined
if (!done) {
  console.error(
    'Uso: tsx server/cli.ts migrate|seed|backup [DIR]|restore ARCHIVO|admin:create CORREO|pictures:variants',
  )
  process.exit(2)
}
done.catch((err: Error) => {
  console.error(
    err.name === 'BackupError' || err.name === 'ConfigError' || err.name === 'DataDirBusyError'
      ? err.message
      : err,
  )
  process.exit(1)
})
