import * as m from '../messages'

/**
 * One error shape for every API answer that is not a success (docs/product.md#errors):
 * `{ error: 'Mensaje en español', code: 'PRODUCT_NOT_FOUND' }`. The client parses it the same way.
 */
/**
 * The error catalogue: each code with its HTTP status and the message it says when the thrower has
 * nothing more precise (every text is in domain/messages/); the shape of an answer is in body.ts.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: m.INVALID_DATA_MESSAGE },
  /** A request HTTP itself finds malformed (bad URL, bad JSON, a broken multipart body). */
  BAD_REQUEST: { status: 400, message: m.BAD_REQUEST_MESSAGE },
  CAPTCHA_FAILED: { status: 400, message: m.CAPTCHA_MESSAGE },
  INVALID_CODE: { status: 400, message: m.INVALID_CODE_MESSAGE },
  INVALID_TOKEN: { status: 400, message: m.INVALID_RESET_LINK_MESSAGE },
  PHONE_NOT_VERIFIED: { status: 400, message: m.PHONE_NOT_VERIFIED_MESSAGE },
  /** A delivery address no map could place: the customer marks it on the map. */
  ADDRESS_NOT_LOCATED: { status: 400, message: m.ADDRESS_NOT_LOCATED_MESSAGE },
  /** A delivery to another town than the shop's, which the shop does not deliver to. */
  OUTSIDE_DELIVERY_AREA: { status: 400, message: m.OUTSIDE_AREA_MESSAGE },
  /** A wrong current password when changing it: not a 401, the session itself is fine. */
  WRONG_PASSWORD: { status: 400, message: m.WRONG_PASSWORD_MESSAGE },
  /** docs/product.md#team: the owner is never removed from the team nor given another role. */
  OWNER_NOT_EDITABLE: { status: 400, message: m.OWNER_NOT_EDITABLE_MESSAGE },
  INVALID_CREDENTIALS: { status: 401, message: m.INVALID_CREDENTIALS_MESSAGE },
  /** A login at an account with several failed tries since its last success, without a captcha. */
  CAPTCHA_REQUIRED: { status: 401, message: m.LOGIN_CAPTCHA_MESSAGE },
  UNAUTHENTICATED: { status: 401, message: m.UNAUTHENTICATED_MESSAGE },
  /** No live operator session at /api/admin. */
  OPERATOR_UNAUTHENTICATED: { status: 401, message: m.OPERATOR_UNAUTHENTICATED_MESSAGE },
  /** An operator session past its password but not its TOTP code. */
  OPERATOR_TOTP_REQUIRED: { status: 401, message: m.OPERATOR_TOTP_REQUIRED_MESSAGE },
  /** A payment notification whose signature does not verify, or whose timestamp is stale. */
  INVALID_SIGNATURE: { status: 401, message: m.INVALID_SIGNATURE_MESSAGE },
  FORBIDDEN: { status: 403, message: m.FORBIDDEN_MESSAGE },
  /** A shop owner's token, or any other than an operator's, at /api/admin. */
  OPERATOR_ONLY: { status: 403, message: m.OPERATOR_FORBIDDEN_MESSAGE },
  NOT_FOUND: { status: 404, message: m.NOT_FOUND_MESSAGE },
  BUSINESS_NOT_FOUND: { status: 404, message: m.BUSINESS_NOT_FOUND_MESSAGE },
  ROUTE_NOT_FOUND: { status: 404, message: m.NOT_FOUND_MESSAGE },
  PRODUCT_NOT_FOUND: { status: 404, message: m.PRODUCT_NOT_FOUND_MESSAGE },
  CATEGORY_NOT_FOUND: { status: 404, message: m.CATEGORY_NOT_FOUND_MESSAGE },
  OPTION_GROUP_NOT_FOUND: { status: 404, message: m.OPTION_GROUP_NOT_FOUND_MESSAGE },
  OPTION_NOT_FOUND: { status: 404, message: m.OPTION_NOT_FOUND_MESSAGE },
  ORDER_NOT_FOUND: { status: 404, message: m.ORDER_NOT_FOUND_MESSAGE },
  COUPON_NOT_FOUND: { status: 404, message: m.COUPON_NOT_FOUND_MESSAGE },
  /** docs/product.md#team: a member or an invitation that is not (or no longer) of the caller's shop. */
  MEMBER_NOT_FOUND: { status: 404, message: m.MEMBER_NOT_FOUND_MESSAGE },
  INVITATION_NOT_FOUND: { status: 404, message: m.INVITATION_NOT_FOUND_MESSAGE },
  METHOD_NOT_ALLOWED: { status: 405, message: m.METHOD_NOT_ALLOWED_MESSAGE },
  NOT_ACCEPTABLE: { status: 406, message: m.NOT_ACCEPTABLE_MESSAGE },
  REQUEST_TIMEOUT: { status: 408, message: m.REQUEST_TIMEOUT_MESSAGE },
  CONFLICT: { status: 409, message: m.CONFLICT_MESSAGE },
  NAME_TAKEN: { status: 409, message: m.NAME_TAKEN_MESSAGE },
  EMAIL_TAKEN: { status: 409, message: m.EMAIL_TAKEN_MESSAGE },
  /** docs/product.md#team: an invitation to an address that already has a Barrio account. */
  EMAIL_HAS_ACCOUNT: { status: 409, message: m.EMAIL_HAS_ACCOUNT_MESSAGE },
  /** docs/product.md#team: an address with an open invitation to the shop (it can be resent). */
  INVITATION_PENDING: { status: 409, message: m.INVITATION_PENDING_MESSAGE },
  CATEGORY_NAME_TAKEN: { status: 409, message: m.CATEGORY_NAME_TAKEN_MESSAGE },
  COUPON_CODE_TAKEN: { status: 409, message: m.COUPON_CODE_TAKEN_MESSAGE },
  /** A coupon's rule broken (docs/product.md#coupons): its reason goes to the checkout's coupon field. */
  COUPON_REFUSED: { status: 409, message: m.COUPON_REFUSED_MESSAGE },
  CATEGORY_IN_USE: { status: 409, message: m.CATEGORY_IN_USE_MESSAGE },
  INVALID_TRANSITION: { status: 409, message: m.INVALID_TRANSITION_MESSAGE },
  /** An order's prices differ from those the customer saw; the answer carries today's. */
  PRICE_CHANGED: { status: 409, message: m.PRICE_CHANGED_MESSAGE },
  PAYLOAD_TOO_LARGE: { status: 413, message: m.PAYLOAD_TOO_LARGE_MESSAGE },
  URI_TOO_LONG: { status: 414, message: m.URI_TOO_LONG_MESSAGE },
  /** One Idempotency-Key sent again with another order: the first order is not answered. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: m.IDEMPOTENCY_KEY_REUSED_MESSAGE },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: m.UNSUPPORTED_MEDIA_TYPE_MESSAGE },
  RATE_LIMITED: { status: 429, message: m.RATE_LIMITED_MESSAGE },
  HEADERS_TOO_LARGE: { status: 431, message: m.HEADERS_TOO_LARGE_MESSAGE },
  INTERNAL: { status: 500, message: m.INTERNAL_MESSAGE },
  DELIVERY_FAILED: { status: 502, message: m.DELIVERY_FAILED_MESSAGE },
  /** The payment provider did not answer, or answered an error. */
  PAYMENT_PROVIDER_FAILED: { status: 502, message: m.PAYMENT_PROVIDER_MESSAGE },
  UNAVAILABLE: { status: 503, message: m.UNAVAILABLE_MESSAGE },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue

/** An error answer: the code's default message unless a more precise one of the catalogue is given. */
export function apiErrorBody(
  code: ErrorCode,
  message?: string,
): { error: string; code: ErrorCode } {
  return { error: message ?? errorCatalogue[code].message, code }
}
