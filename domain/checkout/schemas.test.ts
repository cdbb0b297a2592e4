import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, idempotencyKeySchema, type CheckoutRequestInput } from './schemas'
import {
  compareOrderItems,
  deliveryFee,
  deliveryInfoOf,
  missingForMinimum,
  sameLocality,
} from './rules'
import { distanceMeters, formatKm } from '../geo/rules'
import { minimumOrderMessage, outOfStockMessage } from '../messages/api'
import {
  ADDRESS_REQUIRED_MESSAGE,
  LOCATION_MESSAGE,
  belowMinimumMessage,
} from '../messages/customer'

const plain = (s: string) => s.replace(/\s/g, ' ')
const PRODUCT = '3f2b8c1e-5d4a-4c2b-9e1f-0a1b2c3d4e5f'

const base: CheckoutRequestInput = {
  method: 'PICKUP',
  customer: { fullName: 'Ana Gómez', phone: '0351 15 555-1234' },
  items: [{ productId: PRODUCT, quantity: 1 }],
}
const firstError = (input: unknown) =>
  checkoutRequestSchema.safeParse(input).error?.issues[0]?.message

describe('distanceMeters', () => {
  it('is zero for one point and symmetric', () => {
    const a = { lat: -31.4167, lng: -64.1833 }
    const b = { lat: -31.4, lng: -64.2 }
    expect(distanceMeters(a, a)).toBe(0)
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6)
  })
  it('measures a degree of latitude as 111,2 km and Córdoba–Buenos Aires as about 646 km', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, 0)
    const cordoba = { lat: -31.4167, lng: -64.1833 }
    const obelisco = { lat: -34.6037, lng: -58.3816 }
    const km = distanceMeters(cordoba, obelisco) / 1000
    expect(km).toBeGreaterThan(640)
    expect(km).toBeLessThan(652)
  })
  it('shrinks east–west distances away from the equator', () => {
    const atEquator = distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })
    const atCordoba = distanceMeters({ lat: -31.4, lng: -64 }, { lat: -31.4, lng: -63 })
    expect(atCordoba / atEquator).toBeCloseTo(Math.cos((31.4 * Math.PI) / 180), 3)
  })
})

describe('deliveryFee', () => {
  const shop = { deliveryFeeBase: 150_000, deliveryFeePerKm: 30_000 }
  it('adds the fee per km over the distance, rounded to whole centavos', () => {
    expect(deliveryFee(shop, 2_000)).toBe(210_000)
    expect(deliveryFee(shop, 2_223.9)).toBe(216_717)
    expect(deliveryFee({ deliveryFeeBase: 0, deliveryFeePerKm: 1 }, 1_499)).toBe(1)
  })
  it('charges only the base with no known distance, and counts empty fees as 0', () => {
    expect(deliveryFee(shop, null)).toBe(150_000)
    expect(deliveryFee({ deliveryFeeBase: null, deliveryFeePerKm: null }, 3_000)).toBe(0)
    expect(deliveryFee({ deliveryFeeBase: null, deliveryFeePerKm: 10_000 }, 500)).toBe(5_000)
  })
})

describe('checkoutRequestSchema', () => {
  it('normalises the phone to +549 and empty optional text to null', () => {
    const parsed = checkoutRequestSchema.parse({
      ...base,
      note: '   ',
      items: [{ productId: PRODUCT.toUpperCase(), quantity: 2, notes: '' }],
    })
    expect(parsed.customer.phone).toBe('+5493515551234')
    expect(parsed.note).toBeNull()
    expect(parsed.items[0]).toEqual({
      productId: PRODUCT,
      quantity: 2,
      notes: null,
      price: null,
      options: [],
    })
  })
  it('requires an address for delivery and drops it for pickup', () => {
    expect(firstError({ ...base, method: 'DELIVERY' })).toBe(ADDRESS_REQUIRED_MESSAGE)
    const address = { street: 'Av. Colón', number: '1045' }
    expect(checkoutRequestSchema.parse({ ...base, address }).address).toBeNull()
    expect(checkoutRequestSchema.parse({ ...base, method: 'DELIVERY', address }).address).toEqual({
      ...address,
      floorApartment: null,
      notes: null,
      city: null,
      location: null,
    })
  })
  it('takes a location only with both coordinates', () => {
    const address = { street: 'Av. Colón', number: '1045', lat: -31.4 }
    expect(firstError({ ...base, method: 'DELIVERY', address })).toBe(LOCATION_MESSAGE)
    const located = checkoutRequestSchema.parse({
      ...base,
      method: 'DELIVERY',
      address: { ...address, lng: -64.2 },
    })
    expect(located.address?.location).toEqual({ lat: -31.4, lng: -64.2 })
  })
  it('refuses an unknown method in Spanish', () => {
    expect(firstError({ ...base, method: 'DRONE' })).toBe(
      'Elegí si querés envío a domicilio o retirar en el local.',
    )
  })
})

describe('idempotencyKeySchema', () => {
  it('takes 8 to 100 visible characters', () => {
    expect(idempotencyKeySchema.safeParse('abcd-123').success).toBe(true)
    expect(idempotencyKeySchema.safeParse('x'.repeat(100)).success).toBe(true)
    expect(idempotencyKeySchema.safeParse('abc-123').success).toBe(false)
    expect(idempotencyKeySchema.safeParse('x'.repeat(101)).success).toBe(false)
    expect(idempotencyKeySchema.safeParse('con espacio').success).toBe(false)
  })
})

describe('texts', () => {
  it('formats kilometres and minimums as es-AR', () => {
    expect(formatKm(5_000)).toBe('5 km')
    expect(formatKm(2_500)).toBe('2,5 km')
    expect(plain(minimumOrderMessage(2_000_000))).toBe(
      'El pedido mínimo para envío es de $ 20.000.',
    )
    expect(plain(minimumOrderMessage(1_234_550))).toBe(
      'El pedido mínimo para envío es de $ 12.345,50.',
    )
    expect(plain(belowMinimumMessage(2_000_000, 1_450_000))).toBe(
      'El pedido mínimo para envío es de $ 20.000. Te faltan $ 5.500.',
    )
  })
  it('tells what a delivery lacks to reach the minimum', () => {
    expect(missingForMinimum(2_000_000, 1_450_000)).toBe(550_000)
    expect(missingForMinimum(2_000_000, 2_000_000)).toBe(0)
    expect(missingForMinimum(null, 100)).toBe(0)
  })
  it('compares towns as people write them', () => {
    expect(sameLocality('Córdoba', '  CORDOBA ')).toBe(true)
    expect(sameLocality('Villa  Allende', 'villa allende')).toBe(true)
    expect(sameLocality('Córdoba', 'Villa Allende')).toBe(false)
  })
  it('names every product out of stock', () => {
    expect(outOfStockMessage(['Flan'])).toBe(
      '"Flan" no tiene stock en este momento. Quitalo del pedido para seguir.',
    )
    expect(outOfStockMessage(['Flan', 'Soda'])).toMatch(/: "Flan", "Soda"\. Quitalos/)
  })
  it('writes the delivery line the owner reads', () => {
    const address = {
      street: 'Av. Colón',
      number: '1045',
      floorApartment: '3° B',
      notes: 'Timbre 2',
      city: null,
      location: null,
    }
    expect(deliveryInfoOf('DELIVERY', address)).toBe('Av. Colón 1045, 3° B (Timbre 2)')
    expect(deliveryInfoOf('DELIVERY', { ...address, floorApartment: null, notes: null })).toBe(
      'Av. Colón 1045',
    )
    expect(deliveryInfoOf('PICKUP', address)).toBe('Retira en el local')
  })
})

describe('compareOrderItems', () => {
  it('orders lines by name as Spanish readers sort, then by the other fields', () => {
    const line = (name: string, notes: string | null = null, quantity = 1) => ({
      name,
      notes,
      quantity,
      unitPrice: 100,
      options: [],
    })
    const sorted = [line('Ñoquis'), line('empanada', 'b'), line('Empanada'), line('empanada', 'a')]
      .sort(compareOrderItems)
      .map((l) => [l.name, l.notes])
    expect(sorted).toEqual([
      ['Empanada', null],
      ['empanada', 'a'],
      ['empanada', 'b'],
      ['Ñoquis', null],
    ])
  })

  it('tells apart two lines of one product that differ only in their options', () => {
    const pizza = (name: string) => ({
      name: 'Pizza',
      notes: null,
      quantity: 1,
      unitPrice: 100,
      options: [{ group: 'Tamaño', name, priceDelta: 0 }],
    })
    const one = [pizza('Grande'), pizza('Chica')].sort(compareOrderItems)
    const other = [pizza('Chica'), pizza('Grande')].sort(compareOrderItems)
    expect(one).toEqual(other)
    expect(one.map((l) => l.options[0].name)).toEqual(['Chica', 'Grande'])
  })
})
