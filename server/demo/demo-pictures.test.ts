import { beforeAll, describe, expect, it } from 'vitest'
import { presetImageUrl } from '../../domain/constants'
import type { PublicMenu } from '../../domain/menu/schemas'
import { slugify } from '../../domain/text/rules'
import { useTestApp } from '../test/use-test-app'
import { seedDemo } from '.'
import { demoProductPictures } from './demo-pictures'
import { demoShops } from './demo-shops'

const t = useTestApp()
beforeAll(async () => {
  await seedDemo(t.db, t.app.adapters.storage)
})

describe('the demo products’ pictures', () => {
  it('name a drawing for every demo product, and only for demo products', () => {
    for (const shop of demoShops) {
      const names = shop.categories.flatMap((c) => c.products.map((p) => p.name))
      expect(Object.keys(demoProductPictures[shop.name] ?? {}).sort(), shop.name).toEqual(
        [...names].sort(),
      )
    }
  })

  it('are stored by the seed: every product and drawn category shows a picture storage has', async () => {
    const storage = t.app.adapters.storage
    for (const shop of demoShops) {
      const menu: PublicMenu = (await t.app.inject(`/api/public/menu/${slugify(shop.name)}`)).json()
      for (const category of menu.categories) {
        const demo = shop.categories.find((c) => c.name === category.name)!
        if ('preset' in demo) expect(category.imageUrl).toBe(presetImageUrl(demo.preset))
        else expect(await storedAt(category.imageUrl), category.name).toBe(true)
        for (const product of category.products) {
          expect(await storedAt(product.imageUrl), product.name).toBe(true)
        }
      }
    }

    async function storedAt(url: string | null | undefined) {
      const key = url ? storage.keyOf(url) : null
      return key !== null && (await storage.has(key))
    }
  })
})
