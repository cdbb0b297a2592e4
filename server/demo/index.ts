import { randomBytes } from 'node:crypto'
import { OPENS_SOON_THRESHOLD_MINUTES, presetImageUrl } from '../../domain/constants'
import { fromMinutes, zonedClock, type DayHours } from '../../domain/hours/rules'
import { slugify } from '../../domain/text/rules'
import { imageKey } from '../adapters/storage/keys'
import type { Storage } from '../adapters/storage/types'
import type { DishName } from './dishes'
import { hashPassword } from '../lib/passwords'
import { secretBox } from '../lib/secret-box'
import { optionGroupInputSchema } from '../../domain/option-groups/schemas'
import type { Db, Tx } from '../db/client'
import {
  businesses,
  categories,
  coupons,
  openingHours,
  paymentAccounts,
  productOptionGroups,
  products,
  users,
} from '../db/schema'
import { seedDemoOrders, type DemoOrderProduct } from './demo-orders'
import { DEMO_COUPON, DEMO_OWNER, demoShops, type DemoHours, type DemoShop } from './demo-shops'
import { demoProductPictures } from './demo-pictures'
import { dishPictureReader, readDemoPictures } from './pictures'
import { insertOptionGroup } from '../modules/product-options/service'

export interface SeedResult {
  ownerEmail: string
  ownerPassword: string
  ownerSlug: string
  slugs: string[]
}

const everyDay = [0, 1, 2, 3, 4, 5, 6]
const MINUTES_PER_DAY = 24 * 60
const week = (days: number[], intervals: [string, string][]): DayHours[] =>
  days.map((dayOfWeek) => ({
    dayOfWeek,
    intervals: intervals.map(([openTime, closeTime]) => ({ openTime, closeTime })),
  }))

/**
 * Hours relative to the moment of seeding, so a fresh demo always shows every open status, and
 * still does for the hour after, whatever the hour it was seeded at (midnight included): one shop
 * open around the clock, one closed today and tomorrow, one opening within the hour.
 */
export function demoHours(kind: DemoHours, now: Date): DayHours[] {
  const { dayOfWeek: today, minuteOfDay } = zonedClock(now)
  const tomorrow = (today + 1) % 7
  switch (kind) {
    case 'around-the-clock':
      return week(everyDay, [['00:00', '00:00']])
    case 'closed-today':
      // Tomorrow too: past midnight an evening opening today would read 'Abre a las 19:00'.
      return week(
        everyDay.filter((d) => d !== today && d !== tomorrow),
        [['19:00', '23:30']],
      )
    case 'cafe':
      return week(everyDay, [['07:30', '21:00']])
    case 'lunch-and-dinner':
      return week(
        [1, 2, 3, 4, 5, 6, 0],
        [
          ['11:30', '15:30'],
          ['19:30', '00:30'],
        ],
      )
    case 'opens-soon': {
      // The last five-minute mark within the 'Abre pronto' threshold, tomorrow when that is past
      // midnight; open for two hours from then, and on no other hours of that day or today.
      const at = Math.floor((minuteOfDay + OPENS_SOON_THRESHOLD_MINUTES) / 5) * 5
      const day = at >= MINUTES_PER_DAY ? tomorrow : today
      return [
        ...week(
          everyDay.filter((d) => d !== today && d !== day),
          [['14:00', '23:30']],
        ),
        {
          dayOfWeek: day,
          intervals: [{ openTime: fromMinutes(at), closeTime: fromMinutes(at + 120) }],
        },
      ]
    }
  }
}

/**
 * The shop's option groups and the groups each product offers (docs/product.md#product-options),
 * each group checked by the panel's own rules first. `productIds` maps a product's name to its id.
 */
async function seedOptionGroups(
  tx: Tx,
  businessId: string,
  shop: DemoShop,
  productIds: Map<string, string>,
) {
  const groupIds = new Map<string, string>()
  for (const group of shop.optionGroups ?? []) {
    const input = optionGroupInputSchema.parse({
      name: group.name,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      options: group.options.map((o) => ({
        name: o.name,
        priceDelta: o.priceDelta * 100,
        isAvailable: !o.soldOut,
      })),
    })
    groupIds.set(group.name, await insertOptionGroup(tx, businessId, input))
  }
  const links = shop.categories.flatMap((category) =>
    category.products.flatMap((product) =>
      (product.optionGroups ?? []).map((name, position) => {
        const groupId = groupIds.get(name)
        const productId = productIds.get(product.name)
        if (!groupId || !productId) throw new Error(`demo data: no option group "${name}"`)
        return { businessId, productId, groupId, position }
      }),
    ),
  )
  if (links.length > 0) await tx.insert(productOptionGroups).values(links)
}

export interface SeedOptions {
  /**
   * The running server's secret (config `jwtSecret`): with it the demo owner's shop also takes
   * Mercado Pago, its test credentials sealed with the key the server opens them with
   * (server/lib/secret-box.ts). Without it the shop takes cash and transfers only.
   */
  serverSecret?: string
}

/** The demo owner's shop takes every method (docs/product.md#payments); the others take cash. */
export const DEMO_TRANSFER = { account: 'donluigi.pizzas', holder: 'Luigi Romano' }

/**
 * The demo seed as start-up runs it (`prepareDatabase` calls it on an empty database only): the
 * demo shops, their pictures stored in `storage`.
 */
export const demoSeed =
  (storage: Storage, options: SeedOptions = {}) =>
  (db: Db): Promise<SeedResult> =>
    seedDemo(db, storage, new Date(), options)

/** Adds the demo shops and the demo owner. Never call it on a database that has data. */
export async function seedDemo(
  db: Db,
  storage: Storage,
  now = new Date(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  const images = await Promise.all(
    demoShops.map(async (shop) => {
      const { logo, cover } = await readDemoPictures(shop)
      return {
        logoUrl: await storage.put(imageKey('logos', logo), logo, 'image/webp'),
        coverUrl: await storage.put(imageKey('covers', cover), cover, 'image/webp'),
      }
    }),
  )
  // Each drawing is stored once (its key is its content's hash), however many products show it.
  const readDish = dishPictureReader()
  const storedDishes = new Map<string, Promise<string>>()
  const storeDish = (name: DishName, folder: 'products' | 'categories') => {
    const key = `${folder}:${name}`
    let url = storedDishes.get(key)
    if (!url) {
      url = readDish(name).then((bytes) =>
        storage.put(imageKey(folder, bytes), bytes, 'image/webp'),
      )
      storedDishes.set(key, url)
    }
    return url
  }
  const pictureUrls = await Promise.all(
    demoShops.map(async (shop) => ({
      categories: await Promise.all(
        shop.categories.map((category) =>
          'picture' in category
            ? storeDish(category.picture, 'categories')
            : presetImageUrl(category.preset),
        ),
      ),
      products: new Map(
        await Promise.all(
          Object.entries(demoProductPictures[shop.name] ?? {}).map(
            async ([product, dish]) => [product, await storeDish(dish, 'products')] as const,
          ),
        ),
      ),
    })),
  )
  // Only the demo owner can log in; the other shops' owners get passwords nobody knows.
  const passwordHashes = await Promise.all(
    demoShops.map((_, i) =>
      hashPassword(i === 0 ? DEMO_OWNER.password : randomBytes(24).toString('base64url')),
    ),
  )

  const slugs = await db.transaction(async (tx) => {
    const created: string[] = []
    for (const [i, shop] of demoShops.entries()) {
      const slug = slugify(shop.name)
      const [owner] = await tx
        .insert(users)
        .values({
          email: i === 0 ? DEMO_OWNER.email : `${slug}@demo.barrio.com.ar`,
          passwordHash: passwordHashes[i],
        })
        .returning({ id: users.id })
      const d = shop.delivery
      const [business] = await tx
        .insert(businesses)
        .values({
          ownerId: owner.id,
          name: shop.name,
          slug,
          legalName: `${shop.name} S.R.L.`,
          taxId: '30712345671',
          phone: `+54935155${String(10000 + i * 1111).padStart(5, '0')}`,
          address: shop.address,
          city: 'Córdoba',
          province: 'Córdoba',
          zipCode: shop.zipCode,
          lat: shop.lat,
          lng: shop.lng,
          logoUrl: images[i].logoUrl,
          coverUrl: images[i].coverUrl,
          plan: 'starter',
          subscriptionPaid: i !== 0,
          expiresAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
          supportsPickup: shop.supportsPickup,
          supportsDelivery: shop.supportsDelivery,
          deliveryRadiusMeters: (d?.radiusKm ?? 5) * 1000,
          deliveryFeeBase: d ? d.feeBase * 100 : null,
          deliveryFeePerKm: d ? d.feePerKm * 100 : null,
          minOrderAmount: d ? d.minOrder * 100 : null,
          minDeliveryTime: d?.minTime ?? null,
          maxDeliveryTime: d?.maxTime ?? null,
          acceptsCash: true,
          ...(i === 0
            ? {
                acceptsTransfer: true,
                transferAccount: DEMO_TRANSFER.account,
                transferHolder: DEMO_TRANSFER.holder,
                acceptsMercadoPago: options.serverSecret !== undefined,
              }
            : {}),
        })
        .returning({ id: businesses.id })
      if (i === 0 && options.serverSecret !== undefined) {
        // Test credentials for the fake provider (PAYMENTS_PROVIDER=fake, the default).
        // Sealed under the server secret: it opens with or without SECRET_KEYS, and its first
        // reader reseals it under SECRET_KEYS' first key.
        const box = secretBox({ secretKeys: [], serverSecret: options.serverSecret })
        const token = `TEST-${randomBytes(16).toString('hex')}`
        await tx.insert(paymentAccounts).values({
          businessId: business.id,
          accessTokenEnc: box.seal(token, business.id),
          tokenLast4: token.slice(-4),
          webhookSecretEnc: box.seal(randomBytes(24).toString('base64url'), business.id),
        })
      }

      const hours = demoHours(shop.hours, now).flatMap((day) =>
        day.intervals.map((interval) => ({
          businessId: business.id,
          dayOfWeek: day.dayOfWeek,
          ...interval,
        })),
      )
      await tx.insert(openingHours).values(hours)

      const shopProducts: DemoOrderProduct[] = []
      for (const [position, category] of shop.categories.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({
            businessId: business.id,
            name: category.name,
            imageUrl: pictureUrls[i].categories[position],
            position,
          })
          .returning({ id: categories.id })
        const inserted = await tx
          .insert(products)
          .values(
            category.products.map((product, productPosition) => ({
              businessId: business.id,
              categoryId: row.id,
              name: product.name,
              description: product.description,
              imageUrl: pictureUrls[i].products.get(product.name) ?? null,
              price: product.price * 100,
              hasDiscount: product.discountPrice !== undefined,
              discountPrice:
                product.discountPrice !== undefined ? product.discountPrice * 100 : null,
              isAvailable: !product.soldOut,
              position: productPosition,
            })),
          )
          .returning({
            id: products.id,
            name: products.name,
            price: products.price,
            isAvailable: products.isAvailable,
          })
        shopProducts.push(...inserted)
      }
      await seedOptionGroups(
        tx,
        business.id,
        shop,
        new Map(shopProducts.map((product) => [product.name, product.id])),
      )
      if (i === 0) {
        await seedDemoOrders(tx, business.id, shopProducts, now)
        // A coupon to try at checkout (docs/product.md#coupons): 10 % off a phone's first order.
        await tx.insert(coupons).values({ businessId: business.id, ...DEMO_COUPON })
      }
      created.push(slug)
    }
    return created
  })

  return {
    ownerEmail: DEMO_OWNER.email,
    ownerPassword: DEMO_OWNER.password,
    ownerSlug: slugs[0],
    slugs,
  }
}
