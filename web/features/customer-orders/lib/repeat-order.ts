import type { NewCartLine } from '../../../../domain/cart/rules'
import type { RepeatOrder } from '../../../../domain/orders/repeat'
import { repeatChangeText } from '../../../../domain/messages/repeat-order'

/** What 'Repetir pedido' does with the server's answer (docs/product.md#repeat-order). */
export interface RepeatPlan {
  /** The cart lines, at today's prices; empty when nothing of the order can be ordered today. */
  lines: NewCartLine[]
  /** One sentence per change, in the order's line order: 'Milanesa: ahora $ 13.500 (antes $ 12.500)'. */
  changes: string[]
}

export function repeatPlan(answer: RepeatOrder): RepeatPlan {
  const lines: NewCartLine[] = []
  for (const line of answer.lines) {
    if (line.status === 'LEFT_OUT' || line.productId === null || line.unitPrice === null) continue
    lines.push({
      productId: line.productId,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
      ...(line.notes ? { notes: line.notes } : {}),
      ...(line.options.length > 0 ? { options: line.options } : {}),
      imageUrl: line.imageUrl,
    })
  }
  const changes = answer.lines.flatMap((line) =>
    line.changes.map((change) => repeatChangeText(line.name, change)),
  )
  return { lines, changes }
}
