import type { FieldErrors, Resolver } from 'react-hook-form'
import type { CouponKind, CouponMethods } from '../../../../domain/coupons/rules'
import {
  couponInputSchema,
  type Coupon,
  type CouponFields,
} from '../../../../domain/coupons/schemas'
import { COUPON_PERCENT_MESSAGE } from '../../../../domain/messages/coupons'
import { centavosToPesosText, pesosToCentavos } from '../../../lib/pesos'

/** What the coupon form holds: numbers as typed (pesos as people write them), days 'YYYY-MM-DD'. */
export interface CouponFormValues {
  code: string
  kind: CouponKind
  /** A whole percent, or pesos off. */
  value: string
  minOrder: string
  firstOrderOnly: boolean
  maxUses: string
  maxUsesPerPhone: string
  validFrom: string
  validUntil: string
  methods: CouponMethods
  isActive: boolean
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'PERCENT',
  value: '',
  minOrder: '',
  firstOrderOnly: false,
  maxUses: '',
  maxUsesPerPhone: '',
  validFrom: '',
  validUntil: '',
  methods: 'BOTH',
  isActive: true,
}

const text = (n: number | null) => (n === null ? '' : String(n))

export function couponToForm(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'PERCENT' ? String(coupon.value) : centavosToPesosText(coupon.value),
    minOrder: centavosToPesosText(coupon.minOrder),
    firstOrderOnly: coupon.firstOrderOnly,
    maxUses: text(coupon.maxUses),
    maxUsesPerPhone: text(coupon.maxUsesPerPhone),
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    methods: coupon.methods,
    isActive: coupon.isActive,
  }
}

/** A count as typed: empty is no limit; anything but digits stays NaN, so the schema refuses it. */
const whole = (typed: string) => {
  const t = typed.trim()
  return t === '' ? null : /^\d+$/.test(t) ? Number(t) : Number.NaN
}

/** The body the API reads (centavos, counts, days or null) from what was typed. */
export function couponInput(values: CouponFormValues) {
  return {
    code: values.code,
    kind: values.kind,
    value:
      values.kind === 'PERCENT'
        ? (whole(values.value) ?? Number.NaN)
        : (pesosToCentavos(values.value) ?? Number.NaN),
    minOrder: pesosToCentavos(values.minOrder),
    firstOrderOnly: values.firstOrderOnly,
    maxUses: whole(values.maxUses),
    maxUsesPerPhone: whole(values.maxUsesPerPhone),
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
    methods: values.methods,
    isActive: values.isActive,
  }
}

/**
 * Checks the form with couponInputSchema, the API's own (docs/product.md#validation), each message
 * under its field. A percent that is not a whole number says the percent's rule, not the amount's.
 */
export const couponFormResolver: Resolver<CouponFormValues, unknown, CouponFields> = async (
  values,
) => {
  const result = couponInputSchema.safeParse(couponInput(values))
  if (result.success) return { values: result.data, errors: {} }
  const errors: FieldErrors<CouponFormValues> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CouponFormValues
    if (!field || errors[field]) continue
    const message =
      field === 'value' && values.kind === 'PERCENT' ? COUPON_PERCENT_MESSAGE : issue.message
    errors[field] = { type: 'invalid', message }
  }
  return { values: {}, errors }
}
