import { Activity, Gauge, Store, type LucideIcon } from 'lucide-react'
import { paths } from '../../../paths'

export interface AdminNavEntry {
  label: string
  to: string
  icon: LucideIcon
}

/** The console's sections (docs/product.md#operators), in this order on every screen. */
export const adminNavEntries: AdminNavEntry[] = [
  { label: 'Panorama', to: paths.admin.panorama, icon: Gauge },
  { label: 'Comercios', to: paths.admin.shops, icon: Store },
  { label: 'Actividad', to: paths.admin.activity, icon: Activity },
]

/** A section is current on its own address and every address under it. */
export const isCurrent = (entry: AdminNavEntry, pathname: string) =>
  pathname === entry.to || pathname.startsWith(`${entry.to}/`)
