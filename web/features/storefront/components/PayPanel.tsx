import { useId } from 'react'
import { formatMoney } from '../../../../domain/money/rules'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import type { Method } from './MethodPicker'
import { PausedNotice } from '../../../components/PausedNotice'
import { useActivePause } from '../../../hooks/useActivePause'

/**
 * The delivery fee as checkout can know it: the base fee. The server always adds the fee per km
 * over the distance to the address, so with one the amount is a 'desde'.
 */
export function feeEstimate(
  business: Pick<
    PublicBusiness,
    'deliveryPrice' | 'deliveryFeeBase' | 'deliveryCost' | 'deliveryFeePerKm'
  >,
) {
  const base = business.deliveryPrice ?? business.deliveryFeeBase ?? 0
  const perKm = business.deliveryCost ?? business.deliveryFeePerKm ?? 0
  return { base, fromOnly: perKm > 0 }
}

/**
 * Subtotal, delivery and total, the server's refusal if any, and 'Ir a pagar' (the form's submit
 * button, outside the form). A bar at the bottom on phones, a side card on wider screens.
 */
export function PayPanel({
  business,
  method,
  subtotal,
  coupon,
  empty,
  belowMinimum,
  unscheduled,
  busy,
  notice,
  failure,
  formId,
}: {
  business: PublicBusiness
  method: Method
  subtotal: number
  /**
   * The coupon applied, 'Cupón CODE', and what it takes off the lines now
   * (docs/product.md#coupons), or null.
   */
  coupon?: { label: string; discount: number } | null
  empty: boolean
  /** Why a delivery cannot be ordered yet (under the shop's minimum), or null. */
  belowMinimum: string | null
  /** 'Programar' without a slot chosen (docs/product.md#scheduled-orders). */
  unscheduled?: boolean
  busy: boolean
  /** Something the customer must look at before tapping again (prices that changed). */
  notice: string | null
  /** The server's refusal or the connection problem of the last try. */
  failure: string | null
  formId: string
}) {
  const reasonId = useId()
  // A shop whose plan stopped its orders (docs/product.md#plan-payments) takes none, open or not.
  const stopped = business.availability !== 'taking-orders'
  // One that takes orders for later (docs/product.md#scheduled-orders) takes them closed too.
  const closed = !business.isOpen && !stopped && !business.acceptsScheduled
  // A pause (docs/product.md#pause) holds the order back as a closing does, until its minute.
  const paused = (useActivePause(business.pausedUntil) !== null && !closed) || stopped
  const fee = method === 'delivery' ? feeEstimate(business) : null
  const from = fee?.fromOnly ? 'desde ' : ''

  return (
    <aside
      aria-label="Resumen"
      className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:top-[4.5rem] md:bottom-auto md:mx-0 md:gap-3 md:rounded-2xl md:border md:p-4 md:shadow-none"
    >
      {closed && (
        <Alert tone="info">
          <p className="font-semibold">El local está cerrado en este momento</p>
          {business.openStatus.kind !== 'closed' && <p>{business.openStatus.label}.</p>}
        </Alert>
      )}
      {!closed && (
        <PausedNotice pausedUntil={business.pausedUntil} availability={business.availability} />
      )}
      <dl className="flex flex-col gap-0.5 text-sm text-stone-700 tabular-nums">
        {(fee || coupon) && (
          <div className="flex justify-between gap-2">
            <dt>Subtotal</dt>
            <dd>{formatMoney(subtotal, 0)}</dd>
          </div>
        )}
        {coupon && (
          <div className="flex justify-between gap-2 text-green-800">
            <dt className="min-w-0 break-all">{coupon.label}</dt>
            <dd>−{formatMoney(coupon.discount, 0)}</dd>
          </div>
        )}
        {fee && (
          <div className="flex justify-between gap-2">
            <dt>Envío</dt>
            <dd>
              {fee.base === 0 && !fee.fromOnly ? 'Gratis' : `${from}${formatMoney(fee.base, 0)}`}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>
            {fee ? from : ''}
            {formatMoney(subtotal - (coupon?.discount ?? 0) + (fee?.base ?? 0), 0)}
          </dd>
        </div>
      </dl>
      {fee?.fromOnly && (
        <p className="-mt-1 text-xs text-stone-600">
          El envío suma según la distancia a tu dirección; lo ves al confirmar.
        </p>
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {belowMinimum && !closed && !paused && (
        <p id={reasonId} className="text-sm font-medium text-amber-900">
          {belowMinimum}
        </p>
      )}
      <Button
        type="submit"
        form={formId}
        full
        busy={busy}
        disabled={empty || closed || paused || unscheduled || belowMinimum !== null}
        aria-describedby={belowMinimum && !closed && !paused ? reasonId : undefined}
      >
        Ir a pagar
      </Button>
      {empty && !closed && (
        <p className="text-center text-sm text-stone-600">Agregá productos para continuar.</p>
      )}
    </aside>
  )
}
