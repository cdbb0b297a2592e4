import { eq } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client'
import { runMigrations } from '../../db/migrate'
import { auditLog, operatorLinks, operators } from '../../db/schema'
import { secretHash } from '../../lib/tokens'
import { answerOperatorLinks, operatorLinkCommand } from './command'

// docs/product.md#operators: `npm run admin:create` works whether or not the server holds the
// embedded database.

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
const deps = { secret: 'b'.repeat(48), publicUrl: 'https://barrio.example' }

describe.runIf(!onPostgres)(
  'npm run admin:create on the embedded database',
  { timeout: 120_000 },
  () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-admin-create-'))
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
    const open = async (options: { url?: string; dataDir?: string }) => {
      const database = await openDatabase(options)
      await runMigrations(database)
      return database
    }
    const command = (email: string) => operatorLinkCommand({ ...deps, email, dataDir, open })
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

    const linksOf = (database: Database, email: string) =>
      database.db
        .select({ tokenHash: operatorLinks.tokenHash })
        .from(operatorLinks)
        .innerJoin(operators, eq(operators.id, operatorLinks.operatorId))
        .where(eq(operators.email, email))

    it('asks the running server, which holds the database, for the link', async () => {
      const server = await open({ dataDir })
      answerOperatorLinks(server, deps)
      try {
        const issued = await command('ana@barrio.test')
        expect(issued).toMatchObject({ email: 'ana@barrio.test', created: true })
        expect(issued.link).toMatch(/^https:\/\/barrio\.example\/admin\/activar\?token=[\w-]{43}$/)
        // Written by the server's own database, still open and serving.
        expect(await linksOf(server, 'ana@barrio.test')).toEqual([
          { tokenHash: secretHash(deps.secret, tokenOf(issued.link)) },
        ])
      } finally {
        await server.close()
      }
    })

    it('opens the database itself when no server runs; a second link is a reset', async () => {
      const issued = await command('ana@barrio.test')
      expect(issued.created).toBe(false)
      const database = await openDatabase({ dataDir })
      try {
        // The earlier link no longer works: only the new one is kept.
        expect(await linksOf(database, 'ana@barrio.test')).toEqual([
          { tokenHash: secretHash(deps.secret, tokenOf(issued.link)) },
        ])
        const audit = await database.db
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .orderBy(auditLog.createdAt)
        expect(audit).toEqual([
          {
            action: 'operator.create',
            details: { email: 'ana@barrio.test', reset: false, via: 'command' },
          },
          {
            action: 'operator.create',
            details: { email: 'ana@barrio.test', reset: true, via: 'command' },
          },
        ])
      } finally {
        await database.close()
      }
    })
  },
)
