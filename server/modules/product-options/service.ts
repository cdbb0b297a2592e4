import { and, asc, eq, inArray } from 'drizzle-orm'
import type { PublicOptionGroup } from '../../../domain/product-options'
import type { Db, Tx } from '../../db/client'
import { optionGroups, options, productOptionGroups } from '../../db/schema'

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
  const byProduct = new Map<string, PublicOptionGroup[]>()
  if (productIds && productIds.length === 0) return byProduct
  const rows = await db
    .select({
      productId: productOptionGroups.productId,
      groupId: optionGroups.id,
      groupName: optionGroups.name,
      minChoices: optionGroups.minChoices,
      maxChoices: optionGroups.maxChoices,
      optionId: options.id,
      optionName: options.name,
      priceDelta: options.priceDelta,
      isAvailable: options.isAvailable,
    })
    .from(productOptionGroups)
    .innerJoin(
      optionGroups,
      and(
        eq(optionGroups.businessId, productOptionGroups.businessId),
        eq(optionGroups.id, productOptionGroups.groupId),
      ),
    )
    .innerJoin(
      options,
      and(eq(options.businessId, optionGroups.businessId), eq(options.groupId, optionGroups.id)),
    )
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
