import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markNotReady } from '../../lib/shutdown'
import { createTestApp, type TestContext } from '../../test/harness'
import { errorOf } from '../../test/error-answer'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/health/ready', () => {
  it('answers 200 while serving, 503 in Spanish once shutdown began; liveness stays 200', async () => {
    const ready = await t.app.inject('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers['cache-control']).toBe('no-store')

    markNotReady(t.app.server)

    const draining = await t.app.inject('/api/health/ready')
    expect(draining.statusCode).toBe(503)
    expect(errorOf(draining)).toEqual({
      error: 'El servidor se está apagando. Probá de nuevo en un momento.',
      code: 'UNAVAILABLE',
    })
    expect(draining.headers['cache-control']).toBe('no-store')
    // The process is alive and finishing its work: an orchestrator must not kill it for that.
    const live = await t.app.inject('/api/health')
    expect(live.statusCode).toBe(200)
  })
})
