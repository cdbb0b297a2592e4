import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  activateSchema,
  adminCodeAnswerSchema,
  adminCodeSchema,
  adminLoginAnswerSchema,
  adminLoginSchema,
} from '../../../domain/admin/schemas'
import {
  OPERATOR_CODE_TRIES_MESSAGE,
  OPERATOR_TOO_MANY_TRIES_MESSAGE,
} from '../../../domain/messages/admin'
import { clientKey } from '../../lib/client-key'
import { ApiError } from '../../lib/errors'
import { bearerToken, findOperatorSession, revokeOperatorSessions } from '../../lib/operator-auth'
import { operatorLimits } from '../../lib/rate-limit'
import { errorBodySchema } from '../../lib/schemas'
import { secretBoxOf } from '../../lib/secret-box'
import { activateOperator, codeStep, passwordStep } from './service'

const withMessage = <T extends { name: string; max: number; windowMs: number }>(rule: T) => ({
  ...rule,
  message: OPERATOR_TOO_MANY_TRIES_MESSAGE,
})
const limits = {
  loginPerIp: withMessage(operatorLimits.loginPerIp),
  loginFailuresPerEmailIp: withMessage(operatorLimits.loginFailuresPerEmailIp),
  loginFailuresPerAccount: withMessage(operatorLimits.loginFailuresPerAccount),
  codeFailuresPerSession: operatorLimits.codeFailuresPerSession,
  codeFailuresPerOperator: withMessage(operatorLimits.codeFailuresPerOperator),
  activatePerIp: withMessage(operatorLimits.activatePerIp),
}

/**
 * The operators' sign-in (docs/product.md#operators), the routes of /api/admin that need no
 * operator session yet: the one-time link, the password step and the code step.
 */
const adminSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret
  const box = secretBoxOf(app.config)

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })

  app.post(
    '/activate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Elegir la contraseña de operador con el enlace de un solo uso',
        body: activateSchema,
        response: {
          200: z.object({ email: z.string() }),
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      await app.limiter.hit(limits.activatePerIp, clientKey(request))
      const operator = await activateOperator(
        app.db,
        secret,
        request.body.token,
        request.body.password,
      )
      return { email: operator.email }
    },
  )

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Primer paso del ingreso de un operador: la contraseña',
        body: adminLoginSchema,
        response: {
          200: adminLoginAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body
      const client = clientKey(request)
      const account = email.trim().toLowerCase()
      const failures = `${account}|${client}`
      await app.limiter.hit(limits.loginPerIp, client)
      await app.limiter.check(limits.loginFailuresPerEmailIp, failures)
      await app.limiter.check(limits.loginFailuresPerAccount, account)
      try {
        return await passwordStep(app.db, { secret, box }, email, password)
      } catch (err) {
        if (err instanceof ApiError && err.code === 'INVALID_CREDENTIALS') {
          await app.limiter.hit(limits.loginFailuresPerEmailIp, failures)
          await app.limiter.hit(limits.loginFailuresPerAccount, account)
        }
        throw err
      }
    },
  )

  app.post(
    '/login/code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Segundo paso del ingreso: el código de la app o uno de recuperación',
        body: adminCodeSchema,
        response: {
          200: adminCodeAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request)
      const session = token ? await findOperatorSession(app.db, secret, token) : null
      if (!session || session.stage !== 'password') throw new ApiError('OPERATOR_UNAUTHENTICATED')
      await app.limiter.check(limits.codeFailuresPerOperator, session.operatorId)
      try {
        return await codeStep(app.db, { secret, box }, session, request.body.code)
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'INVALID_CODE')) throw err
        await app.limiter.hit(limits.codeFailuresPerOperator, session.operatorId)
        if (await app.limiter.exceeds(limits.codeFailuresPerSession, session.sessionId)) {
          // The last wrong code of this password step: sign in again from the password.
          await revokeOperatorSessions(app.db, { sessionId: session.sessionId })
          throw new ApiError('OPERATOR_UNAUTHENTICATED', OPERATOR_CODE_TRIES_MESSAGE)
        }
        throw err
      }
    },
  )
}

export default adminSignInRoutes
