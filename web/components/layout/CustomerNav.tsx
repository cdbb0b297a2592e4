import { House, ReceiptText, Tag, UserRound } from 'lucide-react'
import { NavLink } from 'react-router'
import { paths } from '../../paths'

const entries = [
  { to: paths.clientHome, label: 'Inicio', Icon: House },
  { to: paths.promos, label: 'Promos', Icon: Tag },
  { to: paths.orders, label: 'Pedidos', Icon: ReceiptText },
  { to: paths.profile, label: 'Perfil', Icon: UserRound },
]

/** docs/product.md#screens '/client/home' mobile bottom nav: Inicio, Promos, Pedidos, Perfil. */
export function CustomerNav() {
  return (
    <nav
      aria-label="Navegación"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {entries.map(({ to, label, Icon }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive ? 'text-brand-700' : 'text-stone-600'}`
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
