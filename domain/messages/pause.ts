// Kept apart from customer.ts: the storefront's first load carries these words, not that file.

/**
 * While a shop pauses its orders (docs/product.md#pause): on its pages and as the server's refusal.
 * `day` is null for today, else 'de mañana' or 'del sábado'.
 */
export function pausedOrdersMessage(time: string, day: string | null): string {
  return `No está tomando pedidos hasta las ${time}${day ? ` ${day}` : ''}`
}
