import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  placeSearchQuerySchema,
  placeSearchResultSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
} from '../../../domain/geo/schemas'
import { errorBodySchema } from '../../lib/schemas'

/** Per IP. Typing is debounced by the forms; many people can share one carrier IP. */
export const GEO_RATE_LIMITS = {
  autocomplete: { max: 90, timeWindow: '1 minute' },
  reverse: { max: 60, timeWindow: '1 minute' },
}

/**
 * Address search through the server, so the provider's key and usage policy stay here. A provider
 * that fails (no network, quota) answers an empty result, never an error: the address forms stay
 * usable by typing street, number and city (docs/ARCHITECTURE.md#adapters).
 */
const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/autocomplete',
    {
      config: { rateLimit: GEO_RATE_LIMITS.autocomplete },
      schema: {
        tags: ['geo'],
        summary: 'Sugerencias de direcciones para lo que escribió la persona',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResultSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { q, lat, lng } = request.query
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined
      try {
        return { places: await app.adapters.geocoder.autocomplete(q, near) }
      } catch (err) {
        request.log.warn({ err }, 'geocoder autocomplete failed; answering no places')
        return { places: [] }
      }
    },
  )

  app.get(
    '/geo/reverse',
    {
      config: { rateLimit: GEO_RATE_LIMITS.reverse },
      schema: {
        tags: ['geo'],
        summary: 'Dirección del punto marcado en el mapa',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResultSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query
      try {
        return { place: await app.adapters.geocoder.reverse(lat, lng) }
      } catch (err) {
        request.log.warn({ err }, 'geocoder reverse failed; answering no place')
        return { place: null }
      }
    },
  )
}

export default geoRoutes
