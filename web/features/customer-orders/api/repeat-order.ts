import type { RepeatOrder } from '../../../../domain/orders/repeat'
import { apiFetch } from '../../../api/client'

/** docs/product.md#repeat-order: GET /public/orders/{id}/repeat?token= (the order at today's menu). */
export const fetchRepeatOrder = (id: string, token: string) =>
  apiFetch<RepeatOrder>(
    `/public/orders/${encodeURIComponent(id)}/repeat?token=${encodeURIComponent(token)}`,
  )
