/*
 * Product options as both sides hold them (docs/product.md#product-options), without zod: the
 * rules and the cart use these; options/schemas.ts checks answers against them.
 */

export interface PublicOption {
  id: string
  name: string
  /** Centavos added to the product's price; may be 0. */
  priceDelta: number
  isAvailable: boolean
}

export interface PublicOptionGroup {
  id: string
  name: string
  minChoices: number
  maxChoices: number
  options: PublicOption[]
}

/** What an order item keeps of a chosen option, as it was sold. */
export interface OrderItemOption {
  group: string
  name: string
  priceDelta: number
}
