// Kept apart from customer.ts: that part comes with the first load of the checkout and the order's
// page, these only with the slot picker (docs/decisions/0006-bundle-driven-splits.md).

/** Checkout's 'Programar' (docs/product.md#scheduled-orders) when the shop's slots did not arrive. */
export const SLOTS_LOAD_FAILED_MESSAGE =
  'No pudimos cargar los horarios. Revisá tu conexión y probá de nuevo.'

/** docs/product.md#scheduled-orders: a shop that takes no orders for later, a slot out of shape. */
export const SCHEDULED_NOT_ACCEPTED_MESSAGE =
  'Este comercio no toma pedidos programados. Pedí para ahora, cuando esté abierto.'

export const SCHEDULED_FOR_MESSAGE = 'Elegí un horario válido para tu pedido.'

/** Why the slot asked for is refused, one message for each SlotProblem (domain/schedule/slots.ts). */
export const SLOT_PROBLEM_MESSAGES = {
  NOT_A_SLOT: 'Ese horario no es una de las franjas del comercio. Elegí otro.',
  TOO_SOON:
    'Ese horario es muy pronto: el comercio necesita más tiempo para prepararlo. Elegí uno más tarde.',
  TOO_LATE: 'Solo podés programar pedidos para hoy o mañana.',
  CLOSED: 'El comercio está cerrado en ese horario. Elegí uno dentro de su horario de atención.',
  FULL: 'Esa franja ya está completa. Elegí otro horario.',
} as const
