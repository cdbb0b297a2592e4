import { z } from 'zod'
import { NEXT_PAGE_MESSAGE } from '../../../domain/messages/customer'
import { ApiError } from '../../lib/errors'

/**
 * Where a page ended: the sort key of its last shop, plus the instant the statuses were evaluated
 * at and the location they were measured from. Pinning the instant keeps the order of later pages
 * the same as the first one's even when a shop opens or closes while the customer scrolls.
 */
const cursorSchema = z.object({
  v: z.literal(1),
  /** Evaluation instant, epoch ms. */
  t: z.number().int().nonnegative(),
  /** Location the distances were measured from; null without one. */
  l: z.tuple([z.number(), z.number()]).nullable(),
  /** With a location: 0 while in the shops in reach, 1 in the farther ones listed after them. */
  f: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Open-status rank (0 Abierto … 3 Cerrado). */
  r: z.number().int().min(0).max(3),
  d: z.number().int().nonnegative().nullable(),
  k: z.string().max(400),
  i: z.guid(),
})
export type ExploreCursor = z.infer<typeof cursorSchema>
type CursorFields = z.input<typeof cursorSchema>

export function encodeCursor(cursor: CursorFields): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeCursor(raw: string): ExploreCursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
  } catch {
    throw new ApiError('VALIDATION', NEXT_PAGE_MESSAGE)
  }
}
