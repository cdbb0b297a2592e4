import { z } from 'zod'
import type { RepeatOrder } from './repeat'

/**
 * `GET /api/public/orders/{id}/repeat?token=…` (docs/product.md#repeat-order): the answer's schema,
 * apart from repeat.ts so the order page, which only reads its types, loads no zod for it.
 */

const text = z.string()
const money = z.number().int()

export const repeatChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PRICE'), before: money, after: money }),
  z.object({ kind: z.literal('PRODUCT_GONE') }),
  z.object({ kind: z.literal('OUT_OF_STOCK') }),
  z.object({ kind: z.literal('OPTION_GONE'), group: text, option: text }),
  z.object({ kind: z.literal('OPTION_UNAVAILABLE'), group: text, option: text }),
  z.object({ kind: z.literal('CHOICES_INVALID') }),
])

export const repeatOrderSchema = z.object({
  business: z.object({ name: text, slug: text }),
  lines: z.array(
    z.object({
      productId: text.nullable(),
      name: text,
      quantity: z.number().int(),
      notes: text.nullable(),
      options: z.array(z.object({ id: text, group: text, name: text, priceDelta: money })),
      imageUrl: text.nullable(),
      soldUnitPrice: money,
      unitPrice: money.nullable(),
      status: z.enum(['UNCHANGED', 'CHANGED', 'LEFT_OUT']),
      changes: z.array(repeatChangeSchema),
    }),
  ),
}) satisfies z.ZodType<RepeatOrder>
