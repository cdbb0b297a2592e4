import { eq } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CATEGORY_IN_USE_MESSAGE, ONE_CATEGORY_IMAGE_MESSAGE } from '../../../domain/messages/api'
import { CATEGORY_NAME_MESSAGE, PRESET_IMAGE_MESSAGE } from '../../../domain/messages/customer'
import { PRESET_CATEGORY_IMAGES } from '../../../domain/constants'
import { categories } from '../../db/schema'
import { MAX_UPLOAD_BYTES } from '../../lib/images'
import {
  createCategory,
  createProduct,
  multipartPayload,
  pngBytes,
  type FileSeed,
} from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

const uploadedFile = (url: string) =>
  path.join(t.app.config.uploadsDir, url.replace(/^\/uploads\//, ''))

async function postCategory(s: Session, fields: Record<string, string>, ...files: FileSeed[]) {
  const { payload, headers } = await multipartPayload(fields, ...files)
  return t.app.inject({
    method: 'POST',
    url: '/api/business/categories',
    payload,
    headers: { ...headers, ...s.headers },
  })
}

const categoryNames = async (businessId: string) =>
  (await t.db.select().from(categories).where(eq(categories.businessId, businessId))).map(
    (c) => c.name,
  )

describe('GET /api/business/categories', () => {
  it('lists the caller’s categories by position then name, with their product counts', async () => {
    const s = await session()
    const pizzas = await createCategory(t.db, s.business.id, { name: 'Pizzas', position: 1 })
    await createCategory(t.db, s.business.id, {
      name: 'Bebidas',
      position: 1,
      imageUrl: '/presets/bebidas.jpg',
    })
    await createCategory(t.db, s.business.id, { name: 'Promos', position: 0 })
    await createProduct(t.db, s.business.id, { categoryId: pizzas.id })
    await createProduct(t.db, s.business.id, { categoryId: pizzas.id })
    await createProduct(t.db, s.business.id)
    const other = await session()
    await createCategory(t.db, other.business.id, { name: 'De otro' })

    const res = await t.app.inject({ url: '/api/business/categories', headers: s.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { id: expect.any(String), name: 'Promos', imageUrl: null, productCount: 0 },
      {
        id: expect.any(String),
        name: 'Bebidas',
        imageUrl: '/presets/bebidas.jpg',
        productCount: 0,
      },
      { id: pizzas.id, name: 'Pizzas', imageUrl: null, productCount: 2 },
    ])
  })

  it('answers an empty list for a shop with no categories', async () => {
    const s = await session()
    const res = await t.app.inject({ url: '/api/business/categories', headers: s.headers })
    expect(res.json()).toEqual([])
  })
})

describe('POST /api/business/categories', () => {
  it.each(PRESET_CATEGORY_IMAGES)(
    'creates a category pictured by the preset "%s"',
    async (name) => {
      const s = await session()
      const res = await postCategory(s, { name: `  Sección ${name} `, presetImage: name })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({
        id: expect.any(String),
        name: `Sección ${name}`,
        imageUrl: `/presets/${name}.jpg`,
        productCount: 0,
      })
    },
  )

  it('creates a category with an uploaded picture, re-encoded to WebP in categories/', async () => {
    const s = await session()
    const res = await postCategory(s, { name: 'Pastas' }, { bytes: await pngBytes(1000, 1000) })
    expect(res.statusCode).toBe(201)
    const { imageUrl } = res.json()
    expect(imageUrl).toMatch(/^\/uploads\/categories\/[0-9a-f]{64}\.webp$/)
    const meta = await sharp(uploadedFile(imageUrl)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 })
  })

  it('creates a category with no picture, and adds new ones at the end', async () => {
    const s = await session()
    await postCategory(s, { name: 'Zeta' })
    const res = await postCategory(s, { name: 'Alfa', presetImage: '' })
    expect(res.statusCode).toBe(201)
    expect(res.json().imageUrl).toBeNull()
    const list = (
      await t.app.inject({ url: '/api/business/categories', headers: s.headers })
    ).json()
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Zeta', 'Alfa'])
  })

  const invalid: [string, Record<string, string>, string][] = [
    ['no name', { presetImage: 'pastas' }, CATEGORY_NAME_MESSAGE],
    ['a blank name', { name: '   ' }, CATEGORY_NAME_MESSAGE],
    [
      'a name too long',
      { name: 'x'.repeat(61) },
      'El nombre de la categoría puede tener hasta 60 caracteres.',
    ],
    ['an unknown preset', { name: 'Tacos', presetImage: 'tacos' }, PRESET_IMAGE_MESSAGE],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, fields, message) => {
    const s = await session()
    const res = await postCategory(s, fields)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect(await categoryNames(s.business.id)).toEqual([])
  })

  it('refuses a preset and a file together', async () => {
    const s = await session()
    const res = await postCategory(
      s,
      { name: 'Pastas', presetImage: 'pastas' },
      { bytes: await pngBytes() },
    )
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: ONE_CATEGORY_IMAGE_MESSAGE, code: 'VALIDATION' })
    expect(await categoryNames(s.business.id)).toEqual([])
  })

  it('refuses a name the shop already uses, whatever its case, with a Spanish 409', async () => {
    const s = await session()
    await createCategory(t.db, s.business.id, { name: 'Empanadas' })
    for (const name of ['Empanadas', ' EMPANADAS ', 'empanadas']) {
      const res = await postCategory(s, { name })
      expect(res.statusCode).toBe(409)
      expect(errorOf(res)).toEqual({
        error: 'Ya tenés una categoría con ese nombre.',
        code: 'CATEGORY_NAME_TAKEN',
      })
    }
    expect(await categoryNames(s.business.id)).toEqual(['Empanadas'])
  })

  it('lets two shops use the same name', async () => {
    const a = await session()
    const b = await session()
    expect((await postCategory(a, { name: 'Postres' })).statusCode).toBe(201)
    expect((await postCategory(b, { name: 'Postres' })).statusCode).toBe(201)
  })

  it('refuses a file that is not an image (415) and one over 8 MB (413), creating nothing', async () => {
    const s = await session()
    const bad = await postCategory(
      s,
      { name: 'Sushi' },
      { bytes: Buffer.from('no es una imagen'), filename: 'sushi.png' },
    )
    expect(bad.statusCode).toBe(415)
    expect(errorOf(bad)).toEqual({
      error: 'El archivo no es una imagen válida.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
    const big = await postCategory(
      s,
      { name: 'Sushi' },
      { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7), filename: 'sushi.jpg' },
    )
    expect(big.statusCode).toBe(413)
    expect(errorOf(big)).toEqual({
      error: 'El archivo es demasiado grande.',
      code: 'PAYLOAD_TOO_LARGE',
    })
    expect(await categoryNames(s.business.id)).toEqual([])
  })
})

describe('DELETE /api/business/categories/:id', () => {
  it('deletes an empty category and its uploaded picture, answering 204', async () => {
    const s = await session()
    const created = (
      await postCategory(s, { name: 'Temporada' }, { bytes: await pngBytes() })
    ).json()
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(true)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/categories/${created.id}`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await categoryNames(s.business.id)).toEqual([])
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(false)
  })

  it('refuses a category that still has products with a Spanish 409, deleting nothing', async () => {
    const s = await session()
    const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
    const product = await createProduct(t.db, s.business.id, { categoryId: category.id })
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/categories/${category.id}`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ error: CATEGORY_IN_USE_MESSAGE, code: 'CATEGORY_IN_USE' })
    expect(await categoryNames(s.business.id)).toEqual(['Pizzas'])

    // Once its products are gone, it can be deleted.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/business/products/${product.id}`,
      headers: s.headers,
    })
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/categories/${category.id}`,
      headers: s.headers,
    })
    expect(again.statusCode).toBe(204)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    const s = await session()
    for (const id of ['3f2c0a1e-1111-4222-8333-444455556666', 'pizzas']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/business/categories/${id}`,
        headers: s.headers,
      })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({
        error: 'Categoría no encontrada.',
        code: 'CATEGORY_NOT_FOUND',
      })
    }
  })
})
