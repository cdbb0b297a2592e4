import { PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH } from '../constants'
import { z } from 'zod'
import {
  INVALID_LOCATION_MESSAGE,
  PLACE_QUERY_LONG_MESSAGE,
  PLACE_QUERY_REQUIRED_MESSAGE,
  PLACE_QUERY_SHORT_MESSAGE,
} from '../messages/customer'

const coordinate = (limit: number) =>
  z.coerce
    .number({ error: INVALID_LOCATION_MESSAGE })
    .min(-limit, INVALID_LOCATION_MESSAGE)
    .max(limit, INVALID_LOCATION_MESSAGE)
// Query strings carry text: an empty `lat=` is a missing value, not latitude 0.
const fromQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema)

/** `GET /api/geo/autocomplete`: what was typed, and the map position to rank nearby first. */
export const placeSearchQuerySchema = z
  .object({
    q: z
      .string({ error: PLACE_QUERY_REQUIRED_MESSAGE })
      .trim()
      .min(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_SHORT_MESSAGE)
      .max(PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_LONG_MESSAGE),
    lat: fromQuery(coordinate(90).optional()),
    lng: fromQuery(coordinate(180).optional()),
  })
  .refine(
    (query) => (query.lat === undefined) === (query.lng === undefined),
    INVALID_LOCATION_MESSAGE,
  )

/** `GET /api/geo/reverse`: the marker's position. */
export const reverseGeocodeQuerySchema = z.object({
  lat: fromQuery(coordinate(90)),
  lng: fromQuery(coordinate(180)),
})

export const placeSchema = z.object({
  label: z.string(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zipCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
})
export type Place = z.infer<typeof placeSchema>

export const placeSearchResultSchema = z.object({ places: z.array(placeSchema) })
export const reverseGeocodeResultSchema = z.object({ place: placeSchema.nullable() })
