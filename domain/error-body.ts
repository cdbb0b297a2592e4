import type { ErrorCode } from './errors'

/**
 * One error shape for every API answer that is not a success (docs/product.md#errors):
 * `{ error: 'Mensaje en español', code: 'PRODUCT_NOT_FOUND' }`. Kept apart from the catalogue so the
 * browser can read an answer without loading every message.
 */
export interface ApiErrorBody {
  error: string
  code: ErrorCode
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).code === 'string'
  )
}
