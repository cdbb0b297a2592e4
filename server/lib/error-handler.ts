import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiErrorBody } from '../../domain/errors'
import { ApiError } from './errors'

/** What a client error of each status says, when nothing more precise is known. */
const byStatus: Record<number, ApiErrorBody> = {
  400: { error: 'La solicitud no es válida.', code: 'BAD_REQUEST' },
  401: { error: 'Tu sesión venció. Iniciá sesión de nuevo.', code: 'UNAUTHENTICATED' },
  403: { error: 'No tenés permiso para hacer esto.', code: 'FORBIDDEN' },
  404: { error: 'No encontramos lo que buscás.', code: 'ROUTE_NOT_FOUND' },
  405: { error: 'Esta operación no está permitida acá.', code: 'METHOD_NOT_ALLOWED' },
  406: { error: 'No podemos responder en el formato pedido.', code: 'NOT_ACCEPTABLE' },
  408: { error: 'La solicitud tardó demasiado. Volvé a probar.', code: 'REQUEST_TIMEOUT' },
  413: { error: 'La solicitud es demasiado grande.', code: 'PAYLOAD_TOO_LARGE' },
  414: { error: 'La dirección es demasiado larga.', code: 'URI_TOO_LONG' },
  415: { error: 'Tipo de contenido no admitido.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  429: {
    error: 'Demasiados intentos. Esperá un momento y volvé a probar.',
    code: 'RATE_LIMITED',
  },
  431: {
    error: 'Los encabezados de la solicitud son demasiado grandes.',
    code: 'HEADERS_TOO_LARGE',
  },
}

/** Fastify and plugin errors whose cause deserves its own words. */
const byFastifyCode: Record<string, ApiErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    error: 'El cuerpo de la solicitud no es un JSON válido.',
    code: 'BAD_REQUEST',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'Falta el cuerpo de la solicitud.', code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'El largo declarado no coincide con el cuerpo.',
    code: 'BAD_REQUEST',
  },
  FST_ERR_BAD_URL: { error: 'La dirección no es válida.', code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { error: 'El archivo es demasiado grande.', code: 'PAYLOAD_TOO_LARGE' },
}

const INTERNAL_BODY: ApiErrorBody = {
  error: 'Ocurrió un error inesperado. Intentá más tarde.',
  code: 'INTERNAL',
}

const bodyReadToTheEnd = {
  FST_ERR_CTP_INVALID_JSON_BODY: true,
  FST_ERR_CTP_EMPTY_JSON_BODY: true,
}

/** The `{ error, code }` answer of a client error (4xx) of this status or Fastify code. */
export function clientErrorBody(status: number, fastifyCode?: string): ApiErrorBody {
  return (fastifyCode && byFastifyCode[fastifyCode]) || byStatus[status] || byStatus[400]
}

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
    // Fastify ends the connection after any body it could not parse, but a JSON body that does not
    // parse was read to its end: the connection can serve the client's next request.
    if (error.code in bodyReadToTheEnd) reply.removeHeader('connection')
    if (status >= 400 && status < 500) {
      const known = byStatus[status] ? status : 400
      return reply.status(known).send(clientErrorBody(known, error.code))
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
    return reply.status(500).send(INTERNAL_BODY)
  })
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, or a path parameter past its length. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400
  if (status < 500) return reply.status(status).send(clientErrorBody(status, error.code))
  request.log.error({ err: error, url: request.url }, 'request failed before routing')
  return reply.status(500).send(INTERNAL_BODY)
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request (headers too large, a broken
 * request line, a timeout). The parser cannot go on, so the connection ends after the answer, but
 * with `Connection: close` and a graceful end so the client reads the answer instead of a reset.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400
  const json = JSON.stringify(clientErrorBody(status))
  // An answer to HEAD has no body (the packet that failed starts with the request line). Node
  // hands the packet as a Buffer, whatever Fastify's types say.
  const packet = error.rawPacket as unknown
  const isHead = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD '
  const body = isHead ? '' : json
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${body}`,
  )
  // Whatever the client still sends is read and dropped, so closing does not turn into a reset.
  socket.resume()
  socket.setTimeout(5000, () => socket.destroy())
}
