import type { Coupon } from '../../../../domain/coupons/schemas'
import { formatPesos } from '../../../../domain/money/rules'
import { formatDay } from '../../../../domain/orders/history'

/** docs/product.md#coupons: how the panel's list words a coupon. */

/** What it takes off: '20 %' or '$ 1.500'. */
export const couponValueText = (c: Pick<Coupon, 'kind' | 'value'>) =>
  c.kind === 'PERCENT' ? `${c.value} %` : formatPesos(c.value)

const METHODS_TEXT = { DELIVERY: 'Solo envío', PICKUP: 'Solo retiro' } as const

/** Its days: 'Del 01/12/2026 al 31/12/2026', 'Desde el 01/12/2026', 'Hasta el 31/12/2026'. */
function daysText({ validFrom: from, validUntil: until }: Coupon): string | null {
  if (from && until) return `Del ${formatDay(from)} al ${formatDay(until)}`
  if (from) return `Desde el ${formatDay(from)}`
  if (until) return `Hasta el ${formatDay(until)}`
  return null
}

/** Its conditions in one line: 'Mínimo $ 10.000 · Primer pedido · Solo envío · Hasta el …'. */
export function couponConditionsText(c: Coupon): string {
  const parts = [
    c.minOrder !== null ? `Mínimo ${formatPesos(c.minOrder)}` : null,
    c.firstOrderOnly ? 'Solo primer pedido' : null,
    c.methods === 'BOTH' ? null : METHODS_TEXT[c.methods],
    c.maxUsesPerPhone !== null
      ? `${c.maxUsesPerPhone} ${c.maxUsesPerPhone === 1 ? 'uso' : 'usos'} por teléfono`
      : null,
    daysText(c),
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'Sin condiciones'
}

/** '3 de 10 usos', or '1 uso' / '4 usos' without a limit. */
export const couponUsesText = ({ uses, maxUses }: Coupon) =>
  maxUses !== null
    ? `${uses} de ${maxUses} ${maxUses === 1 ? 'uso' : 'usos'}`
    : `${uses} ${uses === 1 ? 'uso' : 'usos'}`
