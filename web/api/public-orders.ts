import { useMutation } from '@tanstack/react-query'
import type { CheckoutRequestInput, PlacedOrder } from '../../domain/checkout'
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/checkout-rules'
import { apiFetch } from './client'

/** Issue 7: `POST /api/public/business/{slug}/orders`, the order checkout places. */
export interface PlaceOrderInput {
  slug: string
  order: CheckoutRequestInput
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
export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, retry: false })
}
