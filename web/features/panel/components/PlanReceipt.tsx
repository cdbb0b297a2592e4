import { useEffect, type ReactNode } from 'react'
import { ArrowLeft, Printer } from 'lucide-react'
import { STARTER_PLAN } from '../../../../domain/constants'
import { PLAN_LOAD_ERROR, PLAN_RECEIPT_NOT_FOUND_MESSAGE } from '../../../../domain/messages/panel'
import { formatMoney } from '../../../../domain/money/rules'
import { formatDate, PLAN_PAYMENT_SOURCE_LABELS } from '../../../../domain/plan/rules'
import type { PlanOverview, PlanPayment } from '../../../../domain/plan/schemas'
import { Spinner } from '../../../components/Spinner'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { paths } from '../../../paths'
import { usePlan } from '../api/plan'

/** 20-12345678-6, as a CUIT is written. */
const formatCuit = (cuit: string) =>
  /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit

const months = (n: number) => (n === 1 ? '1 mes' : `${n} meses`)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900 sm:text-right">{children}</dd>
    </div>
  )
}

function Receipt({ plan, payment }: { plan: PlanOverview; payment: PlanPayment }) {
  return (
    <article
      aria-label={`Comprobante Nº ${payment.number}`}
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8 print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex items-start justify-between gap-4 border-b border-stone-200 pb-4">
        <div className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="size-10" />
          <p className="text-xl font-bold text-stone-900">Barrio</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-stone-600">Comprobante</p>
          <p className="text-lg font-bold text-stone-900 tabular-nums">Nº {payment.number}</p>
        </div>
      </header>
      <h1 className="mt-4 text-lg font-bold text-stone-900">Comprobante de pago del plan</h1>
      <dl className="mt-2 divide-y divide-stone-100">
        <Row label="Comercio">{plan.shop.name}</Row>
        <Row label="CUIT">{plan.shop.cuit ? formatCuit(plan.shop.cuit) : '—'}</Row>
        <Row label="Fecha de pago">{formatDate(payment.paidAt!)}</Row>
        <Row label="Concepto">
          Plan {STARTER_PLAN.name}, {months(payment.months)}
        </Row>
        <Row label="Período">
          {payment.periodStart && payment.periodEnd
            ? `Del ${formatDate(payment.periodStart)} al ${formatDate(payment.periodEnd)}`
            : '—'}
        </Row>
        <Row label="Medio de pago">{PLAN_PAYMENT_SOURCE_LABELS[payment.source]}</Row>
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t-2 border-stone-900 pt-3">
        <span className="font-semibold text-stone-900">Total pagado</span>
        <span className="text-2xl font-extrabold text-stone-900 tabular-nums">
          {formatMoney(payment.amount)}
        </span>
      </div>
      <p className="mt-6 text-xs text-stone-500">Documento no válido como factura.</p>
    </article>
  )
}

/** Where a plan payment's receipt is: under the plan page, whose route draws it. */
export const planReceiptPath = (id: string) =>
  `${paths.business.plans}/comprobante/${encodeURIComponent(id)}`

/**
 * `/business/planes/comprobante/:id` (docs/product.md#plan-payments): one approved plan payment as
 * a page to print or save as PDF; print CSS leaves the receipt alone, without the panel around it.
 */
export function PlanReceipt({ id }: { id: string }) {
  const plan = usePlan()
  // Opened from far down the list: the receipt starts at its top.
  useEffect(() => window.scrollTo(0, 0), [id])
  const payment = plan.data?.payments.find((p) => p.id === id && p.status === 'approved')
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <LinkButton to={paths.business.plans} variant="secondary">
          <ArrowLeft aria-hidden className="size-4" />
          Tu plan
        </LinkButton>
        {payment && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            Imprimir
          </Button>
        )}
      </div>
      {plan.isPending ? (
        <Spinner label="Cargando el comprobante…" />
      ) : plan.isError ? (
        <Alert tone="error">{PLAN_LOAD_ERROR}</Alert>
      ) : payment ? (
        <Receipt plan={plan.data} payment={payment} />
      ) : (
        <Alert tone="error">{PLAN_RECEIPT_NOT_FOUND_MESSAGE}</Alert>
      )}
    </div>
  )
}
