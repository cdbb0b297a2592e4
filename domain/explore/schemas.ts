import { z } from 'zod'
import { dayHoursSchema, openStatusSchema } from '../menu/schemas'
import {
  INVALID_LOCATION_MESSAGE,
  EXPLORE_LIMIT_MESSAGE,
  NEXT_PAGE_MESSAGE,
} from '../messages/customer'
import { EXPLORE_MAX_LIMIT } from '../constants'
import { SHOP_AVAILABILITIES } from '../plan/availability'

/** `GET /api/explore/restaurant` (docs/product.md#api, docs/product.md#near-me 'Near me'). */

export const EXPLORE_DEFAULT_LIMIT = 50
/**
 * With a location, shops within this distance, or whose own delivery radius reaches the customer,
 * are near and listed first; the rest follow them.
 */
export const EXPLORE_SEARCH_RADIUS_METERS = 20_000

// Number('') and Number(' ') are 0: only a written decimal number is a coordinate.
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/

export const coordinate = (limit: number) =>
  z
    .string({ error: INVALID_LOCATION_MESSAGE })
    .trim()
    .max(32, INVALID_LOCATION_MESSAGE)
    .regex(DECIMAL, INVALID_LOCATION_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(-limit, INVALID_LOCATION_MESSAGE).max(limit, INVALID_LOCATION_MESSAGE))

// Query strings carry text: an empty `lat=` is a missing value, not latitude 0.
export const optionalInQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

export const exploreQuerySchema = z
  .object({
    lat: optionalInQuery(coordinate(90)),
    lng: optionalInQuery(coordinate(180)),
    limit: optionalInQuery(
      z
        .string({ error: EXPLORE_LIMIT_MESSAGE })
        .regex(/^\d{1,3}$/, EXPLORE_LIMIT_MESSAGE)
        .transform(Number)
        .pipe(
          z.number().min(1, EXPLORE_LIMIT_MESSAGE).max(EXPLORE_MAX_LIMIT, EXPLORE_LIMIT_MESSAGE),
        ),
    ),
    cursor: optionalInQuery(
      z
        .string({ error: NEXT_PAGE_MESSAGE })
        .max(1000, NEXT_PAGE_MESSAGE)
        .regex(/^[A-Za-z0-9_-]+$/, NEXT_PAGE_MESSAGE),
    ),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), INVALID_LOCATION_MESSAGE)
export type ExploreQuery = z.infer<typeof exploreQuerySchema>

/** docs/product.md#entities Explore item, plus what the server already knows: status, distance, delivery reach. */
export const exploreItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
  supportsDelivery: z.boolean(),
  supportsPickup: z.boolean(),
  openingHours: z.array(dayHoursSchema),
  /** Evaluated on the server in Argentina time (docs/product.md#argentina-time). */
  openStatus: openStatusSchema,
  /** The end (ISO) of a pause of the shop's orders, else null (docs/product.md#pause); its rank follows its hours. */
  pausedUntil: z.string().nullable(),
  /**
   * Whether it takes orders by its plan (docs/product.md#plan-payments): a shop past its trial or
   * grace period stays listed, its place following its hours, and says it takes no orders.
   * Suspended shops are not listed.
   */
  availability: z.enum(SHOP_AVAILABILITIES),
  /** Whole meters from the customer's location; null when none was given. */
  distanceMeters: z.number().int().nullable(),
  /** null when no location was given. */
  deliversToYou: z.boolean().nullable(),
  /** In the near group (listed first); false for the shops after it; null with no location. */
  nearYou: z.boolean().nullable(),
})
export type ExploreItem = z.infer<typeof exploreItemSchema>

export const exploreResponseSchema = z.object({
  items: z.array(exploreItemSchema),
  /** Opaque; pass it back as `cursor` (with the same lat/lng) for the next page. */
  nextCursor: z.string().nullable(),
})
export type ExploreResponse = z.infer<typeof exploreResponseSchema>
