import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { Order } from '../../domain/orders/schemas'
import type { Product } from '../../domain/catalog/schemas'
import type { DeliverySettings } from '../../domain/delivery/schemas'
import { expect } from './test'
import { registeredOwnerToken } from './owner'
import { slugOf } from './panel'

/**
 * A shop ready to take orders, set up through the owner's API the way an owner would in the panel,
 * and customers ordering from it through the public API the way the checkout does. Every spec that
 * needs real orders starts here.
 */

/** The answer's JSON, failing the test with the server's own words when it is not a 2xx. */
export async function ok<T = unknown>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Open every day, the whole day (00:00–00:00 is a full day). */
export async function openAllWeek(request: APIRequestContext, token: string) {
  await ok(
    await request.put('/api/business/settings/opening-hours', {
      headers: bearer(token),
      data: {
        openingHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          intervals: [{ openTime: '00:00', closeTime: '00:00' }],
        })),
      },
    }),
  )
}

export async function addCategory(
  request: APIRequestContext,
  token: string,
  name = 'Minutas',
  presetImage = 'minutas',
) {
  return ok<{ id: string }>(
    await request.post('/api/business/categories', {
      headers: bearer(token),
      multipart: { name, presetImage },
    }),
  )
}

export interface NewProduct {
  name: string
  /** Integer centavos. */
  price: number
  categoryId: string
  description?: string
  discountPrice?: number
  image?: { name: string; mimeType: string; buffer: Buffer }
}

/** Adds an available product; answers its id. */
export async function addProduct(request: APIRequestContext, token: string, p: NewProduct) {
  const multipart: Record<string, string | (NewProduct['image'] & object)> = {
    name: p.name,
    description: p.description ?? '',
    price: String(p.price),
    hasDiscount: String(p.discountPrice !== undefined),
    isAvailable: 'true',
    categoryId: p.categoryId,
  }
  if (p.discountPrice !== undefined) multipart.discountPrice = String(p.discountPrice)
  if (p.image) multipart.image = p.image
  const product = await ok<{ id: string }>(
    await request.post('/api/business/products', { headers: bearer(token), multipart }),
  )
  return product.id
}

/** Delivers as well as taking pickups: a flat fee (centavos) and, unless told, no minimum order. */
export async function offerDelivery(
  request: APIRequestContext,
  token: string,
  deliveryFeeBase = 150_000,
  more: Partial<DeliverySettings> = {},
) {
  await ok(
    await request.put('/api/business/settings/delivery', {
      headers: bearer(token),
      data: {
        supportsPickup: true,
        supportsDelivery: true,
        deliveryRadiusMeters: 6000,
        allowCrossLocality: true,
        deliveryFeeBase,
        deliveryFeePerKm: null,
        minOrderAmount: null,
        minDeliveryTime: 20,
        maxDeliveryTime: 35,
        ...more,
      },
    }),
  )
}

/** The owner changes a product's price (centavos) in its edit form, leaving the rest as it was. */
export async function setPrice(
  request: APIRequestContext,
  token: string,
  productId: string,
  price: number,
) {
  const url = `/api/business/products/${productId}`
  const product = await ok<Product>(await request.get(url, { headers: bearer(token) }))
  await ok(
    await request.put(url, {
      headers: bearer(token),
      multipart: {
        name: product.name,
        description: product.description,
        price: String(price),
        hasDiscount: 'false',
        isAvailable: String(product.isAvailable),
        categoryId: product.categoryId!,
      },
    }),
  )
}

/** A newly registered shop, open around the clock, with nothing on its menu yet. */
export async function openShop(request: APIRequestContext) {
  const { shop, token } = await registeredOwnerToken(request)
  await openAllWeek(request, token)
  return {
    name: shop.name,
    /** The owner's WhatsApp number as registered (without +549). */
    phone: shop.phone,
    token,
    headers: bearer(token),
    slug: await slugOf(request, token),
  }
}
export type OpenShop = Awaited<ReturnType<typeof openShop>>

/**
 * A newly registered shop, open around the clock, with 'Milanesa napolitana' ($ 12.500) and
 * 'Papas fritas' ($ 4.000) in 'Minutas'.
 */
export async function openShopWithMenu(request: APIRequestContext) {
  const shop = await openShop(request)
  const category = await addCategory(request, shop.token)
  const product = (name: string, price: number) =>
    addProduct(request, shop.token, { name, price, categoryId: category.id })
  return {
    ...shop,
    milanesa: await product('Milanesa napolitana', 1_250_000),
    papas: await product('Papas fritas', 400_000),
  }
}
export type ShopWithMenu = Awaited<ReturnType<typeof openShopWithMenu>>

/** A phone of its own per order: the server limits how many orders one phone places an hour. */
export const customerPhone = () =>
  `3516${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`

export interface PlacedThroughApi {
  id: string
  publicToken: string
  total: number
  createdAt: string
}

/** A customer's pickup order through the public API, as the checkout places it. */
export async function placePickupOrder(
  request: APIRequestContext,
  slug: string,
  fullName: string,
  items: { productId: string; quantity: number; notes?: string }[],
  note?: string,
) {
  const response = await request.post(`/api/public/business/${slug}/orders`, {
    data: { method: 'PICKUP', customer: { fullName, phone: customerPhone() }, note, items },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { order: PlacedThroughApi }).order
}

/** The shop's orders as its panel lists them, newest first. */
export async function ordersOf(request: APIRequestContext, shop: Pick<OpenShop, 'headers'>) {
  return ok<Order[]>(await request.get('/api/business/orders', { headers: shop.headers }))
}
