import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/**
 * Every request gets an id: it is in every log line of that request (`requestId`), in the
 * `x-request-id` header of its answer and in the body of an error answer, so what a customer sees
 * leads to the log lines of their request.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/** What an id set by a load balancer or proxy may look like to be kept: no spaces, quotes or controls. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when it is a safe one (so a load balancer's id
 * flows through to our logs), else a random UUID. Anything else a client sends is not logged.
 */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID()
}
