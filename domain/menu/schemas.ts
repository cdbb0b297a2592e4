import { z } from 'zod'
import { PAYMENT_METHODS } from '../payments/rules'
import { SHOP_AVAILABILITIES } from '../plan/availability'
import { SHOP_LINK_MESSAGE } from '../messages/customer'
import { publicOptionGroupSchema } from '../options/schemas'

/** Answers of the public (anonymous) API: docs/product.md#api `/public/menu/{slug}` and `/public/business/{slug}`. */

export const intervalSchema = z.object({
  openTime: z.string(),
  closeTime: z.string(),
})

export const dayHoursSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  intervals: z.array(intervalSchema),
})

export const openStatusSchema = z.object({
  kind: z.enum(['open', 'opens-soon', 'opens-later', 'closed']),
  label: z.string(),
  opensAt: z.string().optional(),
})

export const publicBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  supportsPickup: z.boolean(),
  supportsDelivery: z.boolean(),
  deliveryRadiusMeters: z.number().int(),
  /** Money fields are integer centavos. */
  deliveryFeeBase: z.number().int().nullable(),
  deliveryFeePerKm: z.number().int().nullable(),
  minOrderAmount: z.number().int().nullable(),
  minDeliveryTime: z.number().int().nullable(),
  maxDeliveryTime: z.number().int().nullable(),
  /**
   * 'Mucho trabajo' (docs/product.md#busy): minutes more on the wait until busyUntil (ISO), both
   * null when not on as this was computed; a page adds them while busyUntil is ahead of its clock
   * (domain/orders/timer.ts busyExtra), as it ends a pause.
   */
  busyMinutes: z.number().int().nullable(),
  busyUntil: z.string().nullable(),
  /** docs/product.md#entities names these two for the public business: the base fee and the fee per km. */
  deliveryPrice: z.number().int().nullable(),
  deliveryCost: z.number().int().nullable(),
  isOpen: z.boolean(),
  openStatus: openStatusSchema,
  /**
   * The end (ISO) of a pause of its orders still to come when this was computed, else null
   * (docs/product.md#pause): a page compares it with its own clock, so the pause ends there too.
   */
  pausedUntil: z.string().nullable(),
  /**
   * Whether it takes orders by its plan (docs/product.md#plan-payments): 'not-taking-orders' past
   * its trial or grace period, 'unavailable' when suspended (then no products are listed).
   */
  availability: z.enum(SHOP_AVAILABILITIES),
  openingHours: z.array(dayHoursSchema),
  /** How a customer can pay this shop, in this order (docs/product.md#payments). */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /**
   * Whether it takes orders for later ('Programar'), also while closed
   * (docs/product.md#scheduled-orders): its slots are GET /public/business/{slug}/slots.
   */
  acceptsScheduled: z.boolean(),
})
export type PublicBusiness = z.infer<typeof publicBusinessSchema>

export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  hasDiscount: z.boolean(),
  discountPrice: z.number().int().nullable(),
  isAvailable: z.boolean(),
  categoryId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * The option groups the product offers, in its order, each with its options in order; options
   * out of stock are listed too (`isAvailable: false`), for the storefront to strike out.
   */
  optionGroups: z.array(publicOptionGroupSchema),
})
export type PublicProduct = z.infer<typeof publicProductSchema>

export const publicCategorySchema = z.object({
  /** null for the group of products that have no category. */
  id: z.string().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  products: z.array(publicProductSchema),
})
export type PublicCategory = z.infer<typeof publicCategorySchema>

export const publicMenuSchema = z.object({
  business: publicBusinessSchema,
  categories: z.array(publicCategorySchema),
})
export type PublicMenu = z.infer<typeof publicMenuSchema>

export const slugParamsSchema = z.object({
  slug: z.string().min(1, SHOP_LINK_MESSAGE).max(80, SHOP_LINK_MESSAGE),
})

/** Name of the group that holds products without a category. */
export const UNCATEGORISED_NAME = 'Otros'
