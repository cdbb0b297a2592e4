import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { createBusiness } from '../../test/factories'
import { operatorSession, type OperatorSession } from '../../test/operators'
import { useTestApp } from '../../test/use-test-app'
import { ACTIVITY_PAGE_SIZE } from './service'

const t = useTestApp()

const activity = async (op: OperatorSession, query: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/activity',
    query,
    headers: op.headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/admin/activity', () => {
  it('lists who did what to which shop, when and why, newest first', async () => {
    const op = await operatorSession(t)
    const { business } = await createBusiness(t.db, { name: 'Almacén Don Pepe' })
    await t.db.insert(auditLog).values([
      {
        operatorId: op.operatorId,
        action: 'shop.suspend',
        businessId: business.id,
        reason: 'Pedidos falsos denunciados',
        details: { orders: 3 },
        createdAt: new Date('2025-03-10T15:00:00Z'),
      },
      {
        operatorId: op.operatorId,
        action: 'shop.reactivate',
        businessId: business.id,
        reason: 'Aclarado con el dueño',
        createdAt: new Date('2025-03-11T15:00:00Z'),
      },
    ])
    const page = await activity(op, { shop: business.id })
    expect(page.entries).toEqual([
      {
        id: expect.any(String),
        action: 'shop.reactivate',
        operator: { id: op.operatorId, email: op.email },
        shop: { id: business.id, name: 'Almacén Don Pepe' },
        reason: 'Aclarado con el dueño',
        details: {},
        createdAt: '2025-03-11T15:00:00.000Z',
      },
      {
        id: expect.any(String),
        action: 'shop.suspend',
        operator: { id: op.operatorId, email: op.email },
        shop: { id: business.id, name: 'Almacén Don Pepe' },
        reason: 'Pedidos falsos denunciados',
        details: { orders: 3 },
        createdAt: '2025-03-10T15:00:00.000Z',
      },
    ])
    expect(page.nextCursor).toBeNull()
    // The filters' choices.
    expect(page.operators).toContainEqual({ id: op.operatorId, email: op.email })
    expect(page.actions).toEqual(expect.arrayContaining(['operator.sign-in', 'shop.suspend']))
    expect(page.shops).toContainEqual({ id: business.id, name: 'Almacén Don Pepe' })
  })

  it('lists the sign-ins themselves', async () => {
    const op = await operatorSession(t)
    const page = await activity(op, { operator: op.operatorId, action: 'operator.sign-in' })
    expect(page.entries).toHaveLength(1)
    expect(page.entries[0]).toMatchObject({
      action: 'operator.sign-in',
      operator: { id: op.operatorId, email: op.email },
      shop: null,
      details: { method: 'totp' },
    })
  })

  it('filters by action, operator, shop and days in Argentina’s time', async () => {
    const op = await operatorSession(t)
    const other = await operatorSession(t)
    const { business: shop } = await createBusiness(t.db)
    const { business: elsewhere } = await createBusiness(t.db)
    const row = (operatorId: string, action: string, businessId: string, at: string) => ({
      operatorId,
      action,
      businessId,
      reason: at,
      createdAt: new Date(at),
    })
    await t.db
      .insert(auditLog)
      .values([
        row(op.operatorId, 'plan.extend', shop.id, '2025-06-01T02:59:00Z'),
        row(op.operatorId, 'plan.extend', shop.id, '2025-06-01T03:00:00Z'),
        row(op.operatorId, 'shop.suspend', shop.id, '2025-06-02T12:00:00Z'),
        row(other.operatorId, 'plan.extend', shop.id, '2025-06-02T13:00:00Z'),
        row(op.operatorId, 'plan.extend', elsewhere.id, '2025-06-03T02:59:59Z'),
        row(op.operatorId, 'plan.extend', elsewhere.id, '2025-06-03T03:00:00Z'),
      ])
    const reasons = async (query: Record<string, string>) =>
      (await activity(op, query)).entries.map((e: { reason: string }) => e.reason)

    expect(await reasons({ shop: shop.id, action: 'plan.extend' })).toEqual([
      '2025-06-02T13:00:00Z',
      '2025-06-01T03:00:00Z',
      '2025-06-01T02:59:00Z',
    ])
    expect(await reasons({ shop: shop.id, operator: other.operatorId })).toEqual([
      '2025-06-02T13:00:00Z',
    ])
    // June 1st and 2nd in Argentina (UTC-3): from 03:00 UTC on the 1st to 03:00 UTC on the 3rd.
    expect(await reasons({ from: '2025-06-01', to: '2025-06-02', action: 'plan.extend' })).toEqual([
      '2025-06-03T02:59:59Z',
      '2025-06-02T13:00:00Z',
      '2025-06-01T03:00:00Z',
    ])
    expect(await reasons({ shop: elsewhere.id, from: '2025-06-03' })).toEqual([
      '2025-06-03T03:00:00Z',
    ])
    // Empty filters are no filters.
    expect(
      await reasons({ shop: elsewhere.id, action: '', operator: '', from: '', to: '' }),
    ).toHaveLength(2)
  })

  it('pages by a cursor, each row once, even rows written in the same instant', async () => {
    const op = await operatorSession(t)
    const { business } = await createBusiness(t.db)
    const at = new Date('2025-08-01T10:00:00Z')
    const inserted = await t.db
      .insert(auditLog)
      .values(
        Array.from({ length: ACTIVITY_PAGE_SIZE * 2 + 7 }, (_, i) => ({
          operatorId: op.operatorId,
          action: 'plan.extend',
          businessId: business.id,
          reason: `fila ${i}`,
          // Three rows share each instant.
          createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
        })),
      )
      .returning({ id: auditLog.id })
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await activity(op, { shop: business.id, ...(cursor ? { cursor } : {}) })
      seen.push(...page.entries.map((e: { id: string }) => e.id))
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(inserted.length)
    expect(new Set(seen)).toEqual(new Set(inserted.map((r) => r.id)))
  })

  it('refuses filters out of shape', async () => {
    const op = await operatorSession(t)
    const queries: Record<string, string>[] = [
      { shop: 'no-es-un-id' },
      { from: '2025-13-01' },
      { operator: '1' },
    ]
    for (const query of queries) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/activity',
        query,
        headers: op.headers,
      })
      expect(res.statusCode).toBe(400)
    }
  })
})
