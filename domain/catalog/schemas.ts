import { isUuid, parseCentavos } from './rules'
import {
  AVAILABILITY_MESSAGE,
  CATEGORY_NAME_LONG_MESSAGE,
  CATEGORY_NAME_MESSAGE,
  DISCOUNT_PRICE_MESSAGE,
  PRESET_IMAGE_MESSAGE,
  PRICE_TOO_HIGH_MESSAGE,
  PRODUCT_DESCRIPTION_LONG_MESSAGE,
  PRODUCT_NAME_LONG_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
} from '../messages/customer'
import { z } from 'zod'
import {
  CATEGORY_NAME_MAX,
  MAX_PRICE,
  PRESET_CATEGORY_IMAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from '../constants'
import { publicProductSchema } from '../menu/schemas'

/**
 * Schemas of the Panel del Comercio calls (docs/product.md#api `/business/*` except settings), shared by the
 * forms and the API, with the Spanish messages of docs/product.md#validation. Money is integer centavos.
 */

/** Accepted and answered by the image fields of the product and category forms (multipart). */
export const IMAGE_FIELD = 'image'

export const idParamsSchema = z.object({ id: z.string().max(64) })

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
