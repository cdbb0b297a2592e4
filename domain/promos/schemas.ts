import { z } from 'zod'
import { coordinate, optionalInQuery } from '../explore/schemas'
import { INVALID_LOCATION_MESSAGE } from '../messages/customer'

/** `GET /api/public/promos` (issue 7 item 7): discounted products of the shops open right now. */

export const PROMOS_LIMIT = 50

/** The same location rules and messages as explore: both or neither of lat and lng. */
export const promosQuerySchema = z
  .object({
    lat: optionalInQuery(coordinate(90)),
    lng: optionalInQuery(coordinate(180)),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), INVALID_LOCATION_MESSAGE)
export type PromosQuery = z.infer<typeof promosQuerySchema>

export const promoItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Integer centavos: the regular price and the price with the discount. */
  price: z.number().int(),
  discountPrice: z.number().int(),
  /** Whole percent, as domain/money discountPercent gives it ('-20%'). */
  discountPercent: z.number().int(),
  business: z.object({
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    city: z.string().nullable(),
    /** Whole meters from the customer's location; null when none was given. */
    distanceMeters: z.number().int().nullable(),
  }),
})
export type PromoItem = z.infer<typeof promoItemSchema>

export const promosResponseSchema = z.object({ items: z.array(promoItemSchema) })
export type PromosResponse = z.infer<typeof promosResponseSchema>
