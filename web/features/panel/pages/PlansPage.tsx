import { FileText } from 'lucide-react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { formatMoney } from '../../../../domain/money/rules'
import { PLAN_LOAD_ERROR, PLAN_PAYMENT_REJECTED_MESSAGE } from '../../../../domain/messages/panel'
import { UNEXPECTED_ERROR_MESSAGE } from '../../../../domain/messages/common'
import {
  extendedExpiry,
  formatDate,
  PLAN_PAYMENT_SOURCE_LABELS,
} from '../../../../domain/plan/rules'
import type { PlanOverview, PlanPayment } from '../../../../domain/plan/schemas'
import { PlanStandingBadge, planToneOf } from '../../../components/PlanStanding'
import { Spinner } from '../../../components/Spinner'
import { StarterPlanCard } from '../../../components/StarterPlanCard'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { serverMessage } from '../../../lib/error-message'
import { paths } from '../../../paths'
import { usePlan, usePlanCheckout } from '../api/plan'
import { PlanReceipt, planReceiptPath } from '../components/PlanReceipt'

/** A small turning circle, in the colour of its text. */
const Turning = () => (
  <span
    aria-hidden
    className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
  />
)

/** How often the page asks again while a payment is on its way, and for how long at most. */
const WAIT_MS = 3000
const MAX_WAITS = 60

type Return = 'ok' | 'pendiente' | 'error'

const returnOf = (value: string | null): Return | null =>
  value === 'ok' || value === 'pendiente' || value === 'error' ? value : null

/** The payment the owner just came back from: the newest one through Mercado Pago. */
const latestOnline = (plan: PlanOverview | undefined) =>
  plan?.payments.find((p) => p.source === 'mercadopago')

/** Whether a payment made on Mercado Pago is still to be told to Barrio. */
const waitingFor = (back: Return | null, plan: PlanOverview | undefined) =>
  back !== null && back !== 'error' && latestOnline(plan)?.status === 'pending'

function ReturnStatus({ back, plan }: { back: Return; plan: PlanOverview }) {
  const latest = latestOnline(plan)
  if (latest?.status === 'approved' && back !== 'error') {
    return (
      <Alert tone="success">
        <strong>¡Listo! Recibimos tu pago.</strong>
        {plan.expiresAt ? ` Tu plan está activo hasta el ${formatDate(plan.expiresAt)}.` : ''}
      </Alert>
    )
  }
  if (back === 'error' || latest?.status === 'rejected') {
    return <Alert tone="error">{PLAN_PAYMENT_REJECTED_MESSAGE}</Alert>
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <span className="mt-0.5">
        <Turning />
      </span>
      <p>
        {back === 'pendiente'
          ? 'Tu pago quedó pendiente en Mercado Pago. Cuando se acredite, tu plan se activa solo; esta página se actualiza sola.'
          : 'Estamos esperando la confirmación de Mercado Pago. Esta página se actualiza sola.'}
      </p>
    </div>
  )
}

/** Whether the plan lets the shop take orders, and until or since when (docs/product.md#plan). */
function gateNote(plan: PlanOverview): string | null {
  const { gate } = plan
  if (gate.open) {
    if (!gate.until) return null
    return plan.state === 'unpaid'
      ? `Tu prueba gratis termina el ${formatDate(gate.until)}: hasta entonces recibís pedidos sin pagar.`
      : `Seguís recibiendo pedidos hasta el ${formatDate(gate.until)}, último día de gracia. Pagá antes para no cortarlos.`
  }
  if (gate.reason === 'suspended') {
    return `Tu comercio está suspendido${plan.suspensionReason ? ` (${plan.suspensionReason})` : ''}: no recibe pedidos nuevos. Escribinos para resolverlo.`
  }
  const since = gate.since ? ` el ${formatDate(gate.since)}` : ''
  return gate.reason === 'trial-over'
    ? `Tu prueba gratis terminó${since}: pagá el plan para volver a recibir pedidos.`
    : `Tu plan venció y la gracia terminó${since}: pagá el plan para volver a recibir pedidos.`
}

function PlanState({ plan }: { plan: PlanOverview }) {
  const note = gateNote(plan)
  return (
    <section
      aria-label="Estado de tu plan"
      className={`flex flex-col gap-2 rounded-2xl border p-4 ${planToneOf(plan.standing).panel}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 font-semibold">
          Estado <PlanStandingBadge standing={plan.standing} />
        </p>
        <p>
          Válido hasta{' '}
          <strong>
            {plan.subscriptionPaid && plan.expiresAt ? formatDate(plan.expiresAt) : '—'}
          </strong>
        </p>
      </div>
      {note && <p className="text-sm">{note}</p>}
    </section>
  )
}

function PayButton({ plan }: { plan: PlanOverview }) {
  const checkout = usePlanCheckout()
  const pay = () =>
    checkout.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
  const runningEnd = plan.state === 'active' && plan.expiresAt ? plan.expiresAt : null
  const nextEnd = extendedExpiry(runningEnd, 1).end.toISOString()
  return (
    <div className="flex flex-col gap-3">
      <Button onClick={pay} disabled={checkout.isPending || checkout.isSuccess} full>
        {(checkout.isPending || checkout.isSuccess) && <Turning />}
        Pagar con Mercado Pago
      </Button>
      <p className="text-sm text-stone-600">
        Pagás 1 mes ({formatMoney(plan.plan.monthlyPrice, 0)}). Tu plan queda activo hasta el{' '}
        {formatDate(nextEnd)}.
      </p>
      {checkout.isError && (
        <Alert tone="error">{serverMessage(checkout.error, UNEXPECTED_ERROR_MESSAGE)}</Alert>
      )}
    </div>
  )
}

function Receipts({ payments }: { payments: PlanPayment[] }) {
  const paid = payments.filter((p) => p.status === 'approved')
  return (
    <section aria-labelledby="comprobantes" className="flex flex-col gap-3">
      <h2 id="comprobantes" className="text-lg font-bold text-stone-900">
        Comprobantes
      </h2>
      {paid.length === 0 ? (
        <p className="text-stone-600">Todavía no tenés pagos del plan.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {paid.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  Nº {p.number} · {formatMoney(p.amount, 0)}
                </p>
                <p className="text-sm text-stone-600">
                  {formatDate(p.paidAt!)} · {PLAN_PAYMENT_SOURCE_LABELS[p.source]}
                </p>
              </div>
              <LinkButton
                to={planReceiptPath(p.id)}
                variant="secondary"
                className="shrink-0"
                aria-label={`Ver comprobante Nº ${p.number}`}
              >
                <FileText aria-hidden className="size-4" />
                Ver
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * `/business/planes` (docs/product.md#plan-payments), and its receipts under it: the Starter plan, the shop's standing in the
 * plan states' words and colours, paying a month with Mercado Pago, and the receipts. Back from
 * Mercado Pago (`?pago=`), it says how it went and asks again until the payment is told.
 */
export function Component() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <PlanPage />
  const receipt = /^comprobante\/([^/]+)$/.exec(rest)
  return receipt ? <PlanReceipt id={receipt[1]} /> : <Navigate to={paths.business.plans} replace />
}

function PlanPage() {
  const [params] = useSearchParams()
  const back = returnOf(params.get('pago'))
  const plan = usePlan({
    refetchInterval: (data, answers) =>
      waitingFor(back, data) && answers < MAX_WAITS ? WAIT_MS : false,
  })
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-stone-900">Tu plan</h1>
      {plan.isPending ? (
        <Spinner label="Cargando tu plan…" />
      ) : plan.isError ? (
        <Alert tone="error">{PLAN_LOAD_ERROR}</Alert>
      ) : (
        <>
          {back && <ReturnStatus back={back} plan={plan.data} />}
          <PlanState plan={plan.data} />
          <div className="flex flex-col gap-4">
            <StarterPlanCard />
            <PayButton plan={plan.data} />
          </div>
          <Receipts payments={plan.data.payments} />
        </>
      )}
    </div>
  )
}
