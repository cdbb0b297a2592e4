import type { ErrorCode } from '../errors/catalogue'
import { distanceMeters, type LatLng } from '../geo/rules'
import type { DayHours } from '../hours/rules'
import { getOpenStatus } from '../hours/status'
import {
  ADDRESS_NOT_LOCATED_MESSAGE,
  minimumOrderMessage,
  NO_DELIVERY_MESSAGE,
  NO_PICKUP_MESSAGE,
  ORDER_TOO_LARGE_MESSAGE,
  otherLocalityMessage,
  outsideAreaMessage,
  SHOP_CLOSED_MESSAGE,
} from '../messages/api'
import { cashBelowTotalMessage, PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE } from '../messages/customer'
import { SCHEDULED_NOT_ACCEPTED_MESSAGE, SLOT_PROBLEM_MESSAGES } from '../messages/schedule'
import { formatPesos, type Centavos } from '../money/rules'
import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../messages/pause'
import { activePause, pausedMessage } from '../pause/rules'
import type { ShopAvailability } from '../plan/availability'
import type { PaymentMethod } from '../payments/rules'
import { busyExtra } from '../orders/timer'
import { slotProblem } from '../schedule/slots'
import {
  couponDiscount,
  couponProblem,
  couponProblemMessage,
  type CouponTerms,
  type CouponUsage,
} from '../coupons/rules'
import {
  deliveryFee,
  MAX_ORDER_TOTAL,
  missingForMinimum,
  orderSubtotal,
  sameLocality,
  type DeliveryMethod,
} from './rules'

/*
 * checkOrder: every rule an order must pass, in the order the server refuses them
 * (docs/ARCHITECTURE.md#domain). Pure and without zod, but apart from rules.ts: its messages and
 * the open-status and pause rules load in the checkout only with the form's schema.
 */

/** What the rules need to know of the shop (docs/product.md#real-orders, #payments, #pause, #plan-payments). */
export interface CheckoutShop {
  /** Whether its plan lets it take orders (docs/product.md#plan-payments). */
  availability: ShopAvailability
  openingHours: DayHours[]
  /** The end of a pause of its orders (docs/product.md#pause), or null. */
  pausedUntil: Date | string | null
  supportsDelivery: boolean
  supportsPickup: boolean
  /** The methods the shop takes, in its order. */
  paymentMethods: readonly PaymentMethod[]
  minOrderAmount: Centavos | null
  city: string | null
  /** Whether it delivers to other towns than its own. */
  allowCrossLocality: boolean
  lat: number | null
  lng: number | null
  deliveryRadiusMeters: number
  deliveryFeeBase: Centavos | null
  deliveryFeePerKm: Centavos | null
  /** Whether it takes orders for later, also while closed (docs/product.md#scheduled-orders). */
  acceptsScheduled: boolean
  /*
   * What judges a slot (docs/product.md#scheduled-orders). The server knows them; the browser,
   * which offers only the slots the server listed, may leave them out.
   */
  preparationMinutes?: number
  /** 'Mucho trabajo' (docs/product.md#busy): its minutes and end, or nulls. */
  busyMinutes?: number | null
  busyUntil?: Date | string | null
  /** Null: no limit of orders a slot. */
  slotCapacity?: number | null
}

/**
 * When the order is wanted: now (scheduledFor null or absent) or a slot for later (an instant,
 * ISO). `takenInSlot`, the orders already in that slot, is known only to the server, which then
 * judges the slot whole; without it the slot is not judged.
 */
export interface OrderTime {
  scheduledFor?: Date | string | null
  takenInSlot?: number
}

/** Where a delivery goes, as far as it could be told: no point means no map could place it. */
export interface DeliveryPlace {
  point: LatLng | null
  city: string | null
}

/**
 * How the order is received. A delivery's `place` is absent while it is not looked up yet (the
 * checkout in the browser): its zone is then not checked and only the base fee counts.
 */
export type OrderDelivery = { method: 'PICKUP' } | { method: 'DELIVERY'; place?: DeliveryPlace }

export interface OrderPaymentChoice {
  method: PaymentMethod
  /** The bill a cash customer pays with, or null. */
  cashAmount: Centavos | null
}

/** One rule an order breaks: the API error code it is answered with, its words, its form field. */
export interface CheckoutProblem {
  code: Extract<
    ErrorCode,
    'CONFLICT' | 'VALIDATION' | 'ADDRESS_NOT_LOCATED' | 'OUTSIDE_DELIVERY_AREA' | 'COUPON_REFUSED'
  >
  message: string
  /** The checkout field the customer fixes it in, when it is one. */
  field?: 'cashAmount' | 'couponCode'
}

/**
 * The coupon an order is placed with (docs/product.md#coupons): its terms and, on the server, the
 * uses already counted under its row lock.
 */
export interface OrderCoupon {
  terms: CouponTerms
  usage: CouponUsage
}

export type OrderVerdict =
  | {
      ok: true
      subtotal: Centavos
      /** What the coupon takes off the lines; 0 without one. */
      discount: Centavos
      deliveryFee: Centavos
      total: Centavos
      meters: number | null
    }
  | { ok: false; problems: CheckoutProblem[] }

const conflict = (message: string): CheckoutProblem => ({ code: 'CONFLICT', message })

/** Whether a delivery's town is checked against the shop's: needs the town of the place. */
export const checksLocality = (shop: Pick<CheckoutShop, 'allowCrossLocality' | 'city'>) =>
  !shop.allowCrossLocality && shop.city !== null

/**
 * The shop's own rules, before anything about the lines: taking orders by its plan, open now
 * (Argentina's clock) unless the order is for later and the shop takes those, not paused, the
 * slot of an order for later, the method of receiving and the payment method offered. The
 * first one broken, or null.
 */
export function shopProblem(
  shop: CheckoutShop,
  method: DeliveryMethod,
  payment: Pick<OrderPaymentChoice, 'method'>,
  now: Date,
  time: OrderTime = {},
): CheckoutProblem | null {
  // A suspended shop, or one whose plan lapsed, takes no order whatever its hours.
  if (shop.availability === 'unavailable') return conflict(SHOP_UNAVAILABLE_MESSAGE)
  if (shop.availability === 'not-taking-orders') return conflict(NOT_TAKING_ORDERS_MESSAGE)
  const scheduled = time.scheduledFor != null
  if (scheduled && !shop.acceptsScheduled) return conflict(SCHEDULED_NOT_ACCEPTED_MESSAGE)
  // An order for later may be placed while the shop is closed (docs/product.md#scheduled-orders).
  if (!scheduled && getOpenStatus(shop.openingHours, now).kind !== 'open') {
    return conflict(SHOP_CLOSED_MESSAGE)
  }
  // A pause of its orders is refused with the words its pages show, for later too.
  const pause = activePause(shop.pausedUntil, now)
  if (pause) return conflict(pausedMessage(pause, now))
  const slot = scheduled ? scheduleProblem(shop, time, now) : null
  if (slot) return slot
  if (method === 'DELIVERY' && !shop.supportsDelivery) return conflict(NO_DELIVERY_MESSAGE)
  if (method === 'PICKUP' && !shop.supportsPickup) return conflict(NO_PICKUP_MESSAGE)
  if (!shop.paymentMethods.includes(payment.method)) {
    return { code: 'CONFLICT', message: PAYMENT_METHOD_NOT_ACCEPTED_MESSAGE }
  }
  return null
}

/**
 * The slot of an order for later, judged by slotProblem when the orders already in it are known:
 * at least preparation plus 'Mucho trabajo' ahead, today or tomorrow, inside the opening hours,
 * not full (docs/product.md#scheduled-orders). Null when it can be taken or cannot be judged.
 */
export function scheduleProblem(
  shop: CheckoutShop,
  { scheduledFor, takenInSlot }: OrderTime,
  now: Date,
): CheckoutProblem | null {
  if (scheduledFor == null || takenInSlot === undefined) return null
  const busy = { busyMinutes: shop.busyMinutes ?? null, busyUntil: shop.busyUntil ?? null }
  const problem = slotProblem(
    {
      openingHours: shop.openingHours,
      leadMinutes: (shop.preparationMinutes ?? 0) + busyExtra(busy, now),
      slotCapacity: shop.slotCapacity ?? null,
    },
    new Date(scheduledFor),
    now,
    takenInSlot,
  )
  return problem ? conflict(SLOT_PROBLEM_MESSAGES[problem]) : null
}

/** A delivery's minimum order (docs/product.md#real-orders), over the lines' subtotal; or null. */
export function minimumProblem(
  shop: Pick<CheckoutShop, 'minOrderAmount'>,
  method: DeliveryMethod,
  subtotal: Centavos,
): CheckoutProblem | null {
  return method === 'DELIVERY' && missingForMinimum(shop.minOrderAmount, subtotal) > 0
    ? conflict(minimumOrderMessage(shop.minOrderAmount!))
    : null
}

/**
 * Every rule of an order against the shop as it is `now`, over lines already priced: the shop's
 * rules, the minimum, the delivery's place (located, in the shop's town, inside its radius), the
 * coupon's rules, the largest total, and a cash bill that covers the total. Answers the totals
 * (the coupon's discount off the lines, then delivery), or every rule broken in that order: the
 * server refuses with the first, the checkout shows those of its fields.
 */
export function checkOrder(
  shop: CheckoutShop,
  lines: readonly { unitPrice: Centavos; quantity: number }[],
  delivery: OrderDelivery,
  payment: OrderPaymentChoice,
  now: Date,
  time: OrderTime = {},
  coupon: OrderCoupon | null = null,
): OrderVerdict {
  const problems: CheckoutProblem[] = []
  const add = (problem: CheckoutProblem | null) => problem && problems.push(problem)
  add(shopProblem(shop, delivery.method, payment, now, time))
  const subtotal = orderSubtotal(lines)
  add(minimumProblem(shop, delivery.method, subtotal))
  let meters: number | null = null
  let fee = 0
  if (delivery.method === 'DELIVERY') {
    const place = delivery.place
    // Without a point neither the delivery zone nor the fee per km can be known.
    if (place && !place.point) {
      add({ code: 'ADDRESS_NOT_LOCATED', message: ADDRESS_NOT_LOCATED_MESSAGE })
    }
    if (place?.city && checksLocality(shop) && !sameLocality(place.city, shop.city!)) {
      add({ code: 'OUTSIDE_DELIVERY_AREA', message: otherLocalityMessage(shop.city!) })
    }
    // A shop with no point of its own cannot measure; it charges its base fee, as it was told.
    if (place?.point && shop.lat !== null && shop.lng !== null) {
      meters = distanceMeters({ lat: shop.lat, lng: shop.lng }, place.point)
      if (meters > shop.deliveryRadiusMeters)
        add(conflict(outsideAreaMessage(shop.deliveryRadiusMeters)))
    }
    fee = deliveryFee(shop, meters)
  }
  let discount = 0
  if (coupon) {
    const problem = couponProblem(
      coupon.terms,
      { method: delivery.method, subtotal },
      coupon.usage,
      now,
    )
    if (problem) {
      add({ code: 'COUPON_REFUSED', message: couponProblemMessage(problem), field: 'couponCode' })
    } else discount = couponDiscount(coupon.terms, subtotal)
  }
  const total = subtotal - discount + fee
  if (total > MAX_ORDER_TOTAL) add({ code: 'VALIDATION', message: ORDER_TOO_LARGE_MESSAGE })
  // The bill the customer pays with must cover the order, so the rider brings change.
  if (payment.cashAmount !== null && payment.cashAmount < total) {
    add({
      code: 'VALIDATION',
      message: cashBelowTotalMessage(formatPesos(total)),
      field: 'cashAmount',
    })
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, subtotal, discount, deliveryFee: fee, total, meters }
}
