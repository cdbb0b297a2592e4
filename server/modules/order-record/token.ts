import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { isUuid } from '../../../domain/catalog/rules'
import { ApiError } from '../../lib/errors'

/*
 * The customer's capability to one order (docs/ARCHITECTURE.md#an-order-end-to-end): the
 * unguessable publicToken the order was placed with, never its id alone.
 */

export const orderNotFound = () => new ApiError('ORDER_NOT_FOUND')

/** 24 random bytes, URL-safe: what the checkout's answer hands the customer. */
export const newPublicToken = () => randomBytes(24).toString('base64url')

/** Compared as fixed-length digests, so the time taken says nothing about the stored token. */
export function sameToken(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(stored))
}

/**
 * The order `id` as `read` finds it, when `token` is its own. An unknown or malformed id and a
 * wrong or missing token are the same 404, so an answer says nothing more about an id.
 */
export async function orderByToken<Row extends { publicToken: string }>(
  id: string,
  token: string | undefined,
  read: (id: string) => Promise<Row | undefined>,
): Promise<Row> {
  if (!isUuid(id) || !token) throw orderNotFound()
  const row = await read(id)
  if (!row || !sameToken(token, row.publicToken)) throw orderNotFound()
  return row
}
