import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  deliverySettingsFormSchema,
  deliverySettingsSchema,
} from '../../../domain/delivery/schemas'
import { openingHoursResponseSchema, openingHoursSchema } from '../../../domain/hours/schemas'
import { profileSchema } from '../../../domain/settings/schemas'
import {
  businessDataFormSchema,
  passwordChangeSchema,
  profileFormSchema,
  profileUpdateResponseSchema,
} from '../../../domain/settings/schemas'
import { ApiError } from '../../lib/errors'
import type { RateLimitRule } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { getDeliverySettings, updateDeliverySettings } from './delivery-service'
import { getOpeningHours, replaceOpeningHours } from './hours-service'
import { changePassword, endAllSessions } from './password-service'
import pictureRoutes from './picture-routes'
import { getProfile, updateBusinessData, updateProfile } from './service'
import { planTermsOf } from '../../lib/plan-gate'

const denied = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }
const saveFailures = { ...denied, 400: errorBodySchema }

// A stolen session must not become a way to guess the password behind it.
const passwordChangePerUser: RateLimitRule = {
  name: 'password-change-user',
  max: 10,
  windowMs: 15 * 60_000,
}

/** docs/product.md#api /business/settings/* of the caller's shop (under /business, behind requireOwner). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Datos del dueño y del comercio',
        response: { 200: profileSchema, ...denied },
      },
    },
    async (request) => getProfile(app.db, request.owner.businessId, planTermsOf(app.config)),
  )

  app.put(
    '/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Cambiar el correo y el nombre del comercio',
        description:
          'El slug (y con él el enlace del menú QR) no cambia. Un correo nuevo pide la ' +
          'contraseña actual (currentPassword) y se avisa del cambio al correo anterior. ' +
          'Responde el perfil y un token de sesión nuevo con el nombre actualizado.',
        body: profileFormSchema,
        response: {
          200: profileUpdateResponseSchema,
          ...saveFailures,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      // Wrong passwords for a new email count with the password change's tries.
      const { profile, notice } = await updateProfile(
        app.db,
        app.config.jwtSecret,
        request.owner,
        request.body,
        planTermsOf(app.config),
        () => app.limiter.check(passwordChangePerUser, request.owner.userId),
      ).catch(async (err: unknown) => {
        // A missing password is a form left blank, not a guess.
        if (
          err instanceof ApiError &&
          err.code === 'WRONG_PASSWORD' &&
          request.body.currentPassword
        ) {
          await app.limiter.hit(passwordChangePerUser, request.owner.userId)
        }
        throw err
      })
      // The change is saved: a mail server failing now must not make it look refused.
      if (notice) {
        await app.adapters.mailer.send(notice).catch((err: unknown) => {
          request.log.error(
            { err },
            'settings: the previous address was not told of the email change',
          )
        })
      }
      return profile
    },
  )

  app.put(
    '/settings/business',
    {
      schema: {
        tags: ['settings'],
        summary: 'Guardar los datos del comercio',
        body: businessDataFormSchema,
        response: { 200: profileSchema, ...saveFailures },
      },
    },
    async (request) =>
      updateBusinessData(app.db, request.owner.businessId, request.body, planTermsOf(app.config)),
  )

  app.put(
    '/settings/password',
    {
      schema: {
        tags: ['settings'],
        summary: 'Cambiar la contraseña',
        description:
          'Cierra todas las sesiones anteriores; responde un token de sesión nuevo para este ' +
          'dispositivo.',
        body: passwordChangeSchema,
        response: {
          200: z.object({ success: z.literal(true), token: z.string() }),
          ...saveFailures,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(passwordChangePerUser, request.owner.userId)
      const { currentPassword, newPassword } = request.body
      const token = await changePassword(
        app.db,
        app.config.jwtSecret,
        request.owner,
        currentPassword,
        newPassword,
      )
      return { success: true as const, token }
    },
  )

  app.post(
    '/settings/logout-all',
    {
      schema: {
        tags: ['settings'],
        summary: 'Cerrar sesión en todos los dispositivos',
        description: 'Termina todas las sesiones del dueño, también la de quien lo pide.',
        response: { 200: z.object({ success: z.literal(true) }), ...denied },
      },
    },
    async (request) => {
      await endAllSessions(app.db, request.owner.userId)
      return { success: true as const }
    },
  )

  await app.register(pictureRoutes)

  app.get(
    '/settings/delivery',
    {
      schema: {
        tags: ['settings'],
        summary: 'Opciones de entrega',
        description: 'Radio en metros, tiempos en minutos, importes en centavos.',
        response: { 200: deliverySettingsSchema, ...denied },
      },
    },
    async (request) => getDeliverySettings(app.db, request.owner.businessId),
  )

  app.put(
    '/settings/delivery',
    {
      schema: {
        tags: ['settings'],
        summary: 'Guardar las opciones de entrega',
        description:
          'Radio en metros, tiempos en minutos, importes en centavos (null si no hay). Con el ' +
          'envío desactivado el radio no se valida y, si no es válido, queda el anterior.',
        body: deliverySettingsFormSchema,
        response: { 200: deliverySettingsSchema, ...saveFailures },
      },
    },
    async (request) => updateDeliverySettings(app.db, request.owner, request.body),
  )

  app.get(
    '/settings/opening-hours',
    {
      schema: {
        tags: ['settings'],
        summary: 'Horarios de atención',
        response: { 200: openingHoursResponseSchema, ...denied },
      },
    },
    async (request) => ({
      openingHours: await getOpeningHours(app.db, request.owner.businessId),
    }),
  )

  app.put(
    '/settings/opening-hours',
    {
      schema: {
        tags: ['settings'],
        summary: 'Reemplazar los horarios de atención',
        description:
          'Solo los días con horarios; un horario puede cruzar la medianoche (20:00–02:00) y ' +
          '00:00–00:00 es el día completo.',
        body: openingHoursSchema,
        response: { 200: openingHoursResponseSchema, ...saveFailures },
      },
    },
    async (request) => ({
      openingHours: await replaceOpeningHours(app.db, request.owner, request.body.openingHours),
    }),
  )
}

export default settingsRoutes
