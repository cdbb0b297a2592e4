import { asc, eq, sql } from 'drizzle-orm'
import { getOpenStatus } from '../../../domain/hours/status'
import { type DayHours } from '../../../domain/hours/rules'
import { activePause } from '../../../domain/pause/rules'
import { busyExtra } from '../../../domain/orders/timer'
import {
  UNCATEGORISED_NAME,
  type PublicBusiness,
  type PublicCategory,
  type PublicMenu,
} from '../../../domain/menu/schemas'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments/rules'
import type { PlanTerms } from '../../../domain/plan/rules'
import type { Db } from '../../db/client'
import { businesses, categories, products } from '../../db/schema'
import { ApiError } from '../../lib/errors'
import { availabilityOf, gateOf, planGateColumns } from '../../lib/plan-gate'
import { optionGroupsOfProducts } from '../product-options/service'

export type HoursRow = { dayOfWeek: number; openTime: string; closeTime: string }

/** The shop's hours as one JSON array, so the shop and its week come back in one statement. */
export const hoursJson = sql<HoursRow[]>`coalesce((
  select json_agg(json_build_object(
    'dayOfWeek', h.day_of_week,
    'openTime', to_char(h.open_time, 'HH24:MI'),
    'closeTime', to_char(h.close_time, 'HH24:MI')
  ) order by h.day_of_week, h.open_time)
  from opening_hours h where h.business_id = "businesses"."id"
), '[]'::json)`

/**
 * Whether the shop's Mercado Pago credentials are stored, asked inside the shop's own statement
 * (the menu's statement count stays fixed, docs/ARCHITECTURE.md#menu-cache). Saving them always
 * writes the shop's row too, whose trigger refreshes the cached menus.
 */
export const mercadoPagoReady = sql<boolean>`exists (
  select 1 from payment_accounts pa where pa.business_id = "businesses"."id"
    and pa.access_token_enc is not null and pa.webhook_secret_enc is not null
)`

/** How a customer can pay the shop (docs/product.md#payments), in the order the checkout lists them. */
export function acceptedMethods(shop: {
  acceptsCash: boolean
  acceptsTransfer: boolean
  acceptsMercadoPago: boolean
  mercadoPagoReady: boolean
}): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) =>
    method === 'CASH'
      ? shop.acceptsCash
      : method === 'TRANSFER'
        ? shop.acceptsTransfer
        : shop.acceptsMercadoPago && shop.mercadoPagoReady,
  )
}

const publicColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  address: businesses.address,
  city: businesses.city,
  province: businesses.province,
  logoUrl: businesses.logoUrl,
  coverUrl: businesses.coverUrl,
  supportsPickup: businesses.supportsPickup,
  supportsDelivery: businesses.supportsDelivery,
  deliveryRadiusMeters: businesses.deliveryRadiusMeters,
  deliveryFeeBase: businesses.deliveryFeeBase,
  deliveryFeePerKm: businesses.deliveryFeePerKm,
  minOrderAmount: businesses.minOrderAmount,
  minDeliveryTime: businesses.minDeliveryTime,
  maxDeliveryTime: businesses.maxDeliveryTime,
  hours: hoursJson,
  acceptsCash: businesses.acceptsCash,
  acceptsTransfer: businesses.acceptsTransfer,
  acceptsMercadoPago: businesses.acceptsMercadoPago,
  mercadoPagoReady: mercadoPagoReady,
  pausedUntil: businesses.pausedUntil,
  acceptsScheduled: businesses.acceptsScheduled,
  busyMinutes: businesses.busyMinutes,
  busyUntil: businesses.busyUntil,
  planGate: planGateColumns,
}

export function groupHours(rows: HoursRow[]): DayHours[] {
  const byDay = new Map<number, DayHours>()
  for (const r of rows) {
    const day = byDay.get(r.dayOfWeek) ?? { dayOfWeek: r.dayOfWeek, intervals: [] }
    day.intervals.push({ openTime: r.openTime, closeTime: r.closeTime })
    byDay.set(r.dayOfWeek, day)
  }
  return [...byDay.values()]
}

/**
 * The shop as its pages show it, and when that changes by the clock alone besides its hours: the
 * end of its trial or grace period (docs/product.md#plan-payments), else null.
 */
async function findBusiness(
  db: Db,
  slug: string,
  terms: PlanTerms,
  now: Date,
): Promise<{ business: PublicBusiness; gateChanges: Date | null }> {
  const [row] = await db
    .select(publicColumns)
    .from(businesses)
    .where(eq(businesses.slug, slug.toLowerCase()))
    .limit(1)
  if (!row) throw new ApiError('BUSINESS_NOT_FOUND')
  const {
    hours,
    acceptsCash,
    acceptsTransfer,
    acceptsMercadoPago,
    mercadoPagoReady,
    pausedUntil,
    busyMinutes,
    busyUntil,
    planGate,
    ...business
  } = row
  const busy = busyExtra({ busyMinutes, busyUntil }, now) > 0
  const openingHours = groupHours(hours)
  const openStatus = getOpenStatus(openingHours, now)
  const gate = gateOf(planGate, terms, now)
  const publicBusiness: PublicBusiness = {
    ...business,
    paymentMethods: acceptedMethods({
      acceptsCash,
      acceptsTransfer,
      acceptsMercadoPago,
      mercadoPagoReady,
    }),
    deliveryPrice: business.deliveryFeeBase,
    deliveryCost: business.deliveryFeePerKm,
    isOpen: openStatus.kind === 'open',
    openStatus,
    pausedUntil: activePause(pausedUntil, now)?.toISOString() ?? null,
    busyMinutes: busy ? busyMinutes : null,
    busyUntil: busy && busyUntil ? busyUntil.toISOString() : null,
    availability: availabilityOf(gate),
    openingHours,
  }
  return { business: publicBusiness, gateChanges: gate.open ? gate.until : null }
}

export async function getPublicBusiness(db: Db, slug: string, terms: PlanTerms, now = new Date()) {
  return (await findBusiness(db, slug, terms, now)).business
}

export interface PublicMenuRead {
  menu: PublicMenu
  /** When the shop's order gate closes by the clock (docs/product.md#plan-payments), else null. */
  gateChanges: Date | null
}

/**
 * The QR menu: the shop and its categories with their products, each with its option groups
 * (docs/product.md#product-options), in four statements. A suspended shop shows none of its
 * products (docs/product.md#operators): its pages say it is not available.
 */
export async function getPublicMenu(
  db: Db,
  slug: string,
  terms: PlanTerms,
  now = new Date(),
): Promise<PublicMenuRead> {
  const { business, gateChanges } = await findBusiness(db, slug, terms, now)
  if (business.availability === 'unavailable') {
    return { menu: { business, categories: [] }, gateChanges }
  }
  const [categoryRows, productRows, optionGroups] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, imageUrl: categories.imageUrl })
      .from(categories)
      .where(eq(categories.businessId, business.id))
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        price: products.price,
        hasDiscount: products.hasDiscount,
        discountPrice: products.discountPrice,
        isAvailable: products.isAvailable,
        categoryId: products.categoryId,
        imageUrl: products.imageUrl,
      })
      .from(products)
      .where(eq(products.businessId, business.id))
      .orderBy(asc(products.position), asc(products.name)),
    optionGroupsOfProducts(db, business.id),
  ])

  const groups = new Map<string | null, PublicCategory>(
    categoryRows.map((c) => [c.id, { ...c, products: [] }]),
  )
  for (const p of productRows) {
    let group = groups.get(p.categoryId)
    if (!group) {
      group = { id: null, name: UNCATEGORISED_NAME, imageUrl: null, products: [] }
      groups.set(null, group)
    }
    group.products.push({ ...p, optionGroups: optionGroups.get(p.id) ?? [] })
  }
  return { menu: { business, categories: [...groups.values()] }, gateChanges }
}
