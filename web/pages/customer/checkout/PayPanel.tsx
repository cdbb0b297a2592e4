import { minimumOrderMessage } from '../../../../domain/checkout-rules'
import { formatMoney } from '../../../../domain/money'
import type { PublicBusiness } from '../../../../domain/public-menu'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import type { Method } from '../MethodPicker'

/**
 * The delivery fee as checkout can know it: the base fee. A fee per km is added by the server only
 * when the order carries the point of the address, so the amount is 'desde' only then.
 */
export function feeEstimate(
  business: Pick<
    PublicBusiness,
    'deliveryPrice' | 'deliveryFeeBase' | 'deliveryCost' | 'deliveryFeePerKm'
  >,
  sendsLocation: boolean,
) {
  const base = business.deliveryPrice ?? business.deliveryFeeBase ?? 0
  const perKm = business.deliveryCost ?? business.deliveryFeePerKm ?? 0
  return { base, fromOnly: sendsLocation && perKm > 0 }
}

/**
 * Subtotal, delivery and total, the server's refusal if any, and 'Ir a pagar' (the form's submit
 * button, outside the form). A bar at the bottom on phones, a side card on wider screens.
 */
export function PayPanel({
  business,
  method,
  subtotal,
  sendsLocation,
  empty,
  busy,
  failure,
  formId,
}: {
  business: PublicBusiness
  method: Method
  subtotal: number
  sendsLocation: boolean
  empty: boolean
  busy: boolean
  /** The server's refusal or the connection problem of the last try. */
  failure: string | null
  formId: string
}) {
  const closed = !business.isOpen
  const fee = method === 'delivery' ? feeEstimate(business, sendsLocation) : null
  const from = fee?.fromOnly ? 'desde ' : ''
  const minimum = business.minOrderAmount ?? 0
  const belowMinimum = !empty && minimum > subtotal

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
      <dl className="flex flex-col gap-0.5 text-sm text-stone-700 tabular-nums">
        {fee && (
          <>
            <div className="flex justify-between gap-2">
              <dt>Subtotal</dt>
              <dd>{formatMoney(subtotal, 0)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>Envío</dt>
              <dd>
                {fee.base === 0 && !fee.fromOnly ? 'Gratis' : `${from}${formatMoney(fee.base, 0)}`}
              </dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>
            {fee ? from : ''}
            {formatMoney(subtotal + (fee?.base ?? 0), 0)}
          </dd>
        </div>
      </dl>
      {fee?.fromOnly && (
        <p className="-mt-1 text-xs text-stone-600">
          El envío suma según la distancia a tu dirección; lo ves al confirmar.
        </p>
      )}
      {belowMinimum && <p className="text-sm text-amber-900">{minimumOrderMessage(minimum)}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" form={formId} full busy={busy} disabled={empty || closed}>
        Ir a pagar
      </Button>
      {empty && !closed && (
        <p className="text-center text-sm text-stone-600">Agregá productos para continuar.</p>
      )}
    </aside>
  )
}
