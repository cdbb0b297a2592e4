import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  loginSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '../../../domain/auth/schemas'
import { CAPTCHA_MESSAGE } from '../../../domain/messages/customer'
import { clientKey } from '../../lib/client-key'
import { ApiError } from '../../lib/errors'
import { authLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { RESET_REQUESTED_MESSAGE } from '../../../domain/messages/auth'
import { isResetTokenValid, login, requestPasswordReset, resetPassword } from './service'

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret

  app.post(
    '/login-manual',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ingreso con correo y contraseña',
        body: loginSchema,
        response: {
          200: z.object({ token: z.string() }),
          400: errorBodySchema,
          // INVALID_CREDENTIALS, or CAPTCHA_REQUIRED: send the login again with `recaptchaToken`.
          401: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, password, recaptchaToken } = request.body
      const client = clientKey(request)
      const account = email.trim().toLowerCase()
      await app.limiter.hit(authLimits.loginPerIp, client)
      const failures = `${account}|${client}`
      await app.limiter.check(authLimits.loginFailuresPerEmailIp, failures)
      // Unknown emails count too, so the captcha tells nobody which accounts exist.
      if (await app.limiter.exceeds(authLimits.loginsPerAccount, account)) {
        if (!recaptchaToken) throw new ApiError('CAPTCHA_REQUIRED')
        if (!(await app.adapters.captcha.verify(recaptchaToken, request.ip))) {
          throw new ApiError('CAPTCHA_FAILED', CAPTCHA_MESSAGE)
        }
      }
      let token: string
      try {
        token = await login(app.db, secret, email, password)
      } catch (err) {
        if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
          await app.limiter.hit(authLimits.loginFailuresPerEmailIp, failures)
        }
        throw err
      }
      await app.limiter.reset(authLimits.loginsPerAccount, account)
      return { token }
    },
  )

  app.post(
    '/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Pedir un enlace para cambiar la contraseña',
        body: requestPasswordResetSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email } = request.body
      await app.limiter.hit(authLimits.resetPerIp, clientKey(request))
      await app.limiter.hit(authLimits.resetPerEmail, email.toLowerCase())
      await requestPasswordReset(
        app.db,
        { secret, mailer: app.adapters.mailer, publicUrl: app.config.publicUrl },
        email,
      )
      return { success: true as const, message: RESET_REQUESTED_MESSAGE }
    },
  )

  app.post(
    '/validate-reset-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Saber si un enlace para cambiar la contraseña sigue valiendo',
        body: resetTokenSchema,
        response: {
          200: z.object({ valid: z.boolean() }),
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.resetTokenPerIp, clientKey(request))
      return { valid: await isResetTokenValid(app.db, secret, request.body.token) }
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Elegir una contraseña nueva con el enlace recibido',
        body: resetPasswordSchema,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.resetTokenPerIp, clientKey(request))
      await resetPassword(app.db, secret, request.body.token, request.body.password)
      return { success: true as const }
    },
  )
}

export default authRoutes
