import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_NAME_MESSAGE,
  FORM_LOAD_FAILED_MESSAGE,
  PHONE_MESSAGE,
  STREET_MESSAGE,
} from '../../../../domain/messages/customer'
import type { SavedLocation } from '../../../lib/location'
import {
  checkoutResolver,
  makeCheckoutResolver,
  prefill,
  toRequest,
  type CheckoutContext,
} from './checkout-form'
import { AV_COLON as COLON } from '../../../testing/places'

const LAST = {
  fullName: 'Lucía Fernández',
  phone: '351 555 1234',
  street: 'Obispo Trejo',
  number: '242',
  floorApartment: '3° B',
  notes: 'timbre 2',
}
const LINE = {
  productId: '6f1c2a7e-5b0d-4c3e-9a8b-1d2e3f4a5b6c',
  uid: 'u1',
  name: 'Lomito completo',
  price: 1_450_000,
  quantity: 2,
  notes: 'sin mayonesa',
  imageUrl: null,
}
const delivery = (location: SavedLocation | null = COLON): CheckoutContext => ({
  method: 'delivery',
  items: [LINE],
  location,
})
const resolve = (values: ReturnType<typeof prefill>, context: CheckoutContext) =>
  checkoutResolver(values, context)

describe('prefill', () => {
  it("starts from the last order's details, with an empty note", () => {
    expect(prefill(LAST, COLON)).toEqual({ ...LAST, note: '' })
  })

  it('takes street and number from the saved location when the last order had no address', () => {
    const pickupOnly = { ...LAST, street: '', number: '', floorApartment: '', notes: '' }
    expect(prefill(pickupOnly, COLON)).toMatchObject({
      fullName: 'Lucía Fernández',
      street: 'Av. Colón',
      number: '1045',
    })
    expect(prefill(null, COLON)).toMatchObject({
      fullName: '',
      street: 'Av. Colón',
      number: '1045',
    })
    expect(prefill(null, null)).toMatchObject({ street: '', number: '' })
  })
})

describe('toRequest', () => {
  it("sends the saved point only while the address is still the saved place's", () => {
    const atColon = { ...prefill(null, COLON), fullName: 'Ana', phone: '351 555 1234' }
    expect(toRequest(atColon, delivery()).address).toMatchObject({
      street: 'Av. Colón',
      number: '1045',
      city: COLON.city,
      lat: -31.4112,
      lng: -64.1972,
    })
    // Spacing and capitals typed differently are still the same place.
    const retyped = { ...atColon, street: ' av.  colón ', number: '1045 ' }
    expect(toRequest(retyped, delivery()).address).toMatchObject({ lat: -31.4112 })
    const elsewhere = { ...atColon, number: '1200' }
    const address = toRequest(elsewhere, delivery()).address
    expect(address).not.toHaveProperty('lat')
    expect(address).not.toHaveProperty('lng')
    expect(address).not.toHaveProperty('city')
  })

  it('sends no address for pickup, and the cart lines with their notes and shown prices', () => {
    const request = toRequest(prefill(LAST, COLON), { ...delivery(), method: 'pickup' })
    expect(request).toMatchObject({
      method: 'PICKUP',
      address: null,
      items: [{ productId: LINE.productId, quantity: 2, notes: 'sin mayonesa', price: 1_450_000 }],
    })
  })
})

describe('checkoutResolver', () => {
  it("shows the server schema's messages under each field", async () => {
    const result = await resolve(prefill(null, null), delivery(null))
    expect(result.errors).toMatchObject({
      fullName: { message: CUSTOMER_NAME_MESSAGE },
      phone: { message: PHONE_MESSAGE },
      street: { message: STREET_MESSAGE },
    })
    expect(result.errors.number?.message).toMatch(/altura/)
  })

  it('needs no address for pickup and answers the request as typed and as parsed', async () => {
    const values = { ...prefill(null, null), fullName: ' Ana Gómez ', phone: '0351 15 555-1234' }
    const result = await resolve(values, { ...delivery(null), method: 'pickup' })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({
      request: { customer: { fullName: ' Ana Gómez ', phone: '0351 15 555-1234' } },
      parsed: { customer: { fullName: 'Ana Gómez', phone: '+5493515551234' }, note: null },
    })
  })

  it('says the connection failed, above the button, when the schema cannot be loaded', async () => {
    const offline = makeCheckoutResolver(() => Promise.reject(new TypeError('Failed to fetch')))
    const values = { ...prefill(null, null), fullName: 'Ana Gómez', phone: '351 555 1234' }
    const result = await offline(values, delivery(null))
    expect(result.values).toEqual({})
    expect(result.errors).toEqual({ root: { type: 'network', message: FORM_LOAD_FAILED_MESSAGE } })
  })
})

describe('with a coupon (docs/product.md#coupons)', () => {
  const shop = {
    availability: 'taking-orders',
    acceptsScheduled: false,
    openingHours: [],
    pausedUntil: null,
    supportsDelivery: true,
    supportsPickup: true,
    paymentMethods: ['CASH'],
    minOrderAmount: null,
    deliveryFeeBase: 100_000,
    deliveryFeePerKm: 0,
    deliveryRadiusMeters: 8000,
    lat: null,
    lng: null,
    allowCrossLocality: true,
    city: null,
  } as unknown as NonNullable<CheckoutContext['shop']>
  const coupon: NonNullable<CheckoutContext['coupon']> = {
    terms: {
      code: 'BIENVENIDA',
      kind: 'PERCENT',
      value: 10,
      minOrder: null,
      firstOrderOnly: false,
      maxUses: null,
      maxUsesPerPhone: null,
      validFrom: null,
      validUntil: null,
      isActive: true,
      methods: 'BOTH',
    },
    usage: {},
  }
  const paying = (cashAmount: number) => ({
    ...prefill(LAST, COLON),
    paymentMethod: 'CASH' as const,
    cashAmount,
  })

  it('sends its code, and takes a cash bill that covers the total after its discount', async () => {
    // $ 29.000 of lines, $ 2.900 off, $ 1.000 of delivery: $ 27.100.
    const context = { ...delivery(), shop, coupon }
    const ok = await resolve(paying(2_710_000), context)
    expect(ok.errors).toEqual({})
    expect(ok.values).toMatchObject({ request: { couponCode: 'BIENVENIDA' } })
    const short = await resolve(paying(2_700_000), context)
    expect(short.errors.cashAmount?.message).toMatch(/27\.100/)
    // Without the coupon the same bill is short, and no code goes.
    const without = await resolve(paying(2_710_000), { ...delivery(), shop })
    expect(without.errors.cashAmount?.message).toMatch(/30\.000/)
    expect(toRequest(paying(2_710_000), delivery())).not.toHaveProperty('couponCode')
  })
})
