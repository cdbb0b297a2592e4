import { describe, expect, it } from 'vitest'
import { createBusiness, createCategory, createProduct, setHours } from '../../test/factories'
import { menuChangesHeard } from '../../test/harness'
import { useTestApp } from '../../test/use-test-app'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()

async function shopWithMenu(productsPerCategory = 2) {
  const { business } = await createBusiness(t.db, {
    supportsDelivery: true,
    deliveryFeeBase: 150_000,
    deliveryFeePerKm: 30_000,
    minDeliveryTime: 20,
    maxDeliveryTime: 40,
  })
  const drinks = await createCategory(t.db, business.id, {
    name: 'Bebidas',
    imageUrl: '/presets/bebidas.jpg',
    position: 1,
  })
  const pizzas = await createCategory(t.db, business.id, { name: 'Pizzas', position: 0 })
  for (let i = 0; i < productsPerCategory; i++) {
    await createProduct(t.db, business.id, {
      categoryId: pizzas.id,
      name: `Pizza ${i}`,
      position: i,
    })
    await createProduct(t.db, business.id, {
      categoryId: drinks.id,
      name: `Bebida ${i}`,
      position: i,
    })
  }
  return { business, drinks, pizzas }
}

describe('GET /api/public/menu/:slug', () => {
  it('answers the shop and its categories with their products, in order', async () => {
    const { business, pizzas } = await shopWithMenu()
    await createProduct(t.db, business.id, {
      categoryId: pizzas.id,
      name: 'Napolitana',
      price: 1_120_000,
      hasDiscount: true,
      discountPrice: 990_000,
      isAvailable: false,
      description: 'Con tomate',
      position: 9,
    })
    const res = await t.app.inject(`/api/public/menu/${business.slug}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.business).toMatchObject({
      id: business.id,
      name: business.name,
      slug: business.slug,
      address: 'Av. Colón 100',
      city: 'Córdoba',
      supportsDelivery: true,
      deliveryPrice: 150_000,
      deliveryCost: 30_000,
    })
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Pizzas', 'Bebidas'])
    expect(body.categories[1].imageUrl).toBe('/presets/bebidas.jpg')
    expect(body.categories[0].products.map((p: { name: string }) => p.name)).toEqual([
      'Pizza 0',
      'Pizza 1',
      'Napolitana',
    ])
    expect(body.categories[0].products[2]).toEqual({
      id: expect.any(String),
      name: 'Napolitana',
      description: 'Con tomate',
      price: 1_120_000,
      hasDiscount: true,
      discountPrice: 990_000,
      isAvailable: false,
      categoryId: pizzas.id,
      imageUrl: null,
      optionGroups: [],
    })
  })

  it('never shows another shop’s products', async () => {
    const a = await shopWithMenu()
    const b = await shopWithMenu()
    await createProduct(t.db, b.business.id, { categoryId: b.pizzas.id, name: 'Solo de B' })
    const body = (await t.app.inject(`/api/public/menu/${a.business.slug}`)).json()
    const names = body.categories.flatMap((c: { products: { name: string }[] }) =>
      c.products.map((p) => p.name),
    )
    expect(names).not.toContain('Solo de B')
    expect(names).toHaveLength(4)
  })

  it('groups products without a category under "Otros", last', async () => {
    const { business } = await shopWithMenu(1)
    await createProduct(t.db, business.id, { name: 'Suelto' })
    const body = (await t.app.inject(`/api/public/menu/${business.slug}`)).json()
    expect(body.categories.at(-1)).toMatchObject({
      id: null,
      name: 'Otros',
      products: [{ name: 'Suelto' }],
    })
  })

  // The shop, its categories, its products and their option groups (docs/product.md#product-options).
  it('runs at most four SQL statements whatever the size of the menu', async () => {
    const small = await shopWithMenu(1)
    const large = await shopWithMenu(30)
    for (const { business } of [small, large]) {
      t.queries.length = 0
      const res = await t.app.inject(`/api/public/menu/${business.slug}`)
      expect(res.statusCode).toBe(200)
      expect(t.queries.length).toBeLessThanOrEqual(4)
    }
  })

  it('reports the open status in Argentina time and the hours by day', async () => {
    const { business } = await createBusiness(t.db)
    await setHours(t.db, business.id, [
      { dayOfWeek: 1, openTime: '12:00', closeTime: '15:00' },
      { dayOfWeek: 1, openTime: '20:00', closeTime: '00:30' },
    ])
    const body = (await t.app.inject(`/api/public/menu/${business.slug}`)).json()
    expect(body.business.openingHours).toEqual([
      {
        dayOfWeek: 1,
        intervals: [
          { openTime: '12:00', closeTime: '15:00' },
          { openTime: '20:00', closeTime: '00:30' },
        ],
      },
    ])
    expect(typeof body.business.isOpen).toBe('boolean')
    expect(body.business.openStatus.label).toMatch(
      /^(Abierto|Abre pronto|Abre a las \d\d:\d\d|Cerrado)$/,
    )
  })

  it('answers 404 with the error shape for an unknown slug', async () => {
    const res = await t.app.inject('/api/public/menu/no-existe')
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({
      error: 'No encontramos ese comercio.',
      code: 'BUSINESS_NOT_FOUND',
    })
  })

  it('finds the shop whatever the case of the slug in the link', async () => {
    const { business } = await createBusiness(t.db)
    const res = await t.app.inject(`/api/public/menu/${business.slug.toUpperCase()}`)
    expect(res.statusCode).toBe(200)
  })

  it('carries an ETag and Cache-Control, and answers 304 when nothing changed', async () => {
    const { business } = await shopWithMenu(1)
    const first = await t.app.inject(`/api/public/menu/${business.slug}`)
    expect(first.headers['cache-control']).toContain('public')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await t.app.inject({
      url: `/api/public/menu/${business.slug}`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // A write outside the panel reaches the cached menu over the database's NOTIFY.
    await createProduct(t.db, business.id, { name: 'Nuevo' })
    await menuChangesHeard(t.database)
    const changed = await t.app.inject({
      url: `/api/public/menu/${business.slug}`,
      headers: { 'if-none-match': etag },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })
})

describe('GET /api/public/business/:slug', () => {
  it('answers the public data of the shop, without private fields', async () => {
    const { business } = await createBusiness(t.db, {
      taxId: '20123456786',
      phone: '+5493511234567',
    })
    const res = await t.app.inject(`/api/public/business/${business.slug}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: business.id,
      name: business.name,
      slug: business.slug,
      isOpen: false,
    })
    expect(body.openStatus).toEqual({ kind: 'closed', label: 'Cerrado' })
    expect(JSON.stringify(body)).not.toMatch(/20123456786|ownerId|taxId|5493511234567/)
  })

  it('answers 404 with the error shape for an unknown slug', async () => {
    const res = await t.app.inject('/api/public/business/no-existe')
    expect(res.statusCode).toBe(404)
    expect(errorOf(res)).toEqual({
      error: 'No encontramos ese comercio.',
      code: 'BUSINESS_NOT_FOUND',
    })
  })
})
