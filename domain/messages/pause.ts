// Kept apart from customer.ts: the storefront's first load carries these words, not that file.

/**
 * While a shop pauses its orders (docs/product.md#pause): on its pages and as the server's refusal.
 * `day` is null for today, else 'de mañana' or 'del sábado'.
 */
export function pausedOrdersMessage(time: string, day: string | null): string {
  return `No está tomando pedidos hasta las ${time}${day ? ` ${day}` : ''}`
}

/**
 * A shop whose plan lapsed (past its trial or its grace period, docs/product.md#plan-payments): on
 * its pages and as the server's refusal. Customers are told nothing of its billing.
 */
export const NOT_TAKING_ORDERS_MESSAGE = 'No está tomando pedidos por el momento'

/** The directory card's short form of it. */
export const NOT_TAKING_ORDERS_LABEL = 'No toma pedidos'

/** A shop an operator suspended (docs/product.md#operators): its pages and the server's refusal. */
export const SHOP_UNAVAILABLE_MESSAGE = 'Este comercio no está disponible por el momento.'
