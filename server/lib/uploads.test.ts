import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { imageKey } from '../adapters/storage/keys'
import type { Storage } from '../adapters/storage/types'
import { businesses, categories, products } from '../db/schema'
import { createBusiness, createCategory, createProduct, pngBytes } from '../test/factories'
import { useTestApp } from '../test/use-test-app'
import { toWebp } from './images'
import { removeImage, withStoredImage, type ImageStore } from './uploads'
import { pictureVariants } from '../../domain/pictures/variants'

/*
 * Pictures are stored by their content, so several rows may name one (docs/product.md#scale): a
 * picture goes only once no row of any table names it.
 */

const t = useTestApp()
const warnings: unknown[] = []

const store = (storage: Storage = t.app.adapters.storage): ImageStore => ({
  db: t.db,
  storage,
  namedBy: [products.imageUrl, categories.imageUrl, businesses.logoUrl, businesses.coverUrl],
  warn: (message, err) => warnings.push({ message, err }),
})

/** A stored product picture of its own: the upload, its key and its URL. */
async function storedPicture() {
  const upload = await pngBytes()
  const bytes = await toWebp(upload, 'product')
  const key = imageKey('products', bytes)
  const url = await t.app.adapters.storage.put(key, bytes, 'image/webp')
  return { upload, key, url }
}
const isStored = (key: string) => t.app.adapters.storage.has(key)

describe('removeImage', () => {
  it('keeps a picture while a row of any column it is told of names it, and deletes it after', async () => {
    const { business } = await createBusiness(t.db)
    const category = await createCategory(t.db, business.id)
    const product = await createProduct(t.db, business.id, { categoryId: category.id })
    const namers = [
      {
        name: (url: string | null) =>
          t.db.update(products).set({ imageUrl: url }).where(eq(products.id, product.id)),
      },
      {
        name: (url: string | null) =>
          t.db.update(categories).set({ imageUrl: url }).where(eq(categories.id, category.id)),
      },
      {
        name: (url: string | null) =>
          t.db.update(businesses).set({ logoUrl: url }).where(eq(businesses.id, business.id)),
      },
      {
        name: (url: string | null) =>
          t.db.update(businesses).set({ coverUrl: url }).where(eq(businesses.id, business.id)),
      },
    ]
    for (const { name } of namers) {
      const { key, url } = await storedPicture()
      await name(url)
      await removeImage(store(), url)
      expect(await isStored(key)).toBe(true)
      await name(null)
      await removeImage(store(), url)
      expect(await isStored(key)).toBe(false)
    }
    expect(warnings).toEqual([])
  })

  it('counts a row that names the picture at another address (an older S3_PUBLIC_URL)', async () => {
    const { business } = await createBusiness(t.db)
    const { key, url } = await storedPicture()
    await createProduct(t.db, business.id, { imageUrl: `https://cdn.example.com/${key}` })
    await removeImage(store(), url)
    expect(await isStored(key)).toBe(true)
  })

  it('leaves alone what is no stored picture: a preset, another site, a path outside the folders', async () => {
    const removed: string[] = []
    const storage: Storage = {
      ...t.app.adapters.storage,
      remove: async (url) => void removed.push(url),
    }
    for (const url of [
      '/presets/pizzas.jpg',
      'https://example.com/products/a.webp',
      '/uploads/../jwt-secret',
      '/uploads/products/../../jwt-secret.webp',
      '/uploads/other/a.webp',
      null,
    ]) {
      await removeImage(store(storage), url)
    }
    expect(removed).toEqual([])
    expect(warnings).toEqual([])
  })
})

describe('withStoredImage', () => {
  it('removes the picture when the write fails, unless another row names it', async () => {
    const { business } = await createBusiness(t.db)
    const upload = await pngBytes()
    const failing = () =>
      withStoredImage(store(), upload, 'product', 'products', async () => {
        throw new Error('refused')
      })
    await expect(failing()).rejects.toThrow('refused')
    const key = imageKey('products', await toWebp(upload, 'product'))
    const copies = pictureVariants(key).map((copy) => copy.at)
    expect(copies.length).toBeGreaterThan(0)
    expect(await isStored(key)).toBe(false)
    for (const copy of copies) expect(await isStored(copy), copy).toBe(false)

    const url = await withStoredImage(store(), upload, 'product', 'products', async (url) => {
      await createProduct(t.db, business.id, { imageUrl: url })
      return url
    })
    await expect(failing()).rejects.toThrow('refused')
    expect(await isStored(key)).toBe(true)
    for (const copy of copies) expect(await isStored(copy), copy).toBe(true)
    expect(url).toBe(`/uploads/${key}`)
  })

  it('puts the picture back when a removal that checked before the save deletes it', async () => {
    const { business } = await createBusiness(t.db)
    const { upload, key, url } = await storedPicture()
    const disk = t.app.adapters.storage
    // A removal that has found no row naming the picture, held just before it deletes it.
    let removing!: () => void
    const removalChecked = new Promise<void>((resolve) => (removing = resolve))
    let letRemove!: () => void
    const removalMayGoOn = new Promise<void>((resolve) => (letRemove = resolve))
    const slowRemoval = removeImage(
      store({
        ...disk,
        remove: async (url) => {
          removing()
          await removalMayGoOn
          await disk.remove(url)
        },
      }),
      url,
    )
    await removalChecked
    // Meanwhile the same picture is saved for a product; once it is stored, the removal goes on.
    let stored!: () => void
    const pictureStored = new Promise<void>((resolve) => (stored = resolve))
    const save = withStoredImage(
      store({
        ...disk,
        put: async (k, body, type) => {
          const answer = await disk.put(k, body, type)
          stored()
          return answer
        },
      }),
      upload,
      'product',
      'products',
      (url) => createProduct(t.db, business.id, { imageUrl: url }),
    )
    await pictureStored
    letRemove()
    await Promise.all([slowRemoval, save])
    expect(await isStored(key)).toBe(true)
    expect(warnings).toEqual([])
  })
})
