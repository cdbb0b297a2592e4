import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiErrorBody } from '../../domain/errors'
import { ApiError } from './errors'

/**
 * Turns every failure into the one error shape. Validation errors carry the Spanish message of the
 * zod schema that failed; a 5xx never leaks its cause to the client, only to the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send(error.toBody())
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const body: ApiErrorBody = { error: first?.message ?? 'Datos inválidos.', code: 'VALIDATION' }
      return reply.status(400).send(body)
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply.status(429).send({
        error: 'Demasiados intentos. Esperá un momento y volvé a probar.',
        code: 'RATE_LIMITED',
      })
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: 'El archivo es demasiado grande.', code: 'PAYLOAD_TOO_LARGE' })
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ error: 'Tipo de contenido no admitido.', code: 'UNSUPPORTED_MEDIA_TYPE' })
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'La solicitud no es válida.', code: 'VALIDATION' })
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
    return reply
      .status(500)
      .send({ error: 'Ocurrió un error inesperado. Intentá más tarde.', code: 'INTERNAL' })
  })
}
