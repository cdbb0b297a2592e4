import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { profileSchema } from '../../../domain/profile'
import { errorBodySchema } from '../../lib/schemas'
import { getProfile } from './service'

/** Settings of the caller's shop (mounted under /business, behind requireOwner). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Datos del dueño y del comercio',
        response: { 200: profileSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getProfile(app.db, request.owner.businessId),
  )
}

export default settingsRoutes
