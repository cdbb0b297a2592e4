import { z } from 'zod'
import {
  CATEGORY_NAME_MAX,
  MAX_PRICE,
  PRESET_CATEGORY_IMAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from './constants'
import { checkOrderRange, orderFilterShape, orderViewShape } from './order-history'
import { ORDER_STATUSES } from './order-status'
import { orderPaymentSchema } from './payment-schemas'
import { orderItemOptionSchema } from './product-options'
import { publicProductSchema } from './public-menu'

/**
 * Schemas of the Panel del Comercio calls (docs/product.md#api `/business/*` except settings), shared by the
 * forms and the API, with the Spanish messages of docs/product.md#validation. Money is integer centavos.
 */

export const ESTIMATED_TIME_MIN = 1
export const ESTIMATED_TIME_MAX = 240

/** Accepted and answered by the image fields of the product and category forms (multipart). */
export const IMAGE_FIELD = 'image'

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID_PATTERN.test(value)

export const idParamsSchema = z.object({ id: z.string().max(64) })

/**
 * Integer centavos from a form value: multipart sends '125000', a form may hold 125000. Empty is
 * null; anything else that is not a whole non-negative number is NaN, which the schemas refuse.
 */
export function parseCentavos(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  const text = value.trim()
  if (text === '') return null
  return /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN
}

/** A checkbox as multipart sends it ('true', 'false', or 'on' for a plain HTML checkbox) or a boolean. */
const flagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on'])], { error: PRODUCT_REQUIRED_MESSAGE })
  .transform((v) => v === true || v === 'true' || v === 'on')

const moneyInputSchema = z.union([z.string().max(20), z.number()]).nullish()

// ─── Products ───────────────────────────────────────────────────────────────────────────────────

/**
 * docs/product.md#validation 'Add product' and 'Edit': name and category required, price a whole number of centavos
 * above zero; with the discount on, a discount price above zero and below the price. Name and
 * description are trimmed. With the discount off the discount price is dropped (null).
 */
export const productFormSchema = z
  .object({
    name: z
      .string({ error: PRODUCT_REQUIRED_MESSAGE })
      .trim()
      .min(1, PRODUCT_REQUIRED_MESSAGE)
      .max(PRODUCT_NAME_MAX, PRODUCT_NAME_LONG_MESSAGE),
    description: z
      .string({ error: PRODUCT_REQUIRED_MESSAGE })
      .trim()
      .max(PRODUCT_DESCRIPTION_MAX, PRODUCT_DESCRIPTION_LONG_MESSAGE)
      .nullish()
      .transform((v) => v ?? ''),
    price: moneyInputSchema
      .transform(parseCentavos)
      .pipe(
        z
          .number({ error: PRODUCT_REQUIRED_MESSAGE })
          .int(PRODUCT_REQUIRED_MESSAGE)
          .positive(PRODUCT_REQUIRED_MESSAGE)
          .max(MAX_PRICE, PRICE_TOO_HIGH_MESSAGE),
      ),
    hasDiscount: flagSchema.optional().transform((v) => v ?? false),
    discountPrice: moneyInputSchema.transform(parseCentavos),
    isAvailable: flagSchema.optional().transform((v) => v ?? true),
    categoryId: z
      .string({ error: PRODUCT_REQUIRED_MESSAGE })
      .trim()
      .refine(isUuid, PRODUCT_REQUIRED_MESSAGE),
    /** Edit only: 'true' takes the product's picture away when no new image is sent. */
    removeImage: flagSchema.optional().transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (!v.hasDiscount) return
    const d = v.discountPrice
    if (d === null || !Number.isInteger(d) || d <= 0 || d >= v.price) {
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: DISCOUNT_PRICE_MESSAGE })
    }
  })
  .transform((v) => ({ ...v, discountPrice: v.hasDiscount ? v.discountPrice : null }))
export type ProductFormInput = z.input<typeof productFormSchema>
export type ProductInput = z.output<typeof productFormSchema>

/** docs/product.md#entities Product, as the panel reads it: the public one with its category. */
export const productSchema = publicProductSchema.omit({ optionGroups: true }).extend({
  /** null when the product has no category. */
  category: z.object({ name: z.string() }).nullable(),
  /** The option groups the product offers, in its order (docs/product.md#product-options). */
  optionGroupIds: z.array(z.string()),
})
export type Product = z.infer<typeof productSchema>
export const productListSchema = z.array(productSchema)

export const toggleAvailabilitySchema = z.object({
  isAvailable: z.boolean({ error: AVAILABILITY_MESSAGE }),
})

// ─── Categories ─────────────────────────────────────────────────────────────────────────────────

export const presetImageSchema = z.enum(PRESET_CATEGORY_IMAGES, { error: PRESET_IMAGE_MESSAGE })

/** docs/product.md#validation 'Category': the name is required; the picture is a preset's name or an uploaded file. */
export const categoryFormSchema = z.object({
  name: z
    .string({ error: CATEGORY_NAME_MESSAGE })
    .trim()
    .min(1, CATEGORY_NAME_MESSAGE)
    .max(CATEGORY_NAME_MAX, CATEGORY_NAME_LONG_MESSAGE),
  /** One of the twelve preset names; empty or absent when there is none. */
  presetImage: z
    .union([presetImageSchema, z.literal('')], { error: PRESET_IMAGE_MESSAGE })
    .nullish()
    .transform((v) => v || null),
})
export type CategoryFormInput = z.input<typeof categoryFormSchema>

/** docs/product.md#entities Category, with how many products it holds. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
})
export type Category = z.infer<typeof categorySchema>
export const categoryListSchema = z.array(categorySchema)

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────

// Statuses and their words live zod-free in order-status.ts, for the customer's order page.
export { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './order-status'
import {
  AVAILABILITY_MESSAGE,
  CATEGORY_NAME_LONG_MESSAGE,
  CATEGORY_NAME_MESSAGE,
  DISCOUNT_PRICE_MESSAGE,
  ESTIMATED_TIME_MESSAGE,
  ORDER_ACTION_MESSAGE,
  PAGE_LIMIT_MESSAGE,
  PRESET_IMAGE_MESSAGE,
  PRICE_TOO_HIGH_MESSAGE,
  PRODUCT_DESCRIPTION_LONG_MESSAGE,
  PRODUCT_NAME_LONG_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
} from './messages/customer'

export const orderItemSchema = z.object({
  quantity: z.number().int(),
  /** The product's name as sold, kept even after the product is deleted. */
  product: z.object({ name: z.string() }),
  unitPrice: z.number().int(),
  notes: z.string().nullable(),
  /** The options chosen, as sold (already in unitPrice); docs/product.md#product-options. */
  options: z.array(orderItemOptionSchema),
})

/** docs/product.md#entities Order. */
export const orderSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(['DELIVERY', 'PICKUP']),
  /** The phone is null only on orders placed before it was asked for. */
  user: z.object({ fullName: z.string(), phone: z.string().nullable() }),
  deliveryInfo: z.string(),
  /** The customer's 'Nota para el comercio', if any. */
  note: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Centavos; 0 for a pickup. The total includes it. */
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** Minutes of wait, set on acceptance. */
  estimatedTime: z.number().int().nullable(),
  /** How it is paid and whether it is (docs/product.md#payments). */
  payment: orderPaymentSchema,
})
export type Order = z.infer<typeof orderSchema>
export const orderListSchema = z.array(orderSchema)

export const ORDERS_PAGE_DEFAULT = 100
export const ORDERS_PAGE_MAX = 200
export const orderListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: PAGE_LIMIT_MESSAGE })
      .int(PAGE_LIMIT_MESSAGE)
      .min(1, PAGE_LIMIT_MESSAGE)
      .max(ORDERS_PAGE_MAX, PAGE_LIMIT_MESSAGE)
      .optional(),
    /** Id of the last order already shown: the page continues with older ones. */
    before: z.string().max(64).optional(),
    /** docs/product.md#order-history: the filters, each optional; without them every order. */
    ...orderFilterShape,
    ...orderViewShape,
  })
  .superRefine(checkOrderRange)

/** docs/product.md#states Orders: ACCEPT with the estimated wait in whole minutes, or REJECT. */
export const orderStatusActionSchema = z
  .object({
    action: z.enum(['ACCEPT', 'REJECT'], { error: ORDER_ACTION_MESSAGE }),
    /** Required for ACCEPT, ignored for REJECT. A numeric string ('30') is accepted. */
    estimatedTime: z.union([z.number(), z.string().max(20)]).nullish(),
  })
  .transform((v, ctx) => {
    if (v.action === 'REJECT') return { action: 'REJECT' as const }
    const minutes =
      typeof v.estimatedTime === 'string' && /^\s*\d{1,4}\s*$/.test(v.estimatedTime)
        ? Number(v.estimatedTime)
        : v.estimatedTime
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < ESTIMATED_TIME_MIN ||
      minutes > ESTIMATED_TIME_MAX
    ) {
      ctx.addIssue({ code: 'custom', path: ['estimatedTime'], message: ESTIMATED_TIME_MESSAGE })
      return z.NEVER
    }
    return { action: 'ACCEPT' as const, estimatedTime: minutes }
  })
export type OrderStatusActionInput = z.input<typeof orderStatusActionSchema>
export type OrderStatusAction = z.output<typeof orderStatusActionSchema>

// ─── Stats ──────────────────────────────────────────────────────────────────────────────────────

/** docs/product.md#entities Stats. topProductName is null when nothing sold; the panel shows 'Sin datos'. */
export const statsSchema = z.object({
  ordersToday: z.number().int(),
  topProductName: z.string().nullable(),
})
export type Stats = z.infer<typeof statsSchema>
export const NO_STATS_LABEL = 'Sin datos'
