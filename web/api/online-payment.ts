import type { OnlineCheckout } from '../../domain/payments/schemas'
import { apiFetch } from './client'

/**
 * docs/product.md#payments: `POST /public/orders/{id}/mercadopago?token=…` creates the order's
 * Mercado Pago checkout, and the browser goes there; Mercado Pago brings the customer back to the
 * order's page. Used by the checkout, right after ordering, and by the order's pages after.
 */
export async function payOnline(id: string, token: string): Promise<void> {
  const { url } = await apiFetch<OnlineCheckout>(
    `/public/orders/${encodeURIComponent(id)}/mercadopago?token=${encodeURIComponent(token)}`,
    { method: 'POST' },
  )
  window.location.assign(url)
}
