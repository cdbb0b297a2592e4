/**
 * How the checkout, the order page, the card, the ticket and the CSV name a coupon's line
 * (docs/product.md#coupons). Apart from rules.ts, which gives it too, so a page that only names a
 * coupon loads none of its rules or words (docs/decisions/0006-bundle-driven-splits.md).
 */
export const couponLineLabel = (code: string) => `Cupón ${code}`
