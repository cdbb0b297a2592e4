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
import { apiErrorBody, type ErrorCode } from '../../domain/errors/catalogue'
import { type ApiErrorBody } from '../../domain/errors/body'
import {
  BAD_URL_MESSAGE,
  CONTENT_LENGTH_MESSAGE,
  EMPTY_BODY_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_JSON_MESSAGE,
} from '../../domain/messages/api'
import { ApiError } from './errors'
import { logSafeUrl } from './log-url'
import { REQUEST_ID_HEADER } from './request-id'

/** The code of a client error of each status, when nothing more precise is known. */
const byStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
}

/** Fastify and plugin errors whose cause deserves its own words. */
const byFastifyCode: Record<string, ApiErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiErrorBody('BAD_REQUEST', INVALID_JSON_MESSAGE),
  FST_ERR_CTP_EMPTY_JSON_BODY: apiErrorBody('BAD_REQUEST', EMPTY_BODY_MESSAGE),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiErrorBody('BAD_REQUEST', CONTENT_LENGTH_MESSAGE),
  FST_ERR_BAD_URL: apiErrorBody('BAD_REQUEST', BAD_URL_MESSAGE),
  FST_REQ_FILE_TOO_LARGE: apiErrorBody('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE),
}

const INTERNAL_BODY = apiErrorBody('INTERNAL')

const bodyReadToTheEnd = {
  FST_ERR_CTP_INVALID_JSON_BODY: true,
  FST_ERR_CTP_EMPTY_JSON_BODY: true,
}

/** The `{ error, code }` answer of a client error (4xx) of this status or Fastify code. */
export function clientErrorBody(status: number, fastifyCode?: string): ApiErrorBody {
  return (
    (fastifyCode && byFastifyCode[fastifyCode]) || apiErrorBody(byStatus[status] ?? 'BAD_REQUEST')
  )
}

/** An error answer of `request`: the body with the request's id, which its log lines carry too. */
export function errorAnswer<Body extends ApiErrorBody>(
  request: FastifyRequest,
  body: Body,
): Body & { requestId: string } {
  return { ...body, requestId: request.id }
}

/**
 * Turns every failure into the one error shape, with the request's id. Validation errors carry the Spanish message of the
 * zod schema that failed; a 5xx never leaks its cause to the client, only to the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send(errorAnswer(request, error.toBody()))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const body = apiErrorBody('VALIDATION', first?.message)
      return reply.status(400).send(errorAnswer(request, body))
    }
    const status = error.statusCode ?? 500
    // Fastify ends the connection after any body it could not parse, but a JSON body that does not
    // parse was read to its end: the connection can serve the client's next request.
    if (error.code in bodyReadToTheEnd) reply.removeHeader('connection')
    if (status >= 400 && status < 500) {
      const known = byStatus[status] ? status : 400
      return reply.status(known).send(errorAnswer(request, clientErrorBody(known, error.code)))
    }
    // The log line carries the request's id (`requestId`), as the answer does.
    request.log.error(
      { err: error, url: logSafeUrl(request.url), method: request.method },
      'request failed',
    )
    return reply.status(500).send(errorAnswer(request, INTERNAL_BODY))
  })
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode, or a path parameter past its length. No
 * onRequest hook has run, so the request id header is set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(REQUEST_ID_HEADER, request.id)
  const status = error.statusCode ?? 400
  if (status < 500) {
    return reply.status(status).send(errorAnswer(request, clientErrorBody(status, error.code)))
  }
  request.log.error({ err: error, url: logSafeUrl(request.url) }, 'request failed before routing')
  return reply.status(500).send(errorAnswer(request, INTERNAL_BODY))
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request (headers too large, a broken
 * request line, a timeout). The parser cannot go on, so the connection ends after the answer, but
 * with `Connection: close` and a graceful end so the client reads the answer instead of a reset.
 * There is no request here, so the answer carries no request id.
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
  // An answer to HEAD has no body: bytes after it would read as a broken next answer. Node hands
  // the packet it was parsing when it failed (a Buffer, whatever Fastify's types say); when the
  // request arrived in pieces that is a later piece, and the method is unknown, so no body then.
  const packet = error.rawPacket as unknown
  const method = Buffer.isBuffer(packet)
    ? /^([A-Z]+) /.exec(packet.subarray(0, 16).toString('latin1'))?.[1]
    : undefined
  const body = method && method !== 'HEAD' ? json : ''
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(method === 'HEAD' ? json : body)}\r\n\r\n${body}`,
  )
  // Whatever the client still sends is read and dropped, so closing does not turn into a reset.
  socket.resume()
  socket.setTimeout(5000, () => socket.destroy())
}
