import { eq } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DISCOUNT_PRICE_MESSAGE, PRODUCT_REQUIRED_MESSAGE } from '../../../domain/messages/customer'
import { orderItems, products } from '../../db/schema'
import { MAX_UPLOAD_BYTES } from '../../lib/images'
import {
  createCategory,
  createOrder,
  createProduct,
  multipartPayload,
  pngBytes,
  type FileSeed,
} from '../../test/factories'
import { ownerSession, useTestApp, type OwnerSession as Session } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

const session = () => ownerSession(t)

/** The file an /uploads URL points at. */
const uploadedFile = (url: string) =>
  path.join(t.app.config.uploadsDir, url.replace(/^\/uploads\//, ''))
/** How many pictures products/ holds. */
const storedPictures = () => {
  const dir = path.join(t.app.config.uploadsDir, 'products')
  return existsSync(dir) ? readdirSync(dir).length : 0
}

async function sendForm(
  s: Session,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  ...files: FileSeed[]
) {
  const { payload, headers } = await multipartPayload(fields, ...files)
  return t.app.inject({ method, url, payload, headers: { ...headers, ...s.headers } })
}

async function shopWithCategory() {
  const s = await session()
  const category = await createCategory(t.db, s.business.id, { name: 'Pizzas' })
  return { s, category }
}

const validFields = (categoryId: string): Record<string, string> => ({
  name: 'Muzzarella',
  description: 'Con aceitunas',
  price: '1250000',
  hasDiscount: 'false',
  discountPrice: '',
  isAvailable: 'true',
  categoryId,
})

const productCount = async (businessId: string) =>
  (await t.db.select().from(products).where(eq(products.businessId, businessId))).length

describe('GET /api/business/products', () => {
  it('lists only the caller’s products, each with its category name or null', async () => {
    const { s, category } = await shopWithCategory()
    await createProduct(t.db, s.business.id, { name: 'B', categoryId: category.id, position: 1 })
    await createProduct(t.db, s.business.id, { name: 'A suelto', position: 0 })
    const other = await session()
    await createProduct(t.db, other.business.id, { name: 'De otro' })

    const res = await t.app.inject({ url: '/api/business/products', headers: s.headers })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.map((p: { name: string }) => p.name)).toEqual(['A suelto', 'B'])
    expect(body[0]).toEqual({
      id: expect.any(String),
      name: 'A suelto',
      description: '',
      price: 100_000,
      hasDiscount: false,
      discountPrice: null,
      isAvailable: true,
      categoryId: null,
      category: null,
      imageUrl: null,
      optionGroupIds: [],
    })
    expect(body[1]).toMatchObject({ categoryId: category.id, category: { name: 'Pizzas' } })
  })

  it('answers an empty list for a shop with no products', async () => {
    const s = await session()
    const res = await t.app.inject({ url: '/api/business/products', headers: s.headers })
    expect(res.json()).toEqual([])
  })
})

describe('GET /api/business/products/:id', () => {
  it('answers one product', async () => {
    const { s, category } = await shopWithCategory()
    const p = await createProduct(t.db, s.business.id, {
      categoryId: category.id,
      hasDiscount: true,
      discountPrice: 90_000,
    })
    const res = await t.app.inject({ url: `/api/business/products/${p.id}`, headers: s.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: p.id,
      price: 100_000,
      hasDiscount: true,
      discountPrice: 90_000,
      category: { name: 'Pizzas' },
    })
  })

  it('answers 404 "Producto no encontrado." for an unknown or malformed id', async () => {
    const s = await session()
    for (const id of ['3f2c0a1e-1111-4222-8333-444455556666', 'no-es-un-id']) {
      const res = await t.app.inject({ url: `/api/business/products/${id}`, headers: s.headers })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res)).toEqual({ error: 'Producto no encontrado.', code: 'PRODUCT_NOT_FOUND' })
    }
  })
})

describe('POST /api/business/products', () => {
  it('creates a product from the multipart form, trimming name and description', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', {
      ...validFields(category.id),
      name: '  Muzzarella  ',
      description: '  Con aceitunas \n',
      hasDiscount: 'true',
      discountPrice: '1100000',
      isAvailable: 'false',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Muzzarella',
      description: 'Con aceitunas',
      price: 1_250_000,
      hasDiscount: true,
      discountPrice: 1_100_000,
      isAvailable: false,
      categoryId: category.id,
      category: { name: 'Pizzas' },
      imageUrl: null,
      optionGroupIds: [],
    })
    const [row] = await t.db.select().from(products).where(eq(products.id, res.json().id))
    expect(row).toMatchObject({ businessId: s.business.id, name: 'Muzzarella', price: 1_250_000 })
  })

  it('drops the discount price when the discount is off, and defaults the optional fields', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', {
      name: 'Fugazza',
      price: '900000',
      discountPrice: '800000',
      categoryId: category.id,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      description: '',
      hasDiscount: false,
      discountPrice: null,
      isAvailable: true,
    })
  })

  it('re-encodes the picture to WebP under the hash of its bytes in products/', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
      bytes: await pngBytes(1200, 900),
    })
    expect(res.statusCode).toBe(201)
    const { imageUrl } = res.json()
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{64}\.webp$/)
    const meta = await sharp(uploadedFile(imageUrl)).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800)
    const served = await t.app.inject(imageUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const hash = createHash('sha256').update(served.rawPayload).digest('hex')
    expect(imageUrl).toBe(`/uploads/products/${hash}.webp`)
  })

  it('treats an empty file input (what a browser sends when none is chosen) as no picture', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
      bytes: Buffer.alloc(0),
      filename: '',
      type: 'application/octet-stream',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().imageUrl).toBeNull()
  })

  const invalid: [string, Record<string, string | undefined>, string][] = [
    ['no name', { name: undefined }, PRODUCT_REQUIRED_MESSAGE],
    ['a blank name', { name: '   ' }, PRODUCT_REQUIRED_MESSAGE],
    ['no category', { categoryId: undefined }, PRODUCT_REQUIRED_MESSAGE],
    ['an empty category', { categoryId: '' }, PRODUCT_REQUIRED_MESSAGE],
    ['a category that is not an id', { categoryId: 'pizzas' }, PRODUCT_REQUIRED_MESSAGE],
    ['no price', { price: undefined }, PRODUCT_REQUIRED_MESSAGE],
    ['an empty price', { price: '' }, PRODUCT_REQUIRED_MESSAGE],
    ['a zero price', { price: '0' }, PRODUCT_REQUIRED_MESSAGE],
    ['a negative price', { price: '-100' }, PRODUCT_REQUIRED_MESSAGE],
    ['a price that is not a number', { price: 'mil' }, PRODUCT_REQUIRED_MESSAGE],
    ['a price that is not whole centavos', { price: '12.50' }, PRODUCT_REQUIRED_MESSAGE],
    [
      'a price above the limit',
      { price: '1000000001' },
      'El precio puede ser de hasta $ 10.000.000.',
    ],
    ['a bad availability flag', { isAvailable: 'quizás' }, PRODUCT_REQUIRED_MESSAGE],
    [
      'a discount with no discount price',
      { hasDiscount: 'true', discountPrice: '' },
      DISCOUNT_PRICE_MESSAGE,
    ],
    [
      'a discount price of zero',
      { hasDiscount: 'true', discountPrice: '0' },
      DISCOUNT_PRICE_MESSAGE,
    ],
    [
      'a discount price equal to the price',
      { hasDiscount: 'true', discountPrice: '1250000' },
      DISCOUNT_PRICE_MESSAGE,
    ],
    [
      'a discount price above the price',
      { hasDiscount: 'true', discountPrice: '1300000' },
      DISCOUNT_PRICE_MESSAGE,
    ],
    [
      'a discount price that is not a number',
      { hasDiscount: 'true', discountPrice: 'poco' },
      DISCOUNT_PRICE_MESSAGE,
    ],
    ['a name too long', { name: 'x'.repeat(121) }, 'El nombre puede tener hasta 120 caracteres.'],
    [
      'a description too long',
      { description: 'x'.repeat(1001) },
      'La descripción puede tener hasta 1000 caracteres.',
    ],
  ]
  it.each(invalid)('refuses %s with a 400 and its Spanish message', async (_, change, message) => {
    const { s, category } = await shopWithCategory()
    const fields = { ...validFields(category.id), ...change }
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key]
    const res = await sendForm(
      s,
      'POST',
      '/api/business/products',
      fields as Record<string, string>,
    )
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    expect(await productCount(s.business.id)).toBe(0)
  })

  it('answers 404 for a category of another shop and creates nothing', async () => {
    const s = await session()
    const other = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', validFields(other.category.id))
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({ error: 'Categoría no encontrada.', code: 'CATEGORY_NOT_FOUND' })
    expect(await productCount(s.business.id)).toBe(0)
  })

  it('refuses a file that is not an image with a Spanish 415, storing nothing', async () => {
    const { s, category } = await shopWithCategory()
    const before = storedPictures()
    const res = await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
      bytes: Buffer.from('%PDF-1.4 no soy una foto'),
      filename: 'menu.jpg',
      type: 'image/jpeg',
    })
    expect(res.statusCode).toBe(415)
    expect(errorOf(res)).toEqual({
      error: 'El archivo no es una imagen válida.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
    expect(await productCount(s.business.id)).toBe(0)
    expect(storedPictures()).toBe(before)
  })

  it('refuses a file over 8 MB with a Spanish 413, creating nothing', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
      bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1),
      filename: 'enorme.jpg',
    })
    expect(res.statusCode).toBe(413)
    expect(errorOf(res)).toEqual({
      error: 'El archivo es demasiado grande.',
      code: 'PAYLOAD_TOO_LARGE',
    })
    expect(await productCount(s.business.id)).toBe(0)
  })

  it('refuses two pictures, or a picture in another field, with a 400', async () => {
    const { s, category } = await shopWithCategory()
    const png = await pngBytes()
    const two = await sendForm(
      s,
      'POST',
      '/api/business/products',
      validFields(category.id),
      { bytes: png },
      { bytes: png, filename: 'otra.png' },
    )
    expect(two.statusCode).toBe(400)
    expect(errorOf(two)).toEqual({ error: 'Enviá una sola imagen.', code: 'VALIDATION' })
    const misplaced = await sendForm(
      s,
      'POST',
      '/api/business/products',
      validFields(category.id),
      {
        bytes: png,
        field: 'foto',
      },
    )
    expect(misplaced.statusCode).toBe(400)
    expect(misplaced.json().error).toBe('Enviá la imagen en el campo "image".')
    expect(await productCount(s.business.id)).toBe(0)
  })

  it('refuses a body that is not multipart with a Spanish 415', async () => {
    const { s, category } = await shopWithCategory()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/business/products',
      headers: s.headers,
      payload: validFields(category.id),
    })
    expect(res.statusCode).toBe(415)
    expect(errorOf(res)).toEqual({
      error: 'Enviá el formulario como multipart/form-data.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })
})

describe('PUT /api/business/products/:id', () => {
  it('replaces every field, keeping the picture when no new one is sent', async () => {
    const { s, category } = await shopWithCategory()
    const drinks = await createCategory(t.db, s.business.id, { name: 'Bebidas' })
    const created = (
      await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
        bytes: await pngBytes(),
      })
    ).json()
    const res = await sendForm(s, 'PUT', `/api/business/products/${created.id}`, {
      name: ' Agua ',
      description: '',
      price: '150000',
      hasDiscount: 'true',
      discountPrice: '120000',
      isAvailable: 'false',
      categoryId: drinks.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: created.id,
      name: 'Agua',
      description: '',
      price: 150_000,
      hasDiscount: true,
      discountPrice: 120_000,
      isAvailable: false,
      categoryId: drinks.id,
      category: { name: 'Bebidas' },
      imageUrl: created.imageUrl,
      optionGroupIds: [],
    })
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(true)
  })

  it('replaces the picture and deletes the old file', async () => {
    const { s, category } = await shopWithCategory()
    const created = (
      await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
        bytes: await pngBytes(),
      })
    ).json()
    const res = await sendForm(
      s,
      'PUT',
      `/api/business/products/${created.id}`,
      validFields(category.id),
      {
        bytes: await pngBytes(50, 50),
      },
    )
    expect(res.statusCode).toBe(200)
    const { imageUrl } = res.json()
    expect(imageUrl).toMatch(/^\/uploads\/products\/.+\.webp$/)
    expect(imageUrl).not.toBe(created.imageUrl)
    expect(existsSync(uploadedFile(imageUrl))).toBe(true)
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(false)
  })

  it('takes the picture away with removeImage', async () => {
    const { s, category } = await shopWithCategory()
    const created = (
      await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
        bytes: await pngBytes(),
      })
    ).json()
    const res = await sendForm(s, 'PUT', `/api/business/products/${created.id}`, {
      ...validFields(category.id),
      removeImage: 'true',
    })
    expect(res.json().imageUrl).toBeNull()
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(false)
  })

  it('applies the rules of the form and changes nothing when they fail', async () => {
    const { s, category } = await shopWithCategory()
    const p = await createProduct(t.db, s.business.id, {
      categoryId: category.id,
      name: 'Original',
    })
    const cases: [Record<string, string>, string][] = [
      [{ ...validFields(category.id), name: '' }, PRODUCT_REQUIRED_MESSAGE],
      [{ ...validFields(category.id), price: '0' }, PRODUCT_REQUIRED_MESSAGE],
      [{ ...validFields(category.id), categoryId: '' }, PRODUCT_REQUIRED_MESSAGE],
      [
        { ...validFields(category.id), hasDiscount: 'true', discountPrice: '9999999' },
        DISCOUNT_PRICE_MESSAGE,
      ],
    ]
    for (const [fields, message] of cases) {
      const res = await sendForm(s, 'PUT', `/api/business/products/${p.id}`, fields)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row.name).toBe('Original')
  })

  it('refuses a non-image (415) and an oversized file (413), keeping the product as it was', async () => {
    const { s, category } = await shopWithCategory()
    const p = await createProduct(t.db, s.business.id, {
      categoryId: category.id,
      name: 'Original',
    })
    const bad = await sendForm(
      s,
      'PUT',
      `/api/business/products/${p.id}`,
      validFields(category.id),
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
    )
    expect(bad.statusCode).toBe(415)
    const big = await sendForm(
      s,
      'PUT',
      `/api/business/products/${p.id}`,
      validFields(category.id),
      {
        bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
      },
    )
    expect(big.statusCode).toBe(413)
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row).toMatchObject({ name: 'Original', imageUrl: null })
  })

  it('answers 404 for an unknown product', async () => {
    const { s, category } = await shopWithCategory()
    const res = await sendForm(
      s,
      'PUT',
      '/api/business/products/3f2c0a1e-1111-4222-8333-444455556666',
      validFields(category.id),
    )
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('PRODUCT_NOT_FOUND')
  })
})

describe('PUT /api/business/products/:id/toggle-availability', () => {
  it('sets the stock flag and answers the product', async () => {
    const s = await session()
    const p = await createProduct(t.db, s.business.id)
    for (const isAvailable of [false, true]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/business/products/${p.id}/toggle-availability`,
        headers: s.headers,
        payload: { isAvailable },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id: p.id, isAvailable })
      const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
      expect(row.isAvailable).toBe(isAvailable)
    }
  })

  it('needs isAvailable as a boolean', async () => {
    const s = await session()
    const p = await createProduct(t.db, s.business.id)
    for (const payload of [{}, { isAvailable: 'sí' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/business/products/${p.id}/toggle-availability`,
        headers: s.headers,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({
        error: 'Indicá si el producto tiene stock.',
        code: 'VALIDATION',
      })
    }
  })

  it('answers 404 for an unknown product', async () => {
    const s = await session()
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/business/products/3f2c0a1e-1111-4222-8333-444455556666/toggle-availability',
      headers: s.headers,
      payload: { isAvailable: true },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('DELETE /api/business/products/:id', () => {
  it('keeps a picture another product still shows (the same photo is stored once)', async () => {
    const { s, category } = await shopWithCategory()
    const other = await shopWithCategory()
    const photo = await pngBytes()
    const create = (who: Session, categoryId: string) =>
      sendForm(who, 'POST', '/api/business/products', validFields(categoryId), { bytes: photo })
    const first = (await create(s, category.id)).json()
    const second = (await create(other.s, other.category.id)).json()
    expect(second.imageUrl).toBe(first.imageUrl)

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/products/${first.id}`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(existsSync(uploadedFile(second.imageUrl))).toBe(true)
    expect((await t.app.inject(second.imageUrl)).statusCode).toBe(200)

    await t.app.inject({
      method: 'DELETE',
      url: `/api/business/products/${second.id}`,
      headers: other.s.headers,
    })
    expect(existsSync(uploadedFile(second.imageUrl))).toBe(false)
  })

  it('deletes the product and its picture, answering 204', async () => {
    const { s, category } = await shopWithCategory()
    const created = (
      await sendForm(s, 'POST', '/api/business/products', validFields(category.id), {
        bytes: await pngBytes(),
      })
    ).json()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/products/${created.id}`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(existsSync(uploadedFile(created.imageUrl))).toBe(false)
    const again = await t.app.inject({
      url: `/api/business/products/${created.id}`,
      headers: s.headers,
    })
    expect(again.statusCode).toBe(404)
  })

  it('never breaks past orders: they keep the name and the price as sold', async () => {
    const s = await session()
    const p = await createProduct(t.db, s.business.id, { name: 'Empanada', price: 120_000 })
    const order = await createOrder(t.db, s.business.id, {
      items: [{ productId: p.id, name: 'Empanada', unitPrice: 120_000, quantity: 6 }],
    })
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/products/${p.id}`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(204)
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(item).toMatchObject({
      productId: null,
      name: 'Empanada',
      unitPrice: 120_000,
      quantity: 6,
    })
    const orders = (await t.app.inject({ url: '/api/business/orders', headers: s.headers })).json()
    expect(orders[0].items).toEqual([
      { quantity: 6, product: { name: 'Empanada' }, unitPrice: 120_000, notes: null, options: [] },
    ])
  })

  it('answers 404 for an unknown product', async () => {
    const s = await session()
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/business/products/3f2c0a1e-1111-4222-8333-444455556666',
      headers: s.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({ error: 'Producto no encontrado.', code: 'PRODUCT_NOT_FOUND' })
  })
})
