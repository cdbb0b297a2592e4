import type { ErrorCode } from './catalogue'

/**
 * One error shape for every API answer that is not a success (docs/product.md#errors):
 * `{ error: 'Mensaje en español', code: 'PRODUCT_NOT_FOUND', requestId: '…' }`. Kept apart from the
 * catalogue so the browser can read an answer without loading every message.
 */
export interface ApiErrorBody {
  error: string
  code: ErrorCode
  /**
   * The request's id, also in its `x-request-id` header and in every log line of it: what support
   * asks for. Every answer of a request carries it; only a request Node could not even parse
   * (headers too large, a broken request line) is answered without one.
   */
  requestId?: string
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).code === 'string'
  )
}
