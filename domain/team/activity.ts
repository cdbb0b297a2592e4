/**
 * Actividad's kinds (docs/product.md#team) and how the panel names them. The server records them
 * (server/lib/activity.ts); the panel filters and reads them.
 */
export const ACTIVITY_KINDS = [
  'order.accepted',
  'order.rejected',
  'order.paid',
  'product.price',
  'product.stock',
  'option.stock',
  'pause.on',
  'pause.off',
  'hours.edited',
  'delivery.edited',
  'payments.edited',
  'member.invited',
  'member.removed',
  'member.role',
  'coupon.created',
  'coupon.edited',
  'coupon.deleted',
  'customer.anonymized',
  'privacy.edited',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  'order.accepted': 'Aceptó un pedido',
  'order.rejected': 'Rechazó un pedido',
  'order.paid': 'Marcó un pedido como pagado',
  'product.price': 'Cambió un precio',
  'product.stock': 'Cambió el stock de un producto',
  'option.stock': 'Cambió el stock de una opción',
  'pause.on': 'Pausó los pedidos',
  'pause.off': 'Reanudó los pedidos',
  'hours.edited': 'Editó los horarios',
  'delivery.edited': 'Editó las opciones de entrega',
  'payments.edited': 'Editó los cobros',
  'member.invited': 'Invitó a un miembro',
  'member.removed': 'Quitó a un miembro',
  'member.role': 'Cambió el rol de un miembro',
  'coupon.created': 'Creó un cupón',
  'coupon.edited': 'Editó un cupón',
  'coupon.deleted': 'Eliminó un cupón',
  'customer.anonymized': 'Anonimizó los datos de un cliente',
  'privacy.edited': 'Cambió cuánto se guardan los datos de clientes',
}

/** Actividad keeps 180 days. */
export const ACTIVITY_KEEP_DAYS = 180

/** Invitation links last 7 days and work once. */
export const INVITATION_DAYS = 7
