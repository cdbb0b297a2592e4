import { createAdapters } from './adapters'
import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { backupTarget, scheduleDailyBackup } from './db/backup'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'
import { demoSeed } from './demo'
import { gracefulShutdown } from './lib/shutdown'
import { scheduleActivityRetention } from './modules/activity/retention'
import { scheduleCustomerRetention } from './modules/customers/retention'
import { answerOperatorLinks } from './modules/admin-auth/command'
import { planTermsOf } from './lib/plan-gate'
import { schedulePlanReminders } from './modules/plan/reminders'
import { scheduleOrderSweep } from './modules/order-timer/sweep'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

/**
 * One full collection once start-up is over, when node runs with --expose-gc (as `npm start` runs
 * it, scripts/server-runtime.mjs): on the embedded database's first start, initdb's two
 * WebAssembly instances (about 290 MB resident) are dead but stay mapped until V8 collects, which
 * a quiet process may not do for a long while. It takes some tens of milliseconds, before listening.
 */
function collectStartupGarbage() {
  ;(globalThis as { gc?: () => void }).gc?.()
}

async function main() {
  const config = readConfig()
  const logger = {
    level: config.LOG_LEVEL,
    ...(config.isProduction || !process.stdout.isTTY
      ? {}
      : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }),
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  })
  const adapters = createAdapters(config, database.db)
  const app = await buildApp({ config, db: database.db, adapters, logger })
  // `npm run admin:create` while this process holds the embedded database.
  answerOperatorLinks(database, { secret: config.jwtSecret, publicUrl: config.publicUrl })

  const seeded = await prepareDatabase(
    database,
    config.SEED_DEMO ? demoSeed(adapters.storage, { serverSecret: config.jwtSecret }) : undefined,
  )
  if (seeded) {
    app.log.info(
      {
        email: seeded.ownerEmail,
        password: seeded.ownerPassword,
        menu: `/menu/${seeded.ownerSlug}`,
      },
      `Datos de demo creados. Ingresá con ${seeded.ownerEmail} / ${seeded.ownerPassword}`,
    )
  }

  // BACKUP_DAILY_AT: every process keeps the schedule, the first to claim the day writes it.
  const stopBackups = config.BACKUP_DAILY_AT
    ? scheduleDailyBackup(
        {
          database,
          sharedState: adapters.sharedState,
          target: backupTarget(config, config.dataDir),
          log: app.log,
        },
        config.BACKUP_DAILY_AT,
      )
    : () => {}

  // Plan reminders (docs/product.md#plan-payments): every process looks every few minutes; each
  // reminder is claimed by one of them in the database, so it is mailed once.
  const stopReminders = schedulePlanReminders({
    db: database.db,
    mailer: adapters.mailer,
    publicUrl: config.publicUrl,
    terms: planTermsOf(config),
    log: app.log,
  })

  // Actividad keeps 180 days (docs/product.md#team): every process forgets older lines each hour.
  const stopActivityRetention = scheduleActivityRetention({ db: database.db, log: app.log })

  // Customers' data is kept for the shop's period (docs/product.md#personal-data): every process
  // anonymises the older orders each hour, in batches that several processes share out.
  const stopCustomerRetention = scheduleCustomerRetention({ db: database.db, log: app.log })

  // No order goes unanswered (docs/product.md#answer-in-time): every process sweeps every 15 s;
  // each late notice and each automatic rejection is one conditional update, so it happens once.
  const stopOrderSweep = scheduleOrderSweep(database.db, { config, log: app.log })

  const shutdown = gracefulShutdown(app, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_MAX_MS,
    endStreams: () => app.orderEvents.endAll(),
    closeDatabase: () => {
      stopBackups()
      stopReminders()
      stopActivityRetention()
      stopCustomerRetention()
      stopOrderSweep()
      return database.close()
    },
    exit: (code) => process.exit(code),
  })
  // A repeated signal changes nothing: the deadline already bounds the wait.
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // The directory's copy of every shop is read before the first visitor asks for it, so no
  // request pays the full load (a second or so with 100,000 shops; docs/decisions/0012).
  await app.directory.fresh()
  collectStartupGarbage()
  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    { database: database.driver, dataDir: config.dataDir, mode: config.BARRIO_MODE },
    `Barrio escuchando en http://localhost:${(app.server.address() as { port: number }).port}`,
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
