import {
  ClipboardList,
  House,
  LayoutGrid,
  type LucideIcon,
  Package,
  QrCode,
  Settings,
  User,
} from 'lucide-react'
import { paths } from '../../../paths'

export interface NavEntry {
  label: string
  to: string
  icon: LucideIcon
  /** docs/product.md#screens: Pedidos and Menú QR match exactly; Productos, Categorías and Configuración by prefix. */
  match: 'exact' | 'prefix'
  /** docs/product.md#real-orders: the entry carries the count of orders waiting for an answer. */
  showsPendingOrders?: boolean
}

export const sidebarEntries: NavEntry[] = [
  { label: 'Inicio', to: paths.business.home, icon: House, match: 'exact' },
  {
    label: 'Pedidos',
    to: paths.business.orders,
    icon: ClipboardList,
    match: 'exact',
    showsPendingOrders: true,
  },
  { label: 'Productos', to: paths.business.products, icon: Package, match: 'prefix' },
  { label: 'Categorías', to: paths.business.categories, icon: LayoutGrid, match: 'prefix' },
  { label: 'Menú QR', to: paths.business.qrMenu, icon: QrCode, match: 'exact' },
  { label: 'Configuración', to: paths.business.settings, icon: Settings, match: 'prefix' },
]

export const bottomBarEntries: NavEntry[] = [
  sidebarEntries[0],
  sidebarEntries[1],
  sidebarEntries[2],
  sidebarEntries[3],
  { label: 'Perfil', to: paths.business.settings, icon: User, match: 'prefix' },
]

export function isActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return entry.match === 'exact'
    ? path === entry.to
    : path === entry.to || path.startsWith(`${entry.to}/`)
}

/** What a screen reader hears after 'Pedidos': '1 pedido pendiente', '3 pedidos pendientes'. */
export const pendingOrdersText = (count: number) =>
  count === 1 ? '1 pedido pendiente' : `${count} pedidos pendientes`
