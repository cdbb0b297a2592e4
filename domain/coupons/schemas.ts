import { z } from 'zod'
import { phoneSchema } from '../auth/schemas'
import { DELIVERY_METHODS, MAX_ORDER_TOTAL } from '../checkout/rules'
import { isIsoDay } from '../orders/history'
import {
  COUPON_AMOUNT_MESSAGE,
  COUPON_CODE_MESSAGE,
  COUPON_DATE_MESSAGE,
  COUPON_DATES_MESSAGE,
  COUPON_KIND_MESSAGE,
  COUPON_METHODS_MESSAGE,
  COUPON_MIN_ORDER_MESSAGE,
  COUPON_PERCENT_MESSAGE,
  COUPON_USES_MESSAGE,
} from '../messages/coupons'
import { METHOD_MESSAGE } from '../messages/customer'
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_METHODS,
  COUPON_USES_MAX,
  normalizeCouponCode,
} from './rules'

/**
 * The coupons' calls (docs/product.md#coupons), shared by the panel's form, the checkout and the
 * API, with their Spanish messages. Money in integer centavos; days are Argentina's 'YYYY-MM-DD'.
 */

/** A code as typed: trimmed, upper-cased, then checked. */
export const couponCodeSchema = z
  .string({ error: COUPON_CODE_MESSAGE })
  .max(100, COUPON_CODE_MESSAGE)
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(COUPON_CODE_MIN, COUPON_CODE_MESSAGE)
      .max(COUPON_CODE_MAX, COUPON_CODE_MESSAGE)
      .regex(COUPON_CODE_PATTERN, COUPON_CODE_MESSAGE),
  )

const daySchema = z
  .string({ error: COUPON_DATE_MESSAGE })
  .max(10, COUPON_DATE_MESSAGE)
  .refine(isIsoDay, COUPON_DATE_MESSAGE)
  .nullish()
  .transform((v) => v ?? null)

const usesSchema = z
  .number({ error: COUPON_USES_MESSAGE })
  .int(COUPON_USES_MESSAGE)
  .min(1, COUPON_USES_MESSAGE)
  .max(COUPON_USES_MAX, COUPON_USES_MESSAGE)
  .nullish()
  .transform((v) => v ?? null)

/** `POST /api/business/coupons` and `PUT /api/business/coupons/{id}`: the whole coupon. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: COUPON_KIND_MESSAGE }),
    /** PERCENT: whole percent 1–100; AMOUNT: centavos off. */
    value: z.number({ error: COUPON_AMOUNT_MESSAGE }).int(COUPON_AMOUNT_MESSAGE),
    minOrder: z
      .number({ error: COUPON_MIN_ORDER_MESSAGE })
      .int(COUPON_MIN_ORDER_MESSAGE)
      .min(0, COUPON_MIN_ORDER_MESSAGE)
      .max(MAX_ORDER_TOTAL, COUPON_MIN_ORDER_MESSAGE)
      .nullish()
      // No minimum and a minimum of $ 0 are the same rule.
      .transform((v) => (v ? v : null)),
    firstOrderOnly: z.boolean().default(false),
    maxUses: usesSchema,
    maxUsesPerPhone: usesSchema,
    validFrom: daySchema,
    validUntil: daySchema,
    isActive: z.boolean().default(true),
    methods: z.enum(COUPON_METHODS, { error: COUPON_METHODS_MESSAGE }).default('BOTH'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'PERCENT' && (v.value < 1 || v.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_PERCENT_MESSAGE })
    }
    if (v.kind === 'AMOUNT' && (v.value < 1 || v.value > MAX_ORDER_TOTAL)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_AMOUNT_MESSAGE })
    }
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: COUPON_DATES_MESSAGE })
    }
  })
export type CouponInput = z.input<typeof couponInputSchema>
export type CouponFields = z.output<typeof couponInputSchema>

/** A coupon as the panel lists it: its terms, how many orders used it and the discount given. */
export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minOrder: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPhone: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  methods: z.enum(COUPON_METHODS),
  /** Orders placed with it that were not rejected. */
  uses: z.number().int(),
  /** Centavos taken off by those orders. */
  discountGiven: z.number().int(),
  createdAt: z.string(),
})
export type Coupon = z.infer<typeof couponSchema>
export const couponListSchema = z.object({ coupons: z.array(couponSchema) })

/**
 * `POST /api/public/business/{slug}/coupon`: 'Tengo un cupón' in the checkout. The server finds the
 * code and judges what it can: with the phone, the first-order and per-phone rules too; the order
 * itself is judged again, whole, when it is placed.
 */
export const couponCheckRequestSchema = z.object({
  code: couponCodeSchema,
  method: z.enum(DELIVERY_METHODS, { error: METHOD_MESSAGE }),
  /** The lines' subtotal the checkout shows (centavos). */
  subtotal: z
    .number({ error: COUPON_MIN_ORDER_MESSAGE })
    .int(COUPON_MIN_ORDER_MESSAGE)
    .min(0, COUPON_MIN_ORDER_MESSAGE)
    .max(MAX_ORDER_TOTAL, COUPON_MIN_ORDER_MESSAGE),
  phone: phoneSchema.nullish().transform((v) => v ?? null),
})
export type CouponCheckRequest = z.input<typeof couponCheckRequestSchema>

/** The coupon as the checkout prices it while the cart changes: its terms and today's discount. */
export const couponCheckSchema = z.object({
  coupon: z.object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number().int(),
    minOrder: z.number().int().nullable(),
    methods: z.enum(COUPON_METHODS),
  }),
  /** Centavos off the subtotal sent. */
  discount: z.number().int(),
})
export type CouponCheck = z.infer<typeof couponCheckSchema>
