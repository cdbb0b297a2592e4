// Kept apart from customer.ts: that part comes with the first load of the checkout and the order's
// page, these only with the slot picker (docs/decisions/0006-bundle-driven-splits.md).

/** Checkout's 'Programar' (docs/product.md#scheduled-orders) when the shop's slots did not arrive. */
export const SLOTS_LOAD_FAILED_MESSAGE =
  'No pudimos cargar los horarios. Revisá tu conexión y probá de nuevo.'
