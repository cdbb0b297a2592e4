import {
  ClipboardList,
  House,
  LayoutGrid,
  type LucideIcon,
  Package,
  QrCode,
  Settings,
  TicketPercent,
  User,
  UserCog,
  Users,
} from 'lucide-react'
import { can, type Capability, type MemberRole } from '../../../../domain/team/permissions'
import { paths } from '../../../paths'

export interface NavEntry {
  label: string
  to: string
  icon: LucideIcon
  /** docs/product.md#screens: Pedidos, Menú QR, Clientes and Cupones match exactly; Productos, Categorías and Configuración by prefix. */
  match: 'exact' | 'prefix'
  /** docs/product.md#real-orders: the entry carries the count of orders waiting for an answer. */
  showsPendingOrders?: boolean
  /** docs/product.md#team: the entry shows only to a role that has this. */
  needs: Capability
}

export const sidebarEntries: NavEntry[] = [
  { label: 'Inicio', to: paths.business.home, icon: House, match: 'exact', needs: 'stats' },
  {
    label: 'Pedidos',
    to: paths.business.orders,
    icon: ClipboardList,
    match: 'exact',
    showsPendingOrders: true,
    needs: 'orders',
  },
  {
    label: 'Productos',
    to: paths.business.products,
    icon: Package,
    match: 'prefix',
    needs: 'stock',
  },
  {
    label: 'Categorías',
    to: paths.business.categories,
    icon: LayoutGrid,
    match: 'prefix',
    needs: 'catalog',
  },
  { label: 'Menú QR', to: paths.business.qrMenu, icon: QrCode, match: 'exact', needs: 'qr' },
  // docs/product.md#customers: on a phone, Inicio links to it.
  {
    label: 'Clientes',
    to: paths.business.customers,
    icon: Users,
    match: 'exact',
    needs: 'customers',
  },
  {
    label: 'Cupones',
    to: paths.business.coupons,
    icon: TicketPercent,
    match: 'exact',
    needs: 'coupons',
  },
  {
    label: 'Configuración',
    to: paths.business.settings,
    icon: Settings,
    match: 'prefix',
    needs: 'hours',
  },
]

export const bottomBarEntries: NavEntry[] = [
  sidebarEntries[0],
  sidebarEntries[1],
  sidebarEntries[2],
  sidebarEntries[3],
  { label: 'Perfil', to: paths.business.settings, icon: User, match: 'prefix', needs: 'hours' },
]

/**
 * docs/product.md#team: who has no Configuración (Cocina / Caja) still changes their password and
 * ends their sessions: the same screen shows them that alone, as 'Mi cuenta'.
 */
const accountEntry: NavEntry = {
  label: 'Mi cuenta',
  to: paths.business.settings,
  icon: UserCog,
  match: 'prefix',
  needs: 'account',
}

/** The entries a role sees: the owner's, less what the role cannot do. */
function entriesFor(entries: NavEntry[], role: MemberRole): NavEntry[] {
  const shown = entries.filter((e) => can(role, e.needs))
  return shown.some((e) => e.to === accountEntry.to) ? shown : [...shown, accountEntry]
}

export const sidebarEntriesFor = (role: MemberRole) => entriesFor(sidebarEntries, role)
export const bottomBarEntriesFor = (role: MemberRole) => entriesFor(bottomBarEntries, role)

/** Where the panel opens: Inicio's figures, or Pedidos for who does not see them (a kitchen). */
export const panelHome = (role: MemberRole) =>
  can(role, 'stats') ? paths.business.home : paths.business.orders

/** The panel's screens that not every role may open, each with where a refused role goes instead. */
const GUARDED: { path: string; needs: Capability; instead?: string }[] = [
  { path: paths.business.home, needs: 'stats' },
  { path: paths.business.addProduct, needs: 'catalog', instead: paths.business.products },
  { path: paths.business.editProduct(''), needs: 'catalog', instead: paths.business.products },
  { path: paths.business.categories, needs: 'catalog', instead: paths.business.products },
  { path: paths.business.qrMenu, needs: 'qr' },
  { path: paths.business.plans, needs: 'plan' },
  { path: paths.business.customers, needs: 'customers' },
  { path: paths.business.coupons, needs: 'coupons' },
]

/**
 * docs/product.md#team: a screen the role cannot use sends it to one it can (never a blank or an
 * error); null when the role may stay.
 */
export function redirectFor(role: MemberRole, pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  const rule = GUARDED.find((r) => path === r.path.replace(/\/+$/, '') || path.startsWith(r.path))
  if (!rule || can(role, rule.needs)) return null
  return rule.instead ?? panelHome(role)
}

export function isActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return entry.match === 'exact'
    ? path === entry.to
    : path === entry.to || path.startsWith(`${entry.to}/`)
}

/** What a screen reader hears after 'Pedidos': '1 pedido pendiente', '3 pedidos pendientes'. */
export const pendingOrdersText = (count: number) =>
  count === 1 ? '1 pedido pendiente' : `${count} pedidos pendientes`
