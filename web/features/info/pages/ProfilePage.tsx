import { LayoutDashboard, LogOut, Store, UserRound } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { paths } from '../../../paths'
import { useSession } from '../../../session/useSession'
import { InfoLayout } from '../../../components/layout/InfoLayout'

const card = 'rounded-2xl border border-stone-200 bg-white p-5'

function OwnerProfile() {
  const { user, logout } = useSession()
  const navigate = useNavigate()
  return (
    <section aria-labelledby="owner-title" className={card}>
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Store aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="owner-title" className="truncate text-lg font-semibold text-stone-900">
            {user?.businessName}
          </h2>
          <p className="truncate text-stone-600">{user?.email}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={paths.business.home}>
          <LayoutDashboard aria-hidden className="size-4" />
          Ir al Panel del Comercio
        </LinkButton>
        <Button
          variant="secondary"
          onClick={() => {
            logout()
            // docs/product.md#screens: logout goes to / and replaces the history entry.
            navigate(paths.landing, { replace: true })
          }}
        >
          <LogOut aria-hidden className="size-4" />
          Cerrar sesión
        </Button>
      </div>
    </section>
  )
}

function VisitorProfile() {
  return (
    <>
      <section aria-labelledby="customer-title" className={card}>
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <UserRound aria-hidden className="size-6" />
          </span>
          <div>
            <h2 id="customer-title" className="text-lg font-semibold text-stone-900">
              Para pedir no necesitás una cuenta
            </h2>
            <p className="mt-1 text-stone-600">
              Elegís tu dirección, armás el pedido y listo. Tu dirección y tu carrito quedan
              guardados en este navegador.
            </p>
          </div>
        </div>
        <LinkButton to={paths.clientHome} className="mt-5 w-full sm:w-auto">
          Explorar comercios
        </LinkButton>
      </section>
      <section aria-labelledby="shop-title" className={card}>
        <h2 id="shop-title" className="text-lg font-semibold text-stone-900">
          ¿Tenés un comercio?
        </h2>
        <p className="mt-1 text-stone-600">
          Entrá al Panel del Comercio para manejar tus pedidos, productos y horarios.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.login} variant="secondary">
            Iniciar sesión comercio
          </LinkButton>
          <LinkButton to={paths.register} variant="secondary">
            Registrar comercio
          </LinkButton>
        </div>
      </section>
    </>
  )
}

/** /perfil: only shop owners have accounts, so a visitor learns that and a shop finds its way in. */
export function Component() {
  const { isAuthenticated } = useSession()
  return (
    <InfoLayout title="Mi perfil">
      {isAuthenticated ? <OwnerProfile /> : <VisitorProfile />}
    </InfoLayout>
  )
}
