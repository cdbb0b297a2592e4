import { Link } from 'react-router'
import { CONTACT_EMAIL } from '../../domain/constants'
import {
  graceOverMessage,
  graceUntilMessage,
  ORDERS_STOPPED_DETAIL,
  SUSPENDED_SHOP_DETAIL,
  suspendedShopMessage,
  TRIAL_OVER_MESSAGE,
  trialUntilMessage,
} from '../../domain/messages/panel'
import { formatDate } from '../../domain/plan/rules'
import type { Profile } from '../../domain/settings/schemas'
import { useProfile } from '../api/business'
import { paths } from '../paths'
import { useCan } from '../session/useMemberRole'

/** Whether the banner has something to say: orders stopped, or a trial or grace period running. */
const shown = (profile: Profile) => !profile.orderGate.open || profile.orderGate.during !== null

/**
 * The owner's word on the order gate (docs/product.md#plan-payments, #operators), on Inicio and
 * Pedidos: a suspended shop reads the operator's reason and whom to write to; a shop past its trial
 * or grace period why it takes no orders; during either, when it ends. With 'Pagar el plan' unless
 * `withPay` is false, where the plan's own banner offers it. Nothing for a
 * plan in force, or while the profile loads. `compact` (Pedidos, the kitchen's screen): while
 * orders still come in, on a phone one short band with the way to pay as a link, so the first
 * order stays on the first screen.
 */
export function OrderGateBanner({
  withPay: offered = true,
  compact = false,
}: {
  withPay?: boolean
  compact?: boolean
}) {
  const { data: profile } = useProfile()
  // The plan is the owner's: a member reads why, without a payment they cannot make (#team).
  const withPay = useCan('plan') && offered
  if (!profile || !shown(profile)) return null
  const gate = profile.orderGate
  const pay = (
    <Link
      to={paths.business.plans}
      className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
    >
      Pagar el plan
    </Link>
  )
  const frame = (tone: string, lead: string, detail: string | null, action: boolean) => (
    <section
      aria-label="Pedidos del comercio"
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between ${tone}`}
    >
      <div>
        <p className="font-semibold">{lead}</p>
        {detail && <p className="text-sm">{detail}</p>}
      </div>
      {action && pay}
    </section>
  )
  const red = 'border-red-200 bg-red-50 text-red-900'
  if (!gate.open) {
    if (gate.reason === 'suspended') {
      return frame(
        red,
        suspendedShopMessage(gate.suspensionReason ?? '', CONTACT_EMAIL),
        SUSPENDED_SHOP_DETAIL,
        false,
      )
    }
    const lead =
      gate.reason === 'trial-over'
        ? TRIAL_OVER_MESSAGE
        : graceOverMessage(profile.expiresAt ? formatDate(profile.expiresAt) : '')
    return frame(red, lead, ORDERS_STOPPED_DETAIL, withPay)
  }
  const until = formatDate(gate.until!)
  if (compact) {
    const lead = gate.during === 'trial' ? trialUntilMessage(until) : graceUntilMessage(until)
    const tone =
      gate.during === 'trial'
        ? 'border-amber-200 bg-amber-50 text-amber-950'
        : 'border-red-200 bg-red-50 text-red-900'
    return (
      <section
        aria-label="Pedidos del comercio"
        className={`flex items-center justify-between gap-3 rounded-xl border px-3 py-1 text-sm sm:rounded-2xl sm:p-4 sm:text-base ${tone}`}
      >
        <p className="font-medium sm:font-semibold">{lead}</p>
        {withPay && (
          <Link
            to={paths.business.plans}
            aria-label="Pagar el plan"
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg font-semibold underline underline-offset-2 sm:bg-stone-900 sm:px-4 sm:text-white sm:no-underline sm:hover:bg-stone-800"
          >
            Pagar<span className="hidden sm:inline">&nbsp;el plan</span>
          </Link>
        )}
      </section>
    )
  }
  return gate.during === 'trial'
    ? frame('border-amber-200 bg-amber-50 text-amber-950', trialUntilMessage(until), null, withPay)
    : frame(red, graceUntilMessage(until), null, withPay)
}
