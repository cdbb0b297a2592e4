import type { Order } from '../../domain/orders/schemas'

/** An order's lines as the kitchen reads them: one with options and a note, one plain. */
export const pizzaItems: Order['items'] = [
  {
    quantity: 2,
    product: { name: 'Muzzarella' },
    unitPrice: 1_530_000,
    notes: 'bien cocida',
    options: [
      { group: 'Tamaño', name: 'Grande', priceDelta: 250_000 },
      { group: 'Extras', name: 'Extra queso', priceDelta: 80_000 },
    ],
  },
  { quantity: 1, product: { name: 'Fugazza' }, unitPrice: 1_100_000, notes: null, options: [] },
]
