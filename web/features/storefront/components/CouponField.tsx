import { BadgePercent, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
  couponLineLabel,
  couponProblemMessage,
  normalizeCouponCode,
  type CouponProblem,
} from '../../../../domain/coupons/rules'
import { COUPON_CHECK_ERROR, COUPON_CODE_MESSAGE } from '../../../../domain/messages/coupons'
import { formatMoney } from '../../../../domain/money/rules'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { serverMessage } from '../../../lib/error-message'
import { checkCoupon } from '../api/coupon'
import type { AppliedCoupon } from '../lib/coupon'

// The checkout asks this module for the coupon's rules once its field is open: one chunk for both.
export { couponRefusal, judgeCoupon } from '../lib/coupon'
import type { Method } from './MethodPicker'

/** The phone as typed goes with the check once it can be one, for the first-order and per-phone rules. */
const phoneToSend = (typed: string) => (typed.replace(/\D/g, '').length >= 10 ? typed : null)

/**
 * 'Tengo un cupón' (docs/product.md#coupons), which opens the code and 'Aplicar', asking the server;
 * its refusal under the field; once applied, the coupon and what it takes off, with 'Quitar'. A new
 * way of receiving asks the server again (a coupon may be for delivery only). It loads apart from
 * the checkout, with the coupon's words (docs/decisions/0006-bundle-driven-splits.md).
 */
export default function CouponField({
  slug,
  method,
  subtotal,
  phone,
  applied,
  discount,
  problem,
  refused,
  onApplied,
}: {
  slug: string
  method: Method
  /** The lines' subtotal on screen (centavos). */
  subtotal: number
  /** The phone typed in 'Tus datos', read when the code is checked. */
  phone: () => string
  applied: AppliedCoupon | null
  /** What it takes off the cart on screen. */
  discount: number
  /** Why the applied coupon takes nothing off the cart as it is now (its minimum), or null. */
  problem: CouponProblem | null
  /** The reason the server refused the placed order for its coupon. */
  refused: string | null
  onApplied: (coupon: AppliedCoupon | null) => void
}) {
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState(applied?.code ?? '')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const note = refusal ?? refused

  /** The server's verdict on a code for the order on screen: the coupon, or its refusal's words. */
  const ask = (normalized: string) =>
    checkCoupon(slug, {
      code: normalized,
      method: method === 'delivery' ? 'DELIVERY' : 'PICKUP',
      subtotal,
      phone: phoneToSend(phone()),
    }).then(
      (answer) => ({ coupon: answer.coupon, refusal: null }),
      (err: unknown) => ({ coupon: null, refusal: serverMessage(err, COUPON_CHECK_ERROR) }),
    )
  const take = (verdict: Awaited<ReturnType<typeof ask>>) => {
    onApplied(verdict.coupon)
    setRefusal(verdict.refusal)
  }

  const apply = async () => {
    const normalized = normalizeCouponCode(code)
    if (
      normalized.length < COUPON_CODE_MIN ||
      normalized.length > COUPON_CODE_MAX ||
      !COUPON_CODE_PATTERN.test(normalized)
    ) {
      setRefusal(COUPON_CODE_MESSAGE)
      return
    }
    setBusy(true)
    take(await ask(normalized))
    setBusy(false)
  }

  // Another way of receiving is judged by the server again: the coupon may be for one only. Only
  // a change of method asks; the cart's changes are priced on screen.
  const judged = useRef(method)
  useEffect(() => {
    if (judged.current === method) return
    judged.current = method
    if (!applied) return
    let current = true
    void ask(applied.code).then((verdict) => current && take(verdict))
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method])

  if (!open && !applied && !refused) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-mx-2 min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Tengo un cupón
      </button>
    )
  }

  if (applied) {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-700">
            <BadgePercent aria-hidden className="size-5" />
          </span>
          <p className="min-w-0 flex-1">
            <span className="block font-semibold break-words text-stone-900">
              {couponLineLabel(applied.code)}
            </span>
            <span className="block text-sm text-green-800 tabular-nums">
              {discount > 0 ? `−${formatMoney(discount, 0)} en tus productos` : 'Aplicado'}
            </span>
          </p>
          <Button
            variant="ghost"
            className="-mr-2 shrink-0 px-2"
            onClick={() => {
              setRefusal(null)
              onApplied(null)
            }}
          >
            <X aria-hidden className="size-4" />
            Quitar <span className="sr-only">el cupón</span>
          </Button>
        </div>
        {problem && (
          <p role="status" className="text-sm font-medium text-amber-900">
            {couponProblemMessage(problem)}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
      className="flex items-start gap-2"
    >
      <TextField
        label="Código del cupón"
        className="min-w-0 flex-1"
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={note}
      />
      <Button type="submit" variant="secondary" busy={busy} className="mt-6 shrink-0">
        Aplicar
      </Button>
    </form>
  )
}
