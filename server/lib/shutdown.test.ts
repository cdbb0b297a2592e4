import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestApp, createTestDatabase } from '../test/harness'
import { shopWithOwner } from '../test/orders'
import { startServer } from '../test/server-process'
import { sigtermUnderLoad } from '../test/shutdown-load'
import { gracefulShutdown } from './shutdown'

describe('SIGTERM under load (the real server process)', () => {
  it('answers every request it was sent, fails readiness first, and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-shutdown-'))
    // On PostgreSQL (api-postgres run) a fresh database of its own, as the harness gives each file.
    const testDb =
      process.env.TEST_DB_DRIVER === 'postgres' ? await createTestDatabase() : undefined
    await testDb?.database.close()
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        // No demo: its images take seconds of CPU; the public reads still query the database.
        SEED_DEMO: 'false',
        // Long enough for the probe's next answer to come while the listener still accepts.
        SHUTDOWN_DRAIN_MS: '1000',
        ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
      })
      const report = await sigtermUnderLoad({ server, connections: 30, answersBeforeSignal: 300 })

      const context = `${JSON.stringify(report)}\n${server.output.slice(-20).join('\n')}`
      expect(report.resets, context).toEqual({})
      expect(report.sent, context).toBe(report.answered)
      // Every client saw its connection refused in the end: the listener did close.
      expect(report.refused, context).toBe(30)
      expect(report.readiness.at(-1), context).toBe(503)
      expect(JSON.parse(report.notReadyBody ?? '{}')).toEqual({
        error: 'El servidor se está apagando. Probá de nuevo en un momento.',
        code: 'UNAVAILABLE',
        requestId: expect.any(String),
      })
      expect(report.notReadyBeforeClose, context).toBe(true)
      // Only readiness answers 503: the load itself was served to the end.
      expect(report.statuses[503], context).toBe(1)
      expect(Object.keys(report.statuses).filter((s) => Number(s) >= 500)).toEqual(['503'])
      expect(report.exitCode, context).toBe(0)
    } finally {
      await testDb?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('gracefulShutdown', () => {
  it('ends live streams and closes idle connections, then the app and the database, and exits 0', async () => {
    const t = await createTestApp()
    try {
      const shop = await shopWithOwner(t)
      let exit = (_code: number) => {}
      const exited = new Promise<number>((resolve) => (exit = resolve))
      const steps: string[] = []
      const shutdown = gracefulShutdown(t.app, {
        drainMs: 0,
        timeoutMs: 60_000,
        endStreams: () => t.app.orderEvents.endAll(),
        // The app must be closed by then: nothing may query a closed database.
        closeDatabase: async () => {
          const app = await t.app.inject('/api/health').then(
            () => 'app open',
            () => 'app closed',
          )
          steps.push(`database closed, ${app}`)
        },
        exit,
      })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = t.app.server.address() as { port: number }
      const agent = new http.Agent({ keepAlive: true })

      // A panel's live stream, open until the server ends it.
      const stream = http.get({
        host: '127.0.0.1',
        port,
        path: '/api/business/orders/events',
        headers: shop.headers,
        agent,
      })
      const [streamRes] = (await once(stream, 'response')) as [http.IncomingMessage]
      streamRes.setEncoding('utf8')
      const streamEnded = once(streamRes, 'end')
      streamRes.resume()
      // A keep-alive connection that answered once and now waits for nothing.
      const health = http.get({ host: '127.0.0.1', port, path: '/api/health', agent })
      const [healthRes] = (await once(health, 'response')) as [http.IncomingMessage]
      const idleSocket = healthRes.socket
      const idleClosed = once(idleSocket, 'close')
      healthRes.resume()
      await once(healthRes, 'end')

      void shutdown('SIGTERM')
      expect(await exited).toBe(0)
      await streamEnded
      await idleClosed
      expect(steps).toEqual(['database closed, app closed'])
      agent.destroy()
    } finally {
      await t.close()
    }
  })

  it('exits 1 once the deadline passes when closing hangs', async () => {
    const t = await createTestApp()
    try {
      let exit = (_code: number) => {}
      const exited = new Promise<number>((resolve) => (exit = resolve))
      const shutdown = gracefulShutdown(t.app, {
        drainMs: 0,
        timeoutMs: 200,
        endStreams: () => {},
        closeDatabase: () => new Promise(() => {}),
        exit,
      })
      void shutdown('SIGTERM')
      expect(await exited).toBe(1)
    } finally {
      await t.close()
    }
  })
})
