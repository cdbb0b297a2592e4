import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/use-test-app'
import { shopCredentials } from '../modules/payments/settings-service'
import { secretBoxOf } from '../lib/secret-box'
import { DEMO_TRANSFER, seedDemo } from '.'

/* docs/product.md#payments: the demo shops take cash; the demo owner's shop takes every method. */

const t = useTestApp()
let slugs: string[]
beforeAll(async () => {
  slugs = (
    await seedDemo(t.db, t.app.adapters.storage, new Date(), {
      serverSecret: t.app.config.jwtSecret,
    })
  ).slugs
})

const business = async (slug: string) =>
  (await t.app.inject(`/api/public/business/${slug}`)).json<{
    id: string
    paymentMethods: string[]
  }>()

describe('the demo shops’ payment methods', () => {
  it('Don Luigi takes cash, a transfer to its alias and Mercado Pago (the fake, with test credentials)', async () => {
    const shop = await business('pizzeria-don-luigi')
    expect(shop.paymentMethods).toEqual(['CASH', 'TRANSFER', 'MERCADOPAGO'])
    const credentials = await shopCredentials(t.db, secretBoxOf(t.app.config), shop.id)
    expect(credentials?.accessToken).toMatch(/^TEST-[0-9a-f]{32}$/)
    expect(credentials?.webhookSecret?.length).toBeGreaterThanOrEqual(16)
    expect(DEMO_TRANSFER.account).toBe('donluigi.pizzas')
  })

  it('the other shops take cash', async () => {
    expect(slugs.length).toBeGreaterThan(1)
    for (const slug of slugs.slice(1)) {
      expect((await business(slug)).paymentMethods, slug).toEqual(['CASH'])
    }
  })
})
