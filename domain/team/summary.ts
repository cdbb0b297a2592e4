import { formatPesos } from '../money/rules'
import { pausedLabel } from '../pause/rules'
import type { ActivityKind } from './activity'
import { MEMBER_ROLE_LABELS, isMemberRole } from './permissions'

/**
 * What a line of Actividad shows beside its kind (docs/product.md#team), from the details the
 * server recorded with it: 'Pedido #1a2b3c4d de Ana · 25 min', 'Milanesa: $ 8.500 → $ 9.000'.
 * Details come from the database as JSON: a value missing or of another type is left out.
 */
type Details = Record<string, unknown>

const text = (d: Details, key: string) => (typeof d[key] === 'string' ? d[key] : undefined)
const number = (d: Details, key: string) =>
  typeof d[key] === 'number' && Number.isFinite(d[key]) ? d[key] : undefined
const flag = (d: Details, key: string) => (typeof d[key] === 'boolean' ? d[key] : undefined)

const joined = (parts: (string | undefined | false)[], separator = ' · ') =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(separator)

function orderSummary(d: Details, withWait: boolean) {
  const order = text(d, 'order')
  const customer = text(d, 'customer')
  const wait = withWait ? number(d, 'estimatedTime') : undefined
  const head = joined([order && `Pedido #${order}`, customer && `de ${customer}`], ' ')
  return joined([head, wait !== undefined && `${wait} min`])
}

function priceSummary(d: Details) {
  const from = number(d, 'oldPrice')
  const to = number(d, 'newPrice')
  const prices =
    from !== undefined && to !== undefined && `${formatPesos(from)} → ${formatPesos(to)}`
  return joined([text(d, 'name'), prices], ': ')
}

function stockSummary(d: Details) {
  const available = flag(d, 'isAvailable')
  return joined(
    [text(d, 'name'), available !== undefined && (available ? 'con stock' : 'sin stock')],
    ': ',
  )
}

function pauseSummary(d: Details, at: Date) {
  const until = text(d, 'until')
  if (!until || Number.isNaN(Date.parse(until))) return ''
  return pausedLabel(new Date(until), at)
}

function hoursSummary(d: Details) {
  const days = number(d, 'openDays')
  if (days === undefined) return ''
  if (days === 0) return 'Sin horarios'
  return days === 1 ? 'Abierto 1 día' : `Abierto ${days} días`
}

/** 'Efectivo, transferencia y Mercado Pago': the names in order, the last after 'y'. */
function listed(names: string[]) {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function deliverySummary(d: Details) {
  const names = [flag(d, 'supportsPickup') && 'retiro', flag(d, 'supportsDelivery') && 'envío']
  return capitalized(listed(names.filter((n): n is string => typeof n === 'string')))
}

function paymentsSummary(d: Details) {
  const names = [
    flag(d, 'cash') && 'efectivo',
    flag(d, 'transfer') && 'transferencia',
    flag(d, 'mercadoPago') && 'Mercado Pago',
  ]
  return capitalized(listed(names.filter((n): n is string => typeof n === 'string')))
}

function memberSummary(d: Details) {
  const role = d.role
  return joined([
    text(d, 'name') ?? text(d, 'email'),
    isMemberRole(role) ? MEMBER_ROLE_LABELS[role] : undefined,
  ])
}

export function activitySummary(kind: ActivityKind, details: Details, at: Date): string {
  switch (kind) {
    case 'order.accepted':
      return orderSummary(details, true)
    case 'order.rejected':
    case 'order.paid':
      return orderSummary(details, false)
    case 'product.price':
      return priceSummary(details)
    case 'product.stock':
    case 'option.stock':
      return stockSummary(details)
    case 'pause.on':
      return pauseSummary(details, at)
    case 'pause.off':
      return ''
    case 'hours.edited':
      return hoursSummary(details)
    case 'delivery.edited':
      return deliverySummary(details)
    case 'payments.edited':
      return paymentsSummary(details)
    case 'member.invited':
    case 'member.removed':
    case 'member.role':
      return memberSummary(details)
    case 'coupon.created':
    case 'coupon.edited':
    case 'coupon.deleted':
      return text(details, 'code') ?? ''
    case 'customer.anonymized':
      return joined([text(details, 'phone'), countOf(details, 'orders', 'pedido', 'pedidos')])
    case 'privacy.edited':
      return retentionSummary(details)
  }
}

function countOf(d: Details, key: string, one: string, many: string) {
  const n = number(d, key)
  return n === undefined ? undefined : `${n} ${n === 1 ? one : many}`
}

function retentionSummary(d: Details) {
  const months = number(d, 'months')
  if (months === undefined) return ''
  return months % 12 === 0
    ? `Se guardan ${months / 12} ${months === 12 ? 'año' : 'años'}`
    : `Se guardan ${months} meses`
}
