/**
 * One error shape for every API answer that is not a success (docs/product.md#errors):
 * `{ error: 'Mensaje en español', code: 'PRODUCT_NOT_FOUND' }`. The client parses it the same way.
 */
export const errorStatus = {
  VALIDATION: 400,
  /** A request HTTP itself finds malformed (bad URL, bad JSON, a broken multipart body). */
  BAD_REQUEST: 400,
  CAPTCHA_FAILED: 400,
  INVALID_CODE: 400,
  INVALID_TOKEN: 400,
  PHONE_NOT_VERIFIED: 400,
  /** A delivery address no map could place: the customer marks it on the map. */
  ADDRESS_NOT_LOCATED: 400,
  /** A delivery to another town than the shop's, which the shop does not deliver to. */
  OUTSIDE_DELIVERY_AREA: 400,
  /** A wrong current password when changing it: not a 401, the session itself is fine. */
  WRONG_PASSWORD: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BUSINESS_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  NAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CATEGORY_NAME_TAKEN: 409,
  CATEGORY_IN_USE: 409,
  INVALID_TRANSITION: 409,
  /** An order's prices differ from those the customer saw; the answer carries today's. */
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  /** One Idempotency-Key sent again with another order: the first order is not answered. */
  IDEMPOTENCY_KEY_REUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  DELIVERY_FAILED: 502,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

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
