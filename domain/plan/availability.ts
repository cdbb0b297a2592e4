/**
 * Whether a shop takes orders by its plan, as customers see it (docs/product.md#plan-payments): its
 * pages and the checkout read this, never the plan's reason. Apart from rules.ts, which the public
 * pages do not load.
 */
export const SHOP_AVAILABILITIES = ['taking-orders', 'not-taking-orders', 'unavailable'] as const
export type ShopAvailability = (typeof SHOP_AVAILABILITIES)[number]
