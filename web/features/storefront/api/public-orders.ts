import type {
  CheckoutRequestInput,
  CurrentPrice,
  PlacedOrder,
} from '../../../../domain/checkout/schemas'
import { IDEMPOTENCY_KEY_HEADER } from '../../../../domain/checkout/rules'
import { apiFetch, ApiRequestError } from '../../../api/client'

/**
 * docs/product.md#real-orders: `POST /api/public/business/{slug}/orders`, the order checkout
 * places.
 */
export interface PlaceOrderInput {
  slug: string
  /** With the slot's instant (ISO) for an order for later (docs/product.md#scheduled-orders). */
  order: CheckoutRequestInput & { scheduledFor?: string | null }
  /** The same key for every try of one checkout, so a retry answers the order already placed. */
  idempotencyKey: string
}

export const placeOrder = ({ slug, order, idempotencyKey }: PlaceOrderInput) =>
  apiFetch<PlacedOrder>(`/public/business/${encodeURIComponent(slug)}/orders`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: order,
  })

// Never retried behind the customer's back: 'Ir a pagar' again reuses the key, so it is safe.

/** Today's prices when the server refused the order because some changed (409 PRICE_CHANGED). */
export function changedPrices(err: unknown): CurrentPrice[] | null {
  if (!(err instanceof ApiRequestError) || err.code !== 'PRICE_CHANGED') return null
  const prices = (err.body as { prices?: unknown } | null)?.prices
  return Array.isArray(prices) ? (prices as CurrentPrice[]) : null
}
