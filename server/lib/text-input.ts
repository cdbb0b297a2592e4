import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './errors'
import { BAD_CHARACTERS_MESSAGE, TEXT_TOO_LONG_MESSAGE } from '../../domain/messages/api'

/*
 * Limits every text a client sends, once for all routes: PostgreSQL cannot store a NUL character
 * (it would fail the query with a 500), and no field of ours needs more than a few thousand
 * characters (schemas set tighter limits of their own; this catches any they miss).
 */

/** The longest text any field takes (a captcha token is the longest we expect). */
export const MAX_TEXT_LENGTH = 10_000

/** Throws a Spanish 400 for a text with a NUL character or past MAX_TEXT_LENGTH. */
export function checkText(value: string): void {
  if (value.includes('\u0000')) throw new ApiError('VALIDATION', BAD_CHARACTERS_MESSAGE)
  if (value.length > MAX_TEXT_LENGTH) throw new ApiError('VALIDATION', TEXT_TOO_LONG_MESSAGE)
}

function checkTree(value: unknown, depth = 0): void {
  if (typeof value === 'string') return checkText(value)
  // JSON bodies are at most 1 MB, so nesting is bounded; the depth guard keeps it cheap anyway.
  if (typeof value !== 'object' || value === null || depth > 20) return
  if (Buffer.isBuffer(value)) return
  for (const [key, item] of Object.entries(value)) {
    checkText(key)
    checkTree(item, depth + 1)
  }
}

/** preValidation hook: path parameters, query string and JSON body, before any schema or query. */
export function checkRequestText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
) {
  try {
    checkTree(request.params)
    checkTree(request.query)
    checkTree(request.body)
  } catch (error) {
    return done(error as Error)
  }
  done()
}
