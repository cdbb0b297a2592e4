import { isUuid } from '../../../domain/catalog/rules'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  OPTION_GROUP_NOT_FOUND_MESSAGE,
  OPTION_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from '../../../domain/messages/panel'
import type { OptionGroup, optionGroupInputSchema } from '../../../domain/option-groups/schemas'
import type { PublicOption, PublicOptionGroup } from '../../../domain/options/types'
import type { Db, Tx } from '../../db/client'
import { isForeignKeyViolation } from '../../db/errors'
import { optionGroups, options, productOptionGroups, products } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'

const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE)

/** One option of one group one product offers: a row of the join of the three. */
export interface OptionRow {
  productId: string
  groupId: string
  groupName: string
  minChoices: number
  maxChoices: number
  optionId: string
  optionName: string
  priceDelta: number
  isAvailable: boolean
}

/** An OptionRow's columns but its product: read from product_option_groups, joined as below. */
export const optionRowColumns = {
  groupId: optionGroups.id,
  groupName: optionGroups.name,
  minChoices: optionGroups.minChoices,
  maxChoices: optionGroups.maxChoices,
  optionId: options.id,
  optionName: options.name,
  priceDelta: options.priceDelta,
  isAvailable: options.isAvailable,
}
/** A product's group (product_option_groups) to the group itself, within its shop. */
export const groupOfProduct = and(
  eq(optionGroups.businessId, productOptionGroups.businessId),
  eq(optionGroups.id, productOptionGroups.groupId),
)
/** A group to its options, within its shop. */
export const optionOfGroup = and(
  eq(options.businessId, optionGroups.businessId),
  eq(options.groupId, optionGroups.id),
)

/**
 * Rows ordered by product, the product's order of its groups, then the group's order of its options,
 * as each product's groups with their options.
 */
export function optionGroupsOfRows(rows: Iterable<OptionRow>): Map<string, PublicOptionGroup[]> {
  const byProduct = new Map<string, PublicOptionGroup[]>()
  for (const row of rows) {
    let groups = byProduct.get(row.productId)
    if (!groups) byProduct.set(row.productId, (groups = []))
    let group = groups.at(-1)
    if (group?.id !== row.groupId) {
      group = {
        id: row.groupId,
        name: row.groupName,
        minChoices: row.minChoices,
        maxChoices: row.maxChoices,
        options: [],
      }
      groups.push(group)
    }
    group.options.push({
      id: row.optionId,
      name: row.optionName,
      priceDelta: row.priceDelta,
      isAvailable: row.isAvailable,
    })
  }
  return byProduct
}

/**
 * The option groups each product of a shop offers, in the product's order, with their options in
 * the group's order (docs/product.md#product-options): one statement for any number of products.
 * Products that offer none are absent from the map. Without `productIds`, every product of the
 * shop (the public menu).
 */
export async function optionGroupsOfProducts(
  db: Db | Tx,
  businessId: string,
  productIds?: readonly string[],
): Promise<Map<string, PublicOptionGroup[]>> {
  if (productIds && productIds.length === 0) return new Map()
  const rows = await db
    .select({ productId: productOptionGroups.productId, ...optionRowColumns })
    .from(productOptionGroups)
    .innerJoin(optionGroups, groupOfProduct)
    .innerJoin(options, optionOfGroup)
    .where(
      and(
        eq(productOptionGroups.businessId, businessId),
        productIds ? inArray(productOptionGroups.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(
      asc(productOptionGroups.productId),
      asc(productOptionGroups.position),
      asc(optionGroups.id),
      asc(options.position),
      asc(options.id),
    )
  return optionGroupsOfRows(rows)
}

// ─── The panel's option groups (docs/product.md#product-options) ──────────────────────────────

const groupNotFound = () => new ApiError('OPTION_GROUP_NOT_FOUND', OPTION_GROUP_NOT_FOUND_MESSAGE)
const optionNotFound = () => new ApiError('OPTION_NOT_FOUND', OPTION_NOT_FOUND_MESSAGE)
/** An option id in a group's save that is none of that group's options. */
const optionNotOfGroup = () => new ApiError('VALIDATION', OPTION_NOT_FOUND_MESSAGE)

const ownGroup = (businessId: string, id: string) =>
  and(eq(optionGroups.businessId, businessId), eq(optionGroups.id, id))

/** The products that offer a group, as one JSON array of the same statement. */
const productIdsOf = sql<string[]>`coalesce((
  select json_agg(pog.product_id order by pog.product_id)
  from product_option_groups pog
  where pog.business_id = "option_groups"."business_id" and pog.group_id = "option_groups"."id"
), '[]'::json)`

/** The shop's groups (all, or the one `id`), with their options in order: two statements. */
async function selectGroups(db: Db | Tx, businessId: string, id?: string): Promise<OptionGroup[]> {
  const [groupRows, optionRows] = await Promise.all([
    db
      .select({
        id: optionGroups.id,
        name: optionGroups.name,
        minChoices: optionGroups.minChoices,
        maxChoices: optionGroups.maxChoices,
        productIds: productIdsOf,
      })
      .from(optionGroups)
      .where(and(eq(optionGroups.businessId, businessId), id ? eq(optionGroups.id, id) : undefined))
      .orderBy(asc(sql`lower(${optionGroups.name})`), asc(optionGroups.id)),
    db
      .select({
        groupId: options.groupId,
        id: options.id,
        name: options.name,
        priceDelta: options.priceDelta,
        isAvailable: options.isAvailable,
      })
      .from(options)
      .where(and(eq(options.businessId, businessId), id ? eq(options.groupId, id) : undefined))
      .orderBy(asc(options.groupId), asc(options.position), asc(options.id)),
  ])
  const byGroup = new Map<string, PublicOption[]>()
  for (const { groupId, ...option } of optionRows) {
    let list = byGroup.get(groupId)
    if (!list) byGroup.set(groupId, (list = []))
    list.push(option)
  }
  return groupRows.map((g) => ({ ...g, options: byGroup.get(g.id) ?? [] }))
}

export const listOptionGroups = (db: Db, businessId: string) => selectGroups(db, businessId)

export async function getOptionGroup(db: Db | Tx, businessId: string, id: string) {
  const [group] = await selectGroups(db, businessId, id)
  if (!group) throw groupNotFound()
  return group
}

type GroupInput = z.output<typeof optionGroupInputSchema>

const optionFields = (option: GroupInput['options'][number], position: number) => ({
  name: option.name,
  priceDelta: option.priceDelta,
  isAvailable: option.isAvailable,
  position,
})

/** Writes a new group and its options, in the order given, inside `tx`; answers its id. */
export async function insertOptionGroup(tx: Db | Tx, businessId: string, input: GroupInput) {
  const [group] = await tx
    .insert(optionGroups)
    .values({
      businessId,
      name: input.name,
      minChoices: input.minChoices,
      maxChoices: input.maxChoices,
    })
    .returning({ id: optionGroups.id })
  await tx
    .insert(options)
    .values(input.options.map((o, i) => ({ businessId, groupId: group.id, ...optionFields(o, i) })))
  return group.id
}

/** A new group with its options in the order given; an option naming an id is refused (400). */
export async function createOptionGroup(db: Db, businessId: string, input: GroupInput) {
  if (input.options.some((o) => o.id !== undefined)) throw optionNotOfGroup()
  const id = await db.transaction((tx) => insertOptionGroup(tx, businessId, input))
  return getOptionGroup(db, businessId, id)
}

/**
 * Replaces the group's name, limits and options: an option with an id of this group is updated
 * and moved to its place, one without an id is added, and the group's options left out are
 * deleted. An id that is not one of this group's options is refused (400) and nothing changes.
 */
export async function updateOptionGroup(db: Db, businessId: string, id: string, input: GroupInput) {
  await db.transaction(async (tx) => {
    // Locked so two saves at once apply one after the other, not interleaved.
    const [group] = await tx
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(ownGroup(businessId, id))
      .for('update')
    if (!group) throw groupNotFound()
    const existing = await tx
      .select({ id: options.id })
      .from(options)
      .where(and(eq(options.businessId, businessId), eq(options.groupId, id)))
    const existingIds = new Set(existing.map((o) => o.id))
    const keptIds = input.options.flatMap((o) => (o.id === undefined ? [] : [o.id]))
    if (keptIds.some((optionId) => !existingIds.has(optionId))) throw optionNotOfGroup()
    if (new Set(keptIds).size !== keptIds.length) throw optionNotOfGroup()

    await tx
      .update(optionGroups)
      .set({
        name: input.name,
        minChoices: input.minChoices,
        maxChoices: input.maxChoices,
        updatedAt: new Date(),
      })
      .where(ownGroup(businessId, id))
    const dropped = [...existingIds].filter((optionId) => !keptIds.includes(optionId))
    if (dropped.length > 0) {
      await tx
        .delete(options)
        .where(and(eq(options.businessId, businessId), inArray(options.id, dropped)))
    }
    const added: (typeof options.$inferInsert)[] = []
    for (const [position, option] of input.options.entries()) {
      if (option.id === undefined) {
        added.push({ businessId, groupId: id, ...optionFields(option, position) })
        continue
      }
      await tx
        .update(options)
        .set({ ...optionFields(option, position), updatedAt: new Date() })
        .where(
          and(
            eq(options.businessId, businessId),
            eq(options.groupId, id),
            eq(options.id, option.id),
          ),
        )
    }
    if (added.length > 0) await tx.insert(options).values(added)
  })
  return getOptionGroup(db, businessId, id)
}

/** Deletes the group, its options and its place in every product that offered it. */
export async function deleteOptionGroup(db: Db, businessId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(optionGroups)
    .where(ownGroup(businessId, id))
    .returning({ id: optionGroups.id })
  if (!row) throw groupNotFound()
}

/** The panel's one-tap stock toggle of one option. */
/** An option's stock switch; turning it is a line of Actividad (docs/product.md#team). */
export async function setOptionAvailability(
  db: Db,
  actor: ActivityActor,
  id: string,
  isAvailable: boolean,
): Promise<PublicOption> {
  const own = and(eq(options.businessId, actor.businessId), eq(options.id, id))
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ isAvailable: options.isAvailable })
      .from(options)
      .where(own)
      .for('update')
    if (!old) throw optionNotFound()
    const [row] = await tx
      .update(options)
      .set({ isAvailable, updatedAt: new Date() })
      .where(own)
      .returning({
        id: options.id,
        name: options.name,
        priceDelta: options.priceDelta,
        isAvailable: options.isAvailable,
      })
    if (old.isAvailable !== isAvailable) {
      await recordActivity(tx, actor, 'option.stock', {
        subjectId: id,
        name: row.name,
        isAvailable,
      })
    }
    return row
  })
}

/**
 * Replaces the groups a product offers, in the order given. A product or a group that is not the
 * shop's answers 404 and changes nothing; the shop-bound foreign keys hold the same line against a
 * group deleted meanwhile.
 */
export async function setProductOptionGroups(
  db: Db,
  businessId: string,
  productId: string,
  groupIds: readonly string[],
): Promise<void> {
  if (!isUuid(productId)) throw productNotFound()
  try {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
        .for('update')
      if (!product) throw productNotFound()
      if (groupIds.length > 0) {
        const found = await tx
          .select({ id: optionGroups.id })
          .from(optionGroups)
          .where(
            and(eq(optionGroups.businessId, businessId), inArray(optionGroups.id, [...groupIds])),
          )
        if (found.length !== groupIds.length) throw groupNotFound()
      }
      await tx
        .delete(productOptionGroups)
        .where(
          and(
            eq(productOptionGroups.businessId, businessId),
            eq(productOptionGroups.productId, productId),
          ),
        )
      if (groupIds.length > 0) {
        await tx
          .insert(productOptionGroups)
          .values(
            groupIds.map((groupId, position) => ({ businessId, productId, groupId, position })),
          )
      }
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) throw groupNotFound()
    throw err
  }
}
