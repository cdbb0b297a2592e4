import { z } from 'zod'
import { PLAN_STANDINGS } from '../plan/rules'
import {
  ADMIN_MONTHS_MESSAGE,
  ADMIN_REASON_MESSAGE,
  ADMIN_SHOP_QUERY_MESSAGE,
  ADMIN_SOURCE_MESSAGE,
} from '../messages/admin'

/*
 * The operator console's shops (docs/product.md#operators): 'Panorama', 'Comercios', a shop's page
 * and the actions on it. Only the console loads this file.
 */

/** Shops per page of 'Comercios'. */
export const ADMIN_SHOPS_PAGE_SIZE = 50
export const ADMIN_SHOP_SORTS = ['name', 'created', 'expires'] as const
export type AdminShopSort = (typeof ADMIN_SHOP_SORTS)[number]
/** The days of orders and sales a shop's page and 'Panorama' show. */
export const ADMIN_ACTIVITY_DAYS = 30
/** Weeks of new shops 'Panorama' shows, and months of plan income. */
export const ADMIN_NEW_SHOP_WEEKS = 12
export const ADMIN_INCOME_MONTHS = 12
/** How far the deepest page goes: past it, a narrower search finds the shop sooner. */
export const ADMIN_SHOPS_MAX_PAGE = 2000

/**
 * A search as the database compares it: lower case, accents and ñ folded to plain letters (the
 * column businesses.search_text is folded the same way), spaces collapsed.
 */
export function searchFold(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The digits of a query that looks like a phone number ('351 555-1234'), else null. */
export function phoneDigits(text: string) {
  if (!/^[\d\s()+.-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  return digits.length >= 4 ? digits : null
}

const error = ADMIN_SHOP_QUERY_MESSAGE
export const adminShopsQuerySchema = z.object({
  q: z.string({ error }).max(200, { error }).optional(),
  standing: z.enum(PLAN_STANDINGS, { error }).optional(),
  city: z.string({ error }).max(120, { error }).optional(),
  sort: z.enum(ADMIN_SHOP_SORTS, { error }).default('created'),
  dir: z.enum(['asc', 'desc'], { error }).optional(),
  page: z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(ADMIN_SHOPS_MAX_PAGE, { error })
    .default(1),
})
export type AdminShopsQuery = z.infer<typeof adminShopsQuerySchema>

const standing = z.enum(PLAN_STANDINGS)
const count = z.number().int().nonnegative()

export const adminShopRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  ownerEmail: z.string(),
  createdAt: z.string(),
  standing,
  expiresAt: z.string().nullable(),
})
export type AdminShopRow = z.infer<typeof adminShopRowSchema>

export const adminShopListSchema = z.object({
  shops: z.array(adminShopRowSchema),
  total: count,
  page: count,
  pageSize: count,
})
export type AdminShopList = z.infer<typeof adminShopListSchema>

export const adminCitiesSchema = z.object({
  cities: z.array(z.object({ city: z.string(), shops: count })),
})
export type AdminCities = z.infer<typeof adminCitiesSchema>

const dayBucket = z.object({ day: z.string(), orders: count, sales: count })
export type AdminDayBucket = z.infer<typeof dayBucket>

export const adminPlanPaymentSchema = z.object({
  id: z.string(),
  number: count,
  source: z.enum(['mercadopago', 'transfer', 'cash']),
  status: z.enum(['pending', 'approved', 'rejected', 'refunded']),
  months: count,
  amount: count,
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminPlanPayment = z.infer<typeof adminPlanPaymentSchema>

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  operatorEmail: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>

export const adminShopDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  owner: z.object({ email: z.string(), lastSignInAt: z.string().nullable() }),
  phone: z.string().nullable(),
  legalName: z.string().nullable(),
  taxId: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    floor: z.string().nullable(),
    apartment: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
  }),
  plan: z.object({
    plan: z.string().nullable(),
    standing,
    subscriptionPaid: z.boolean(),
    expiresAt: z.string().nullable(),
  }),
  payments: z.array(adminPlanPaymentSchema),
  activity: z.object({ orders: count, accepted: count, sales: count, days: z.array(dayBucket) }),
  pausedUntil: z.string().nullable(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  audit: z.array(adminAuditEntrySchema),
})
export type AdminShopDetail = z.infer<typeof adminShopDetailSchema>

export const adminOverviewSchema = z.object({
  standings: z.record(standing, count),
  totalShops: count,
  /** Shops with at least one order in the last ADMIN_ACTIVITY_DAYS days. */
  activeShops: count,
  newShopsByWeek: z.array(z.object({ week: z.string(), shops: count })),
  days: z.array(dayBucket),
  income: z.object({
    thisMonth: count,
    months: z.array(z.object({ month: z.string(), amount: count, payments: count })),
  }),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>

/** The operator's reason for an action on a shop: kept in the activity log. */
export const adminReasonSchema = z
  .string({ error: ADMIN_REASON_MESSAGE })
  .trim()
  .min(5, { error: ADMIN_REASON_MESSAGE })
  .max(500, { error: ADMIN_REASON_MESSAGE })

export const adminReasonBodySchema = z.object({ reason: adminReasonSchema })

export const ADMIN_PAYMENT_SOURCES = ['transfer', 'cash'] as const

export const adminExtendBodySchema = z.object({
  months: z
    .number({ error: ADMIN_MONTHS_MESSAGE })
    .int({ error: ADMIN_MONTHS_MESSAGE })
    .min(1, { error: ADMIN_MONTHS_MESSAGE })
    .max(24, { error: ADMIN_MONTHS_MESSAGE }),
  source: z.enum(ADMIN_PAYMENT_SOURCES, { error: ADMIN_SOURCE_MESSAGE }),
  reason: adminReasonSchema,
})
export type AdminExtendBody = z.infer<typeof adminExtendBodySchema>
