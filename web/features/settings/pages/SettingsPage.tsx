import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_PLAN_LABEL } from '../../../../domain/constants'
import { formatDate } from '../../../../domain/plan/rules'
import { PlanStandingBadge, sessionPlanStanding } from '../../../components/PlanStanding'
import { LinkButton } from '../../../components/ui/LinkButton'
import { Toaster } from '../../../components/ui/Toast'
import { can } from '../../../../domain/team/permissions'
import { paths } from '../../../paths'
import { useMemberRole } from '../../../session/useMemberRole'
import { useSession } from '../../../session/useSession'
import { ActivityTab, TeamTab } from '../../team'
import { BusinessDataTab } from '../components/BusinessDataTab'
import { DeliveryTab } from '../components/DeliveryTab'
import { HoursTab } from '../components/HoursTab'
import { LogoTab } from '../components/LogoTab'
import { OrdersTab } from '../components/OrdersTab'
import { PasswordTab } from '../components/PasswordTab'
import { PaymentsTab } from '../components/PaymentsTab'
import { PersonalTab } from '../components/PersonalTab'

/**
 * docs/product.md#screens 'Settings': the six tabs, in the spec's order, then 'Cobros'
 * (docs/product.md#payments), 'Equipo' and 'Actividad' (docs/product.md#team), with 'Pedidos'
 * after the hours (docs/product.md#answer-in-time); each shows to the
 * roles that may use it. `?tab=` keeps one open across reloads.
 */
const ALL_TABS = [
  { id: 'logo', label: 'Logo del comercio', Panel: LogoTab, needs: 'identity' },
  { id: 'personal', label: 'Datos personales', Panel: PersonalTab, needs: 'identity' },
  { id: 'comercio', label: 'Datos del comercio', Panel: BusinessDataTab, needs: 'identity' },
  { id: 'entrega', label: 'Opciones de entrega', Panel: DeliveryTab, needs: 'delivery' },
  { id: 'horarios', label: 'Horarios de atención', Panel: HoursTab, needs: 'hours' },
  { id: 'pedidos', label: 'Pedidos', Panel: OrdersTab, needs: 'orderSettings' },
  { id: 'contrasena', label: 'Contraseña', Panel: PasswordTab, needs: 'account' },
  { id: 'cobros', label: 'Cobros', Panel: PaymentsTab, needs: 'payments' },
  { id: 'equipo', label: 'Equipo', Panel: TeamTab, needs: 'team' },
  { id: 'actividad', label: 'Actividad', Panel: ActivityTab, needs: 'activity' },
] as const

function PlanSummary() {
  const { user } = useSession()
  if (!user) return null
  // The plan states' own words and colours, as the home banner shows them (docs/product.md#plan).
  const standing = sessionPlanStanding(user)
  const plan = user.plan === DEFAULT_PLAN_LABEL ? 'SIN PLAN' : user.plan.toUpperCase()
  return (
    <section
      aria-label="Tu plan"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="text-stone-600">Plan</dt>
          <dd className="text-base font-bold text-stone-900">{plan}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Estado</dt>
          <dd className="mt-0.5">
            <PlanStandingBadge standing={standing} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Válido hasta</dt>
          <dd className="text-base font-semibold text-stone-900">
            {user.subscriptionPaid && user.expiresAt ? formatDate(user.expiresAt) : '—'}
          </dd>
        </div>
      </dl>
      <LinkButton to={paths.business.plans} variant="secondary">
        {standing === 'active' ? 'Ver plan' : 'Activar plan'}
      </LinkButton>
    </section>
  )
}

/** A member whose role has no Configuración tab but their own account's. */
function AccountOnly({ Panel, label }: { Panel: () => ReactNode; label: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">Mi cuenta</h1>
      <section
        aria-labelledby="mi-cuenta-seccion"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="mi-cuenta-seccion" className="mb-4 text-lg font-bold text-stone-900">
          {label}
        </h2>
        <Panel />
      </section>
      <Toaster />
    </div>
  )
}

export function Component() {
  const role = useMemberRole()
  const TABS = ALL_TABS.filter((t) => can(role, t.needs))
  const [params, setParams] = useSearchParams()
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0]
  const baseId = useId()
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})

  const select = (id: string) => setParams({ tab: id }, { replace: true })

  // WAI-ARIA tabs: arrows move between tabs, Home and End jump to the ends.
  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === current.id)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    select(TABS[next].id)
    tabRefs.current[TABS[next].id]?.focus()
  }

  // On a phone the tabs scroll sideways: the one open (from ?tab= or a tap) is brought into view.
  useEffect(() => {
    tabRefs.current[current.id]?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [current.id])

  const { Panel } = current
  // docs/product.md#team: Cocina / Caja has only its own password here, shown as 'Mi cuenta'.
  if (TABS.length === 1) return <AccountOnly Panel={Panel} label={current.label} />
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">Configuración</h1>
      {can(role, 'plan') && <PlanSummary />}
      <div
        role="tablist"
        aria-label="Secciones de la configuración"
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
      >
        {TABS.map((tab) => {
          const selected = tab.id === current.id
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[tab.id] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <section
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 className="mb-4 text-lg font-bold text-stone-900">{current.label}</h2>
        <Panel />
      </section>
      <Toaster />
    </div>
  )
}
