import { z } from 'zod'

/*
 * Product options (docs/product.md#product-options): a product offers option groups ('Tamaño',
 * 'Gustos', 'Extras'), each asking for between `minChoices` and `maxChoices` of its options; an
 * option adds its `priceDelta` (centavos, may be 0) to the product's price. The server prices an
 * order with `resolveChoices`; the storefront runs the same function to show the running price and
 * to hold back 'Agregar' until the choices are complete.
 */

export const publicOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDelta: z.number().int(),
  isAvailable: z.boolean(),
})

export const publicOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(publicOptionSchema),
})

/** What an order item keeps of a chosen option, as it was sold. */
export const orderItemOptionSchema = z.object({
  group: z.string(),
  name: z.string(),
  priceDelta: z.number().int(),
})
