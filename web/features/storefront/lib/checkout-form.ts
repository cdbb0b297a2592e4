import type { Cart } from '../../../../domain/cart/rules'
import type { CheckoutShop, OrderCoupon } from '../../../../domain/checkout/check-order'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import type { CheckoutRequest, CheckoutRequestInput } from '../../../../domain/checkout/schemas'
import type { PaymentMethod } from '../../../../domain/payments/rules'
import type { LastCustomer } from '../../../lib/placed-orders'
import type { SavedLocation } from '../../../lib/location'
import type { Method } from '../components/MethodPicker'
import { FORM_LOAD_FAILED_MESSAGE } from '../../../../domain/messages/customer'

/** 'Tus datos' as typed: the same fields the browser remembers for the next checkout. */
export type CustomerValues = LastCustomer & {
  /** 'Nota para el comercio'. */
  note: string
  /**
   * '¿Cómo pagás?' (docs/product.md#payments): one of the shop's methods; absent when the shop
   * names none, and the order then goes without (the server takes it as cash).
   */
  paymentMethod?: PaymentMethod
  /**
   * '¿Con cuánto pagás?' in centavos, read from the pesos typed (PaymentPicker's field); null when
   * left empty (no change needed), NaN when it is not an amount.
   */
  cashAmount?: number | null
}
export type CustomerField = keyof CustomerValues

/** The form's fields in the order they show, as named on their controls; the first at fault gets the focus. */
export const CHECKOUT_FIELDS = [
  'fullName',
  'phone',
  'street',
  'number',
  'floorApartment',
  'notes',
  'note',
  'paymentMethod',
  'cashAmount',
] as const satisfies readonly CustomerField[]

/** A section's view of the form: each field's text as typed (to start from) and its message. */
export interface CheckoutFields {
  values: Record<CustomerField, string>
  messageOf: (field: CustomerField) => string | undefined
}

/** What the form is checked against besides its own fields. */
export interface CheckoutContext {
  method: Method
  items: Cart
  /** The customer's saved place, whose point is sent only while the address is still that place. */
  location: SavedLocation | null
  /**
   * The shop as the checkout's rules read it (checkoutShopOf): the bill a cash customer names must
   * cover the total on screen, by the same checkOrder the server runs.
   */
  shop?: CheckoutShop
  /**
   * The coupon applied (docs/product.md#coupons): its code goes with the order, and the cash bill
   * must cover the total after its discount.
   */
  coupon?: OrderCoupon | null
}

/**
 * The shop of the storefront for checkOrder. The browser does not place the address, so the fee
 * is the base one the pay panel shows (`baseFee`), the zone is left to the server.
 */
export function checkoutShopOf(business: PublicBusiness, baseFee: number): CheckoutShop {
  return {
    ...business,
    allowCrossLocality: true,
    lat: null,
    lng: null,
    deliveryFeeBase: baseFee,
    deliveryFeePerKm: 0,
  }
}

const empty: CustomerValues = {
  fullName: '',
  phone: '',
  street: '',
  number: '',
  floorApartment: '',
  notes: '',
  note: '',
}

/**
 * The last order's details; when it had no address, the street and number of the saved location.
 * The note is about one order, so it always starts empty.
 */
export function prefill(last: LastCustomer | null, location: SavedLocation | null): CustomerValues {
  const values = { ...empty, ...last, note: '' }
  if (!values.street.trim() && !values.number.trim() && location) {
    values.street = location.street
    values.number = location.number
  }
  return values
}

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Whether the address typed is still the saved place, whose point then goes with the order (the
 * shop's fee per km and delivery zone use it). Another street or number would make it a lie.
 */
export function sendsLocation(
  values: Pick<CustomerValues, 'street' | 'number'>,
  location: SavedLocation | null,
): location is SavedLocation {
  return (
    location !== null &&
    same(values.street, location.street) &&
    same(values.number, location.number)
  )
}

/**
 * The request body; the address only for delivery, with the saved point (and its town) only when
 * it fits.
 */
export function toRequest(values: CustomerValues, context: CheckoutContext): CheckoutRequestInput {
  const { method, items, location } = context
  const samePlace = sendsLocation(values, location)
  return {
    method: method === 'delivery' ? 'DELIVERY' : 'PICKUP',
    customer: { fullName: values.fullName, phone: values.phone },
    address:
      method === 'delivery'
        ? {
            street: values.street,
            number: values.number,
            floorApartment: values.floorApartment,
            notes: values.notes,
            ...(samePlace
              ? {
                  lat: location.lat,
                  lng: location.lng,
                  ...(location.city ? { city: location.city } : {}),
                }
              : {}),
          }
        : null,
    note: values.note,
    ...(values.paymentMethod
      ? {
          payment: {
            method: values.paymentMethod,
            cashAmount: values.paymentMethod === 'CASH' ? (values.cashAmount ?? null) : null,
          },
        }
      : {}),
    ...(context.coupon ? { couponCode: context.coupon.terms.code } : {}),
    // The price each line shows (its options included) goes too: the server refuses the order if
    // today's differs. The options travel as their ids.
    items: items.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      notes: line.notes ?? null,
      options: (line.options ?? []).map((option) => option.id),
      price: line.price,
    })),
  }
}

/** Where an issue of the request schema is shown: under its field, or above the button. */
function fieldOf(path: readonly PropertyKey[]): CustomerField | 'root' {
  const [head, field] = path.map(String)
  if (head === 'customer') return field === 'phone' ? 'phone' : 'fullName'
  if (head === 'address') {
    if (field === 'number' || field === 'floorApartment' || field === 'notes') return field
    // A missing address or a bad point is fixed by typing the address again.
    return 'street'
  }
  if (head === 'note') return 'note'
  if (head === 'payment') return field === 'cashAmount' ? 'cashAmount' : 'paymentMethod'
  return 'root'
}

/** A valid form: the body to send as typed, and the same body as the server will read it. */
export interface CheckedOrder {
  request: CheckoutRequestInput
  parsed: CheckoutRequest
}

/**
 * The schema and checkOrder come apart from the page, together, so it opens light
 * (docs/product.md#budgets).
 */
export const loadCheckoutSchema = () =>
  Promise.all([
    import('../../../../domain/checkout/schemas'),
    import('../../../../domain/checkout/check-order'),
    import('../../../lib/pesos'),
  ]).then(([schemas, rules, pesos]) => ({
    schema: schemas.checkoutRequestSchema,
    checkOrder: rules.checkOrder,
    centavos: pesos.pesosToCentavos,
  }))

/** A field's message, or the form's ('root', shown above the button). */
export type CheckoutErrors = Partial<
  Record<CustomerField | 'root', { type: string; message: string }>
>

/** What the check answers: the order when the form is valid, else the messages by field. */
export type CheckoutVerdict =
  | { values: CheckedOrder; errors: Record<string, never> }
  | { values: Record<string, never>; errors: CheckoutErrors }

/** The check over a way to load the schema (a test passes one that fails). */
export const makeCheckoutResolver =
  (load: typeof loadCheckoutSchema) =>
  async (
    values: Omit<CustomerValues, 'cashAmount'> & { cashAmount?: number | string | null },
    context: CheckoutContext,
  ): Promise<CheckoutVerdict> => {
    let loaded: Awaited<ReturnType<typeof loadCheckoutSchema>>
    try {
      loaded = await load()
    } catch {
      // Nothing sent and nothing lost: the same tap works once the connection is back.
      const root = { type: 'network', message: FORM_LOAD_FAILED_MESSAGE }
      return { values: {}, errors: { root } }
    }
    const { schema, checkOrder, centavos } = loaded
    // The bill as typed ('20.000', '$ 20000'): centavos, null when empty, NaN when no amount.
    const { cashAmount } = values
    const request = toRequest(
      { ...values, cashAmount: typeof cashAmount === 'string' ? centavos(cashAmount) : cashAmount },
      context,
    )
    const result = await schema.safeParseAsync(request)
    // The order's rules are checkOrder's, the server's own: the browser shows those about a field
    // of the form (the bill must cover the total on screen, so the rider brings change). The
    // shop's hours, pause and zone are judged by the server when the order arrives.
    const payment = request.payment
    const verdict =
      context.shop && payment
        ? checkOrder(
            context.shop,
            context.items.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
            { method: request.method === 'DELIVERY' ? 'DELIVERY' : 'PICKUP' },
            { method: payment.method, cashAmount: payment.cashAmount ?? null },
            new Date(),
            {},
            context.coupon ?? null,
          )
        : null
    // The coupon's own rules are said at its field, by the server's check; here only the bill.
    const problem =
      verdict?.ok === false ? verdict.problems.find((p) => p.field === 'cashAmount') : undefined
    const short = problem ? { type: 'min', message: problem.message } : null
    if (result.success && !short) {
      return { values: { request, parsed: result.data }, errors: {} }
    }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error?.issues ?? []) {
      errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message }
    }
    if (short) errors.cashAmount ??= short
    return { values: {}, errors: errors as CheckoutErrors }
  }

/**
 * Checks the form with the same schema the server uses, so every message is the server's. The
 * request is built from the form plus the method and the cart.
 */
export const checkoutResolver = makeCheckoutResolver(loadCheckoutSchema)
