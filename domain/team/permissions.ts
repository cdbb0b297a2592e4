/**
 * Who in a shop's team may do what (docs/product.md#team): one map, read by the server for every
 * /api/business route and by the panel to hide what a role cannot do. Kept free of zod and of
 * anything heavy: the panel's entry imports it.
 */

/** A member's role in the shop. The owner is the one who registered it; there is one per shop. */
export const MEMBER_ROLES = ['owner', 'manager', 'staff'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** The roles an owner can give in an invitation or a change of role. */
export const INVITABLE_ROLES = ['manager', 'staff'] as const satisfies readonly MemberRole[]
export type InvitableRole = (typeof INVITABLE_ROLES)[number]

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Dueño',
  manager: 'Encargado',
  staff: 'Cocina / Caja',
}

export const isMemberRole = (value: unknown): value is MemberRole =>
  typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value)

/** What a route or a screen needs. Each is a line of docs/product.md#team. */
export const CAPABILITIES = {
  /** Pedidos: the live board, accept with a wait time, reject, print, mark paid, and the history. */
  orders: ['owner', 'manager', 'staff'],
  /** The orders' CSV. */
  ordersExport: ['owner', 'manager'],
  /** Pausing and resuming orders. */
  pause: ['owner', 'manager', 'staff'],
  /** The stock switches of products and options, and reading the catalogue they sit in. */
  stock: ['owner', 'manager', 'staff'],
  /** Products, options and categories: creating, editing, deleting. */
  catalog: ['owner', 'manager'],
  /** Inicio's figures and sales. */
  stats: ['owner', 'manager'],
  /** Opening hours. */
  hours: ['owner', 'manager'],
  /** The answer timer, auto-accept, preparation time and orders for later. */
  orderSettings: ['owner', 'manager'],
  /** Delivery options. */
  delivery: ['owner', 'manager'],
  /** The QR menu page. */
  qr: ['owner', 'manager'],
  /** Actividad: who did what. */
  activity: ['owner', 'manager'],
  /** Cupones: creating, editing, switching off and deleting coupon codes. */
  coupons: ['owner', 'manager'],
  /** Clientes: the customers' list and CSV, anonymising one, how long their data is kept. */
  customers: ['owner', 'manager'],
  /** The shop's identity: name, email, legal data, logo and cover. */
  identity: ['owner'],
  /** Cobros: Mercado Pago and transfer details, where customers' money goes. */
  payments: ['owner'],
  /** The plan and its payments. */
  plan: ['owner'],
  /** Equipo: invitations, roles, removals. */
  team: ['owner'],
  /** Each member's own account: their password, their sessions, their devices' notifications. */
  account: ['owner', 'manager', 'staff'],
} as const satisfies Record<string, readonly MemberRole[]>

export type Capability = keyof typeof CAPABILITIES

export const can = (role: MemberRole, capability: Capability): boolean =>
  (CAPABILITIES[capability] as readonly MemberRole[]).includes(role)

/**
 * Every /api/business route (method and path under /api/business) and what it needs. A route that
 * is not here is refused at start-up: a new route always comes with its rule.
 */
export const BUSINESS_ROUTES: Record<string, Capability> = {
  'GET /stats': 'stats',
  'GET /stats/sales': 'stats',
  'GET /orders': 'orders',
  'GET /orders/summary': 'orders',
  'GET /orders/export.csv': 'ordersExport',
  'POST /orders/:id/status': 'orders',
  'PUT /orders/:id/payment': 'orders',
  'GET /orders/events': 'orders',
  'GET /orders/timing': 'orders',
  'GET /settings/orders': 'orderSettings',
  'PUT /settings/orders': 'orderSettings',
  'PUT /busy': 'pause',
  'DELETE /busy': 'pause',
  'GET /push': 'account',
  'POST /push/subscriptions': 'account',
  'DELETE /push/subscriptions': 'account',
  'GET /plan': 'plan',
  'POST /plan/checkout': 'plan',
  'GET /products': 'stock',
  'GET /products/:id': 'stock',
  'POST /products': 'catalog',
  'PUT /products/:id': 'catalog',
  'PUT /products/:id/toggle-availability': 'stock',
  'DELETE /products/:id': 'catalog',
  'GET /option-groups': 'stock',
  'POST /option-groups': 'catalog',
  'PUT /option-groups/:id': 'catalog',
  'DELETE /option-groups/:id': 'catalog',
  'PATCH /options/:id': 'stock',
  'PUT /products/:id/option-groups': 'catalog',
  'GET /categories': 'stock',
  'POST /categories': 'catalog',
  'DELETE /categories/:id': 'catalog',
  'GET /settings/profile': 'account',
  'PUT /settings/profile': 'identity',
  'PUT /settings/business': 'identity',
  'PUT /settings/logo': 'identity',
  'PUT /settings/cover': 'identity',
  'PUT /settings/password': 'account',
  'POST /settings/logout-all': 'account',
  'GET /settings/delivery': 'delivery',
  'PUT /settings/delivery': 'delivery',
  'GET /settings/opening-hours': 'hours',
  'PUT /settings/opening-hours': 'hours',
  'GET /settings/payments': 'payments',
  'PUT /settings/payments': 'payments',
  'POST /settings/payments/test': 'payments',
  'GET /pause': 'pause',
  'PUT /pause': 'pause',
  'DELETE /pause': 'pause',
  'GET /team': 'team',
  'POST /team/invitations': 'team',
  'POST /team/invitations/:id/resend': 'team',
  'DELETE /team/invitations/:id': 'team',
  'PUT /team/members/:id': 'team',
  'DELETE /team/members/:id': 'team',
  'GET /activity': 'activity',
  'GET /coupons': 'coupons',
  'POST /coupons': 'coupons',
  'PUT /coupons/:id': 'coupons',
  'DELETE /coupons/:id': 'coupons',
  'GET /customers': 'customers',
  'GET /customers/export.csv': 'customers',
  'POST /customers/anonymize': 'customers',
  'GET /settings/privacy': 'customers',
  'PUT /settings/privacy': 'customers',
}

/** The capability a route needs; HEAD is GET's. Undefined for a route without a rule. */
export function routeCapability(method: string, path: string): Capability | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  return BUSINESS_ROUTES[`${verb} ${path}`]
}
