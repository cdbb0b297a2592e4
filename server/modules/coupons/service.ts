import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { isUuid } from '../../../domain/catalog/rules'
import {
  couponDiscount,
  couponProblem,
  couponProblemMessage,
  normalizeCouponCode,
  type CouponKind,
  type CouponMethods,
  type CouponTerms,
  type CouponUsage,
} from '../../../domain/coupons/rules'
import type { Coupon, CouponCheck, CouponFields } from '../../../domain/coupons/schemas'
import type { DeliveryMethod } from '../../../domain/checkout/rules'
import type { Db, Tx } from '../../db/client'
import { uniqueViolation } from '../../db/errors'
import { businesses, coupons, orders } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'

/*
 * Coupons (docs/product.md#coupons): the panel's list and changes, each change with its line of
 * Actividad in its transaction, and what the checkout and the order placement read of a coupon.
 * A coupon's uses are never stored: they are its orders not rejected, counted when needed.
 */

export const couponNotFound = () => new ApiError('COUPON_NOT_FOUND')
const codeTaken = () => new ApiError('COUPON_CODE_TAKEN')

/** The columns that judge and price a coupon (domain CouponTerms), as selected. */
export const couponTermsColumns = {
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minOrder: coupons.minOrder,
  firstOrderOnly: coupons.firstOrderOnly,
  maxUses: coupons.maxUses,
  maxUsesPerPhone: coupons.maxUsesPerPhone,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  isActive: coupons.isActive,
  methods: coupons.methods,
}

type TermsRow = { [K in keyof typeof couponTermsColumns]: (typeof coupons.$inferSelect)[K] }

/** A row's terms, typed as the domain reads them (the table's checks keep kind and methods). */
export const termsOf = (row: TermsRow): CouponTerms => ({
  ...row,
  kind: row.kind as CouponKind,
  methods: row.methods as CouponMethods,
})

/** The shop's coupons (or one), newest first, with their uses and the discount they gave. */
async function readCoupons(db: Db | Tx, businessId: string, id?: string): Promise<Coupon[]> {
  const rows = await db
    .select({
      id: coupons.id,
      ...couponTermsColumns,
      createdAt: coupons.createdAt,
      uses: count(orders.id),
      discountGiven: sql<number>`coalesce(sum(${orders.discount}), 0)`.mapWith(Number),
    })
    .from(coupons)
    // Its uses: the orders placed with it and not rejected (a rejection gives its use back).
    .leftJoin(
      orders,
      and(
        eq(orders.businessId, coupons.businessId),
        eq(orders.couponId, coupons.id),
        ne(orders.status, 'REJECTED'),
      ),
    )
    .where(and(eq(coupons.businessId, businessId), id ? eq(coupons.id, id) : undefined))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
  return rows.map(({ id: couponId, uses, discountGiven, createdAt, ...terms }) => ({
    id: couponId,
    ...termsOf(terms),
    uses,
    discountGiven,
    createdAt: createdAt.toISOString(),
  }))
}

export const listCoupons = async (db: Db, businessId: string) => ({
  coupons: await readCoupons(db, businessId),
})

/** The code is unique per shop; the unique index settles two owners saving one at once. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (uniqueViolation(err) === 'coupons_business_code_key') throw codeTaken()
    throw err
  }
}

export async function createCoupon(
  db: Db,
  actor: ActivityActor,
  input: CouponFields,
): Promise<Coupon> {
  return saving(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...input, businessId: actor.businessId })
        .returning({ id: coupons.id })
      await recordActivity(tx, actor, 'coupon.created', { subjectId: row.id, code: input.code })
      const [coupon] = await readCoupons(tx, actor.businessId, row.id)
      return coupon
    }),
  )
}

/** Replaces the whole coupon; its orders keep the code and discount they were placed with. */
export async function updateCoupon(
  db: Db,
  actor: ActivityActor,
  id: string,
  input: CouponFields,
): Promise<Coupon> {
  if (!isUuid(id)) throw couponNotFound()
  return saving(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(coupons)
        .set({ ...input, updatedAt: sql`now()` })
        .where(and(eq(coupons.businessId, actor.businessId), eq(coupons.id, id)))
        .returning({ id: coupons.id })
      if (!row) throw couponNotFound()
      await recordActivity(tx, actor, 'coupon.edited', { subjectId: id, code: input.code })
      const [coupon] = await readCoupons(tx, actor.businessId, id)
      return coupon
    }),
  )
}

/** Its orders keep coupon_code and discount; their coupon_id goes null by the foreign key. */
export async function deleteCoupon(db: Db, actor: ActivityActor, id: string): Promise<void> {
  if (!isUuid(id)) throw couponNotFound()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(coupons)
      .where(and(eq(coupons.businessId, actor.businessId), eq(coupons.id, id)))
      .returning({ code: coupons.code })
    if (!row) throw couponNotFound()
    await recordActivity(tx, actor, 'coupon.deleted', { subjectId: id, code: row.code })
  })
}

// ─── The checkout and the order placement ──────────────────────────────────────────────────────

/** A shop's coupon by its code as typed (compared without case), or null. */
export async function findCoupon(db: Db | Tx, businessId: string, code: string) {
  const [row] = await db
    .select({ id: coupons.id, ...couponTermsColumns })
    .from(coupons)
    .where(and(eq(coupons.businessId, businessId), eq(coupons.code, normalizeCouponCode(code))))
    .limit(1)
  return row ? { id: row.id, terms: termsOf(row) } : null
}

/**
 * The uses counted for a coupon: all its orders not rejected, those of this phone, and the phone's
 * orders at the shop not rejected (the first-order rule), in one statement. `except` is an
 * idempotency key whose order is not counted against itself.
 */
export async function couponUsage(
  db: Db | Tx,
  businessId: string,
  couponId: string,
  phone: string | null,
  except: string | null = null,
): Promise<CouponUsage> {
  const notItself =
    except === null ? undefined : sql`${orders.idempotencyKey} is distinct from ${except}`
  const byPhone = phone === null ? sql`false` : eq(orders.customerPhone, phone)
  const [row] = await db
    .select({
      uses: sql<number>`count(*) filter (where ${orders.couponId} = ${couponId})`.mapWith(Number),
      usesByPhone:
        sql<number>`count(*) filter (where ${orders.couponId} = ${couponId} and ${byPhone})`.mapWith(
          Number,
        ),
      ordersByPhone: sql<number>`count(*) filter (where ${byPhone})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        ne(orders.status, 'REJECTED'),
        sql`(${orders.couponId} = ${couponId} or ${byPhone})`,
        notItself,
      ),
    )
  return phone === null ? { uses: row.uses } : row
}

export interface CouponCheckAttempt {
  slug: string
  code: string
  method: DeliveryMethod
  subtotal: number
  phone: string | null
  now?: Date
}

/**
 * 'Tengo un cupón' (docs/product.md#coupons): the shop's coupon by code, judged with its uses (and
 * this phone's, when given) and priced over the subtotal sent; the order is judged again, whole,
 * when placed.
 */
export async function checkCoupon(
  db: Db,
  { slug, code, method, subtotal, phone, now = new Date() }: CouponCheckAttempt,
): Promise<CouponCheck> {
  const [shop] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, slug.toLowerCase()))
    .limit(1)
  if (!shop) throw new ApiError('BUSINESS_NOT_FOUND')
  const coupon = await findCoupon(db, shop.id, code)
  if (!coupon) throw couponNotFound()
  const usage = await couponUsage(db, shop.id, coupon.id, phone)
  const problem = couponProblem(coupon.terms, { method, subtotal }, usage, now)
  if (problem) throw new ApiError('COUPON_REFUSED', couponProblemMessage(problem))
  const { kind, value, minOrder, methods } = coupon.terms
  return {
    coupon: { code: coupon.terms.code, kind, value, minOrder, methods },
    discount: couponDiscount(coupon.terms, subtotal),
  }
}

/**
 * The coupon's row locked until the order's transaction ends, so two orders counting its last
 * use take turns; then its uses, counted inside that transaction.
 */
export async function lockCouponUsage(
  tx: Tx,
  businessId: string,
  couponId: string,
  phone: string,
  except: string | null,
): Promise<CouponUsage | null> {
  const [locked] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.businessId, businessId), eq(coupons.id, couponId)))
    .for('update')
  // Deleted since the order was judged.
  if (!locked) return null
  return couponUsage(tx, businessId, couponId, phone, except)
}
