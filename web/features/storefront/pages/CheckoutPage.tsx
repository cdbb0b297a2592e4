import { ArrowLeft, ShoppingBag } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import type { CartLine } from '../../../../domain/cart/rules'
import { missingForMinimum } from '../../../../domain/checkout/rules'
import {
  belowMinimumMessage,
  PAYMENT_PROVIDER_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  SEND_FAILED_MESSAGE,
} from '../../../../domain/messages/customer'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { changedPrices, placeOrder } from '../api/public-orders'
import { usePublicBusiness } from '../api/public-business'
import { CartProvider } from '../components/CartProvider'
import { useCart } from '../lib/useCart'
import { Alert } from '../../../components/ui/Alert'
import { LinkButton } from '../../../components/ui/LinkButton'
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton'
import { readSavedLocation, type SavedLocation } from '../../../lib/location'
import {
  readLastCustomer,
  type LastCustomer,
  rememberLastCustomer,
  rememberPlacedOrder,
} from '../../../lib/placed-orders'
import { serverMessage } from '../../../lib/error-message'
import { onFirstIntent } from '../../../lib/intent'
import { paths } from '../../../paths'
import { CheckoutLine } from '../components/CheckoutLine'
import { usePlainForm } from '../../../hooks/usePlainForm'
import type { PaymentMethod } from '../../../../domain/payments/rules'
import {
  CHECKOUT_FIELDS,
  checkoutResolver,
  checkoutShopOf,
  loadCheckoutSchema,
  prefill,
  sendsLocation,
  type CheckedOrder,
  type CustomerField,
} from '../lib/checkout-form'
import { confirmationOf, customerToRemember, placedOrderRef } from '../lib/confirmation'
import { CustomerForm } from '../components/CustomerForm'
import { checkoutKey, forgetCheckoutKey } from '../lib/order-key'
import { feeEstimate, PayPanel } from '../components/PayPanel'
import { defaultMethod, MethodPicker, offers, type Method } from '../components/MethodPicker'
import type { StorefrontState } from './StorefrontPage'
import type { AppliedCoupon } from '../lib/coupon'

// The map and its address search are fetched only when the customer asks for them.
const AddressDialog = lazy(() =>
  import('../../../components/AddressDialog').then((m) => ({ default: m.AddressDialog })),
)

// '¿Cómo pagás?' sits below the customer's details: it comes apart from the page (its money field
// and pesos parser with it), as does the call that opens Mercado Pago after ordering
// (docs/decisions/0006-bundle-driven-splits.md).
const PaymentPicker = lazy(() => import('../components/PaymentPicker'))
// '¿Para cuándo?' only for a shop that takes orders for later (docs/product.md#scheduled-orders):
// it comes apart, with its call for the slots.
const SchedulePicker = lazy(() => import('../components/SchedulePicker'))
// 'Tengo un cupón' comes apart from the page, with the check's call, the coupon's rules and its
// words (docs/product.md#coupons); its module prices the coupon once one is applied.
const CouponField = lazy(() => import('../components/CouponField'))
const loadCouponRules = () => import('../components/CouponField')
const payOnline = (id: string, token: string) =>
  import('../../../api/online-payment').then((m) => m.payOnline(id, token))

/** docs/product.md#screens 'Checkout' /editar-pedido/{slug}. */
export function Component() {
  const { slug = '' } = useParams()
  return (
    <CartProvider key={slug} slug={slug}>
      <Checkout slug={slug} />
    </CartProvider>
  )
}

function Checkout({ slug }: { slug: string }) {
  const { data: business, isPending, isError } = usePublicBusiness(slug)
  const [chosen, setChosen] = useState<Method | null>(null)

  useEffect(() => {
    if (business) document.title = `Tu pedido · ${business.name} · Barrio`
  }, [business])

  // docs/product.md#screens: a shop that cannot be loaded sends the customer to the start.
  if (isError) return <Navigate to={paths.landing} replace />
  if (isPending) return <CheckoutSkeleton />

  const method = chosen && offers(business, chosen) ? chosen : defaultMethod(business)
  return <CheckoutForm slug={slug} business={business} method={method} onMethod={setChosen} />
}

const FORM_ID = 'checkout-form'

function CheckoutForm({
  slug,
  business,
  method,
  onMethod,
}: {
  slug: string
  business: PublicBusiness
  method: Method
  onMethod: (method: Method) => void
}) {
  const { items, total, clear, updateItem } = useCart()
  const navigate = useNavigate()
  // A plain call rather than useMutation (0.9 KB gzipped), to keep /editar-pedido/{slug} within
  // its budget (docs/product.md#budgets). Never retried behind the customer's back.
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [mapOpen, setMapOpen] = useState(false)
  // docs/product.md#scheduled-orders: null is 'Lo antes posible', '' 'Programar' with no slot yet,
  // else the slot sent as scheduledFor. A closed shop takes orders for later only.
  const [when, setWhen] = useState<string | null>(null)
  const scheduledFor = when ?? (business.isOpen ? null : '')
  // A second click before the button shows busy must not start a second request.
  const sending = useRef(false)
  // Read once: the form starts from them, later changes elsewhere do not move what is typed. The
  // place changes only when the customer marks it on the map here.
  const [location, setLocation] = useState(() => readSavedLocation())
  // The shop's first payment method is chosen to start with (docs/product.md#payments).
  const methods = business.paymentMethods ?? []
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null)
  // The server's reason when it refused the placed order for its coupon, said at the coupon.
  const [couponRefused, setCouponRefused] = useState<string | null>(null)
  // The coupon's rules, here once its field has loaded them (never before one can be applied).
  const [couponRules, setCouponRules] = useState<Awaited<
    ReturnType<typeof loadCouponRules>
  > | null>(null)
  const judged = coupon && couponRules ? couponRules.judgeCoupon(coupon, method, total) : null
  const discount = judged?.discount ?? 0
  const [initial] = useState(() => ({
    ...prefill(readLastCustomer(), location),
    paymentMethod: methods[0] ?? '',
    cashAmount: '',
  }))
  // The order the last check accepted, which the submit then sends.
  const checked = useRef<CheckedOrder | null>(null)
  const form = usePlainForm(
    CHECKOUT_FIELDS,
    async (values) => {
      checked.current = null
      const verdict = await checkoutResolver(asTyped(values), {
        method,
        items,
        location,
        // The shop as checkOrder reads it, with the base fee the pay panel shows.
        shop: checkoutShopOf(business, feeEstimate(business).base),
        coupon: judged && { terms: judged.terms, usage: {} },
      })
      const errors = Object.entries(verdict.errors) as [
        CustomerField | 'root',
        { message: string },
      ][]
      if (errors.length === 0) checked.current = verdict.values as CheckedOrder
      // In the order the fields show, so the first at fault gets the focus.
      const order = (field: string) => CHECKOUT_FIELDS.indexOf(field as CustomerField) >>> 0
      return errors
        .map(([field, { message }]) => ({ field, message }))
        .sort((a, b) => order(a.field) - order(b.field))
    },
    async (values) => {
      if (checked.current) await send(checked.current, asTyped(values))
    },
    initial,
  )
  // The schema the form is checked with comes apart from the page: asked for as the customer
  // starts on the page, so it is here by the time they have typed their name.
  useEffect(() => onFirstIntent(() => void loadCheckoutSchema().catch(() => {})), [])
  const { street, number, paymentMethod } = form.values
  const empty = items.length === 0
  // The minimum is a delivery option: said before the form, and the reason 'Ir a pagar' waits.
  const minimum = method === 'delivery' ? business.minOrderAmount : null
  const belowMinimum =
    !empty && minimum !== null && missingForMinimum(minimum, total) > 0
      ? belowMinimumMessage(minimum, total)
      : null

  /** A place marked on the map is the address: its street and number fill the form's. */
  const marked = (place: SavedLocation) => {
    const street = place.street || form.values.street
    const number = place.number || form.values.number
    setLocation({ ...place, street, number })
    form.set('street', street)
    form.set('number', number)
    setFailure(null)
    setMapOpen(false)
  }

  /**
   * The cart shows today's prices, so the next tap orders at the prices on screen. Each price names
   * the line of the request it prices (two lines of one product differ in their options); `sent`
   * are the lines that request was made of.
   */
  const takePrices = (
    prices: NonNullable<ReturnType<typeof changedPrices>>,
    sent: readonly CartLine[],
  ) => {
    for (const { line: index, unitPrice } of prices) {
      const line = sent[index]
      if (line && line.price !== unitPrice) updateItem(line.uid, { price: unitPrice })
    }
    setNotice(PRICE_CHANGED_MESSAGE)
  }

  const send = async ({ request, parsed }: CheckedOrder, typed: LastCustomer) => {
    if (sending.current || scheduledFor === '') return
    sending.current = true
    // The cart as this request was built from it, to match a refusal's lines to the cart's.
    const sent = items
    setFailure(null)
    setNotice(null)
    try {
      setBusy(true)
      const placed = await placeOrder({
        slug,
        order: scheduledFor ? { ...request, scheduledFor } : request,
        idempotencyKey: checkoutKey(slug),
      })
      rememberPlacedOrder(placedOrderRef(placed))
      rememberLastCustomer(customerToRemember(typed))
      forgetCheckoutKey(slug)
      clear()
      const placedOrder = confirmationOf(placed, parsed, window.location.origin)
      // Mercado Pago: straight to its checkout, which brings the customer back to the order's page.
      // Should that fail, the confirmation offers it again with the reason.
      if (placed.order.payment.method === 'MERCADOPAGO') {
        try {
          await payOnline(placed.order.id, placed.order.publicToken)
          return
        } catch (err) {
          placedOrder.payFailure = serverMessage(err, PAYMENT_PROVIDER_MESSAGE)
        }
      }
      const state: StorefrontState = { placedOrder }
      void navigate(paths.storefront(slug), { state })
    } catch (err) {
      const prices = changedPrices(err)
      // The cart and the key stay: 'Ir a pagar' again answers the order if it was placed after all.
      const refused =
        !prices && request.couponCode
          ? await loadCouponRules().then((m) => m.couponRefusal(err))
          : null
      if (prices) takePrices(prices, sent)
      else if (refused) {
        // The coupon comes off and its reason shows at its field; the next tap orders without it.
        setCoupon(null)
        setCouponRefused(refused)
      } else setFailure(serverMessage(err, SEND_FAILED_MESSAGE))
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <div className="min-h-dvh md:pb-10">
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2 md:px-4">
          <Link
            to={paths.storefront(slug)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <ArrowLeft aria-hidden className="size-5" />
            <span className="sr-only">Volver a {business.name}</span>
          </Link>
          <div className="min-w-0">
            <h1 className="text-lg leading-tight font-bold text-stone-900">Tu pedido</h1>
            <p className="truncate text-sm text-stone-600">{business.name}</p>
          </div>
        </div>
      </header>

      <div className="mx-auto mt-4 flex max-w-5xl flex-col gap-4 px-4 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6">
        <main className="flex flex-col gap-4">
          <section className="rounded-2xl border border-stone-200 bg-white p-4">
            <MethodPicker business={business} value={method} onChange={onMethod} />
            {belowMinimum && (
              <div className="mt-3">
                <Alert tone="info">
                  <p className="font-semibold">{belowMinimum}</p>
                  <p>
                    {business.supportsPickup
                      ? 'Sumá productos para el envío, o elegí Retiro en el local.'
                      : 'Sumá productos para poder pedir.'}
                  </p>
                </Alert>
              </div>
            )}
          </section>

          {business.acceptsScheduled && (
            <section className="min-h-32 rounded-2xl border border-stone-200 bg-white p-4">
              <Suspense fallback={null}>
                <SchedulePicker
                  slug={slug}
                  closed={!business.isOpen}
                  value={scheduledFor}
                  onChange={setWhen}
                  refresh={failure}
                />
              </Suspense>
            </section>
          )}

          <section
            aria-labelledby="productos-titulo"
            className="rounded-2xl border border-stone-200 bg-white px-4 pt-4"
          >
            <h2 id="productos-titulo" className="text-lg font-bold text-stone-900">
              Productos
            </h2>
            {empty ? (
              <div className="flex flex-col items-center gap-3 py-8 text-center">
                <ShoppingBag aria-hidden className="size-10 text-stone-400" />
                <p className="font-medium text-stone-800">Tu pedido está vacío.</p>
                <LinkButton to={paths.storefront(slug)} variant="secondary">
                  Ver productos
                </LinkButton>
              </div>
            ) : (
              <ul aria-label="Productos del pedido" className="divide-y divide-stone-200">
                {items.map((line) => (
                  <CheckoutLine key={line.uid} line={line} />
                ))}
              </ul>
            )}
            {!empty && (
              <div className="min-h-[4.25rem] border-t border-stone-200 py-3">
                <Suspense fallback={null}>
                  <CouponField
                    slug={slug}
                    method={method}
                    subtotal={total}
                    phone={() => form.values.phone}
                    applied={coupon}
                    discount={discount}
                    problem={judged?.problem ?? null}
                    refused={couponRefused}
                    onApplied={(applied) => {
                      // The field's module holds the rules that price it; it is loaded by now.
                      void loadCouponRules().then(setCouponRules)
                      setCoupon(applied)
                      setCouponRefused(null)
                    }}
                  />
                </Suspense>
              </div>
            )}
          </section>

          <section
            aria-labelledby="datos-titulo"
            className="rounded-2xl border border-stone-200 bg-white p-4"
          >
            <h2 id="datos-titulo" className="mb-4 text-lg font-bold text-stone-900">
              Tus datos
            </h2>
            <form
              id={FORM_ID}
              ref={form.attach}
              onSubmit={(event) => void form.onSubmit(event)}
              onInput={form.onChange}
              onChange={form.onChange}
              noValidate
            >
              <CustomerForm
                method={method}
                form={form}
                marked={sendsLocation({ street, number }, location)}
                onMarkOnMap={() => setMapOpen(true)}
              />
            </form>
            {mapOpen && (
              <Suspense fallback={null}>
                <AddressDialog
                  open
                  initial={location}
                  onClose={() => setMapOpen(false)}
                  onSaved={marked}
                />
              </Suspense>
            )}
          </section>

          {methods.length > 0 && (
            <section className="min-h-40 rounded-2xl border border-stone-200 bg-white p-4">
              <Suspense fallback={null}>
                <PaymentPicker
                  methods={methods}
                  cash={paymentMethod === 'CASH'}
                  form={form}
                  onChange={form.onChange}
                  formId={FORM_ID}
                />
              </Suspense>
            </section>
          )}
        </main>

        <PayPanel
          business={business}
          method={method}
          subtotal={total}
          coupon={judged && discount > 0 ? judged : null}
          empty={empty}
          belowMinimum={belowMinimum}
          unscheduled={scheduledFor === ''}
          busy={busy}
          notice={notice}
          failure={failure ?? form.messageOf('root') ?? null}
          formId={FORM_ID}
        />
      </div>
    </div>
  )
}

/** The form's texts as the check reads them: no method chosen when the shop names none. */
const asTyped = (values: Record<CustomerField, string>) => ({
  ...values,
  paymentMethod: (values.paymentMethod || undefined) as PaymentMethod | undefined,
})

function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Cargando tu pedido...">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  )
}
