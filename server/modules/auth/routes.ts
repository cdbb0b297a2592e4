import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  loginSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '../../../domain/auth'
import { ApiError } from '../../lib/errors'
import { authLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { RESET_REQUESTED_MESSAGE } from '../../../domain/messages/panel'
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
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body
      await app.limiter.hit(authLimits.loginPerIp, request.ip)
      const failures = `${email.trim().toLowerCase()}|${request.ip}`
      await app.limiter.check(authLimits.loginFailuresPerEmailIp, failures)
      try {
        return { token: await login(app.db, secret, email, password) }
      } catch (err) {
        if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
          await app.limiter.hit(authLimits.loginFailuresPerEmailIp, failures)
        }
        throw err
      }
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
      await app.limiter.hit(authLimits.resetPerIp, request.ip)
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
      await app.limiter.hit(authLimits.resetTokenPerIp, request.ip)
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
        },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.resetTokenPerIp, request.ip)
      await resetPassword(app.db, secret, request.body.token, request.body.password)
      return { success: true as const }
    },
  )
}

export default authRoutes
