import { beforeAll, describe, expect, it } from 'vitest'
import { COUPON_FIRST_ORDER_MESSAGE } from '../../domain/messages/coupons'
import { useTestApp } from '../test/use-test-app'
import { seedDemo } from '.'

/* docs/product.md#coupons: the demo owner's shop has a coupon to try at checkout. */

const t = useTestApp()
let slugs: string[]
beforeAll(async () => {
  slugs = (await seedDemo(t.db, t.app.adapters.storage, new Date())).slugs
})

const check = (slug: string, phone: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/business/${slug}/coupon`,
    payload: { code: 'bienvenida', method: 'PICKUP', subtotal: 2_000_000, phone },
  })

describe('the demo’s welcome coupon', () => {
  it("takes 10 % off Don Luigi's lines for a phone that never ordered there", async () => {
    const res = await check('pizzeria-don-luigi', '+5493515559999')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ coupon: { code: 'BIENVENIDA' }, discount: 200_000 })
  })

  it('is for a first order only: a phone of the demo orders is refused', async () => {
    const [phone] = (
      await t.db.execute<{ customer_phone: string }>(
        `select customer_phone from orders where customer_phone is not null and status <> 'REJECTED' limit 1`,
      )
    ).rows.map((r) => r.customer_phone)
    expect(phone).toBeDefined()
    const res = await check('pizzeria-don-luigi', phone)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(COUPON_FIRST_ORDER_MESSAGE)
  })

  it('is Don Luigi’s alone', async () => {
    expect((await check(slugs[1], null)).statusCode).toBe(404)
  })
})
