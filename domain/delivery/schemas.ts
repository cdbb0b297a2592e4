import { parseCentavos } from '../catalog/rules'
import {
  DELIVERY_AMOUNT_LABELS,
  MAX_DELIVERY_RADIUS_METERS,
  MIN_DELIVERY_RADIUS_METERS,
  parseWholeNumber,
  type AmountField,
} from './rules'
import { z } from 'zod'
import { MAX_DELIVERY_TIME_MINUTES, MAX_PRICE, MIN_DELIVERY_TIME_MINUTES } from '../constants'
import {
  amountLimitMessage,
  amountMessage,
  DELIVERY_RADIUS_MESSAGE,
  DELIVERY_TIMES_MESSAGE,
  DELIVERY_OPTIONS_MESSAGE,
  DELIVERY_TIME_LIMIT_MESSAGE,
} from '../messages/panel'

/**
 * docs/product.md#entities 'Delivery settings' and their §5 rules, shared by the settings form and
 * GET/PUT /api/business/settings/delivery. The API carries the radius in meters, the times in
 * minutes and the amounts in integer centavos, like every other amount of the API.
 */

const numberInput = (message: string) =>
  z.union([z.number(), z.string().max(20, message)], { error: message }).nullish()
const flag = z.boolean({ error: DELIVERY_OPTIONS_MESSAGE })

/** docs/product.md#entities delivery settings as the API answers them. */
export const deliverySettingsSchema = z.object({
  supportsPickup: z.boolean(),
  supportsDelivery: z.boolean(),
  deliveryRadiusMeters: z.number().int(),
  allowCrossLocality: z.boolean(),
  deliveryFeeBase: z.number().int().nullable(),
  deliveryFeePerKm: z.number().int().nullable(),
  minOrderAmount: z.number().int().nullable(),
  minDeliveryTime: z.number().int().nullable(),
  maxDeliveryTime: z.number().int().nullable(),
})
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>

const radiusOk = (m: number | null): m is number =>
  m !== null &&
  Number.isInteger(m) &&
  m >= MIN_DELIVERY_RADIUS_METERS &&
  m <= MAX_DELIVERY_RADIUS_METERS

/**
 * docs/product.md#validation 'Delivery settings'. Checked in the order the form shows the fields, so the first
 * message is the one a person meets first. With delivery off the radius is not checked, and an
 * unusable one comes out as null: the shop keeps the radius it had.
 */
export const deliverySettingsFormSchema = z
  .object({
    supportsPickup: flag,
    supportsDelivery: flag,
    deliveryRadiusMeters: numberInput(DELIVERY_RADIUS_MESSAGE),
    allowCrossLocality: flag,
    deliveryFeeBase: numberInput(amountMessage(DELIVERY_AMOUNT_LABELS.deliveryFeeBase)),
    deliveryFeePerKm: numberInput(amountMessage(DELIVERY_AMOUNT_LABELS.deliveryFeePerKm)),
    minOrderAmount: numberInput(amountMessage(DELIVERY_AMOUNT_LABELS.minOrderAmount)),
    minDeliveryTime: numberInput(DELIVERY_TIMES_MESSAGE),
    maxDeliveryTime: numberInput(DELIVERY_TIMES_MESSAGE),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message })
      return z.NEVER
    }
    const radius = parseWholeNumber(v.deliveryRadiusMeters)
    if (v.supportsDelivery && !radiusOk(radius)) {
      return fail('deliveryRadiusMeters', DELIVERY_RADIUS_MESSAGE)
    }

    const min = parseWholeNumber(v.minDeliveryTime)
    const max = parseWholeNumber(v.maxDeliveryTime)
    if (
      min === null ||
      max === null ||
      !Number.isInteger(min) ||
      !Number.isInteger(max) ||
      min < MIN_DELIVERY_TIME_MINUTES ||
      max < min
    ) {
      return fail('minDeliveryTime', DELIVERY_TIMES_MESSAGE)
    }
    if (max > MAX_DELIVERY_TIME_MINUTES) return fail('maxDeliveryTime', DELIVERY_TIME_LIMIT_MESSAGE)

    const amounts = {} as Record<AmountField, number | null>
    for (const field of Object.keys(DELIVERY_AMOUNT_LABELS) as AmountField[]) {
      const label = DELIVERY_AMOUNT_LABELS[field]
      const amount = parseCentavos(v[field])
      if (amount !== null && (Number.isNaN(amount) || amount < 0)) {
        return fail(field, amountMessage(label))
      }
      if (amount !== null && amount > MAX_PRICE) return fail(field, amountLimitMessage(label))
      amounts[field] = amount
    }

    return {
      supportsPickup: v.supportsPickup,
      supportsDelivery: v.supportsDelivery,
      deliveryRadiusMeters: radiusOk(radius) ? radius : null,
      allowCrossLocality: v.allowCrossLocality,
      ...amounts,
      minDeliveryTime: min,
      maxDeliveryTime: max,
    }
  })
export type DeliverySettingsFormInput = z.input<typeof deliverySettingsFormSchema>
export type DeliverySettingsInput = z.output<typeof deliverySettingsFormSchema>
