import type { Category } from '../../../../domain/catalog/schemas'

export interface CategorySection<P> {
  /** The category's id; null for the products without one. */
  id: string | null
  name: string
  products: P[]
}

/** The heading of the products that have no category. */
export const NO_CATEGORY = 'Sin categoría'

/**
 * The shop's products grouped under their categories, in the menu's order (the order the
 * categories come in), each keeping the list's order; products without a category come last. A
 * category not (yet) in the list, as while the categories load, is placed after the known ones
 * by the name its products carry. Empty categories are left out: this is a list of products.
 */
export function groupByCategory<
  P extends { categoryId: string | null; category: { name: string } | null },
>(products: readonly P[], categories: readonly Pick<Category, 'id' | 'name'>[] | undefined) {
  const sections = new Map<string | null, CategorySection<P>>()
  for (const category of categories ?? []) {
    sections.set(category.id, { id: category.id, name: category.name, products: [] })
  }
  const unknown = new Map<string | null, CategorySection<P>>()
  for (const product of products) {
    const id = product.categoryId
    const section =
      sections.get(id) ??
      unknown.get(id) ??
      unknown
        .set(id, {
          id,
          name: id ? (product.category?.name ?? NO_CATEGORY) : NO_CATEGORY,
          products: [],
        })
        .get(id)!
    section.products.push(product)
  }
  const named = [...unknown.values()].filter((s) => s.id !== null)
  const loose = unknown.get(null)
  return [...sections.values(), ...named, ...(loose ? [loose] : [])].filter(
    (s) => s.products.length > 0,
  )
}
