import { describe, expect, it } from 'vitest'
import { imageKey } from '../../adapters/storage/keys'
import { toWebp } from '../../lib/images'
import { createBusiness, createCategory, createProduct, pngBytes } from '../../test/factories'
import { useTestApp } from '../../test/use-test-app'
import { pictureVariants } from '../../../domain/pictures/variants'
import { writeMissingVariants } from './variants-command'

const t = useTestApp()

describe('npm run pictures:variants', () => {
  it('writes the copies stored pictures lack, once, and counts pictures no storage holds', async () => {
    const storage = t.app.adapters.storage
    const before = await writeMissingVariants(t.db, storage)
    // An upload from before copies were made: the original alone, named by two rows.
    const bytes = await toWebp(await pngBytes(300, 200), 'product')
    const url = await storage.put(imageKey('products', bytes), bytes, 'image/webp')
    const { business } = await createBusiness(t.db)
    const category = await createCategory(t.db, business.id)
    await createProduct(t.db, business.id, { categoryId: category.id, imageUrl: url })
    await createProduct(t.db, business.id, { categoryId: category.id, imageUrl: url })
    await createProduct(t.db, business.id, {
      categoryId: category.id,
      imageUrl: `/uploads/products/${'f'.repeat(64)}.webp`,
    })

    const first = await writeMissingVariants(t.db, storage)
    expect(first).toEqual({
      pictures: before.pictures + 1,
      written: before.written + 7,
      missing: before.missing + 1,
    })
    for (const copy of pictureVariants(url)) {
      expect(await storage.has(storage.keyOf(copy.at)!), copy.at).toBe(true)
    }
    const second = await writeMissingVariants(t.db, storage)
    expect(second).toEqual({ ...first, written: 0 })
  })
})
