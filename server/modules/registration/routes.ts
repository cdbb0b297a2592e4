import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  checkEmailQuerySchema,
  checkNameQuerySchema,
  registerBusinessSchema,
  sendCodeSchema,
  verifyCodeSchema,
} from '../../../domain/auth/schemas'
import { CAPTCHA_MESSAGE } from '../../../domain/messages/customer'
import { ApiError } from '../../lib/errors'
import { authLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import {
  isEmailAvailable,
  isNameAvailable,
  registerBusiness,
  sendVerificationCode,
  verifyCode,
} from './service'
import { clientKey } from '../../lib/client-key'

const success = z.object({ success: z.literal(true) })
const failures = {
  400: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
}

/** docs/product.md#api registration calls: availability checks, phone verification and sign-up. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/check-name',
    {
      schema: {
        tags: ['registration'],
        summary: '¿Está libre este nombre de comercio?',
        querystring: checkNameQuerySchema,
        response: { 200: z.object({ available: z.boolean() }), ...failures },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.checkPerIp, clientKey(request))
      return { available: await isNameAvailable(app.db, request.query.name) }
    },
  )

  app.get(
    '/check-availability',
    {
      schema: {
        tags: ['registration'],
        summary: '¿Está libre este correo?',
        querystring: checkEmailQuerySchema,
        response: { 200: z.object({ emailAvailable: z.boolean() }), ...failures },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.checkPerIp, clientKey(request))
      return { emailAvailable: await isEmailAvailable(app.db, request.query.email) }
    },
  )

  app.post(
    '/send-code-business',
    {
      schema: {
        tags: ['registration'],
        summary: 'Enviar un código de verificación al WhatsApp del comercio',
        body: sendCodeSchema,
        response: { 200: success, ...failures },
      },
    },
    async (request) => {
      const { phone, recaptchaToken } = request.body
      await app.limiter.hit(authLimits.sendCodePerIp, clientKey(request))
      if (!(await app.adapters.captcha.verify(recaptchaToken, request.ip))) {
        throw new ApiError('CAPTCHA_FAILED', CAPTCHA_MESSAGE)
      }
      // Counted only for people who passed the captcha, so nobody can lock a number out.
      await app.limiter.hit(authLimits.sendCodePerPhone, phone)
      await sendVerificationCode(
        app.db,
        { secret: app.config.jwtSecret, sms: app.adapters.sms },
        phone,
      )
      return { success: true as const }
    },
  )

  app.post(
    '/verify-business-code',
    {
      schema: {
        tags: ['registration'],
        summary: 'Verificar el código recibido',
        body: verifyCodeSchema,
        response: { 200: success, ...failures },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.verifyPerIp, clientKey(request))
      await verifyCode(app.db, app.config.jwtSecret, request.body.phone, request.body.code)
      return { success: true as const }
    },
  )

  app.post(
    '/register-business',
    {
      schema: {
        tags: ['registration'],
        summary: 'Registrar el comercio y su dueño',
        body: registerBusinessSchema,
        response: { 200: success, ...failures, 503: errorBodySchema },
      },
    },
    async (request) => {
      await app.limiter.hit(authLimits.registerPerIp, clientKey(request))
      await registerBusiness(app.db, request.body)
      return { success: true as const }
    },
  )
}

export default registrationRoutes
