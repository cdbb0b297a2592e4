import { describe, expect, it } from 'vitest'
import { groupByCategory, NO_CATEGORY } from './by-category'

const product = (name: string, categoryId: string | null, category: string | null = null) => ({
  name,
  categoryId,
  category: category ? { name: category } : null,
})

describe('groupByCategory', () => {
  it("follows the menu's order of categories, keeps each list's order and puts the loose products last", () => {
    const sections = groupByCategory(
      [
        product('Fugazzeta', 'pizzas', 'Pizzas'),
        product('Agua', null),
        product('Coca-Cola', 'bebidas', 'Bebidas'),
        product('Muzzarella', 'pizzas', 'Pizzas'),
      ],
      [
        { id: 'bebidas', name: 'Bebidas' },
        { id: 'postres', name: 'Postres' },
        { id: 'pizzas', name: 'Pizzas' },
      ],
    )
    expect(sections.map((s) => [s.name, s.products.map((p) => p.name)])).toEqual([
      ['Bebidas', ['Coca-Cola']],
      ['Pizzas', ['Fugazzeta', 'Muzzarella']],
      [NO_CATEGORY, ['Agua']],
    ])
  })

  it('groups by the name the products carry while the categories are not known', () => {
    const sections = groupByCategory(
      [product('Fugazzeta', 'pizzas', 'Pizzas'), product('Flan', 'postres', 'Postres')],
      undefined,
    )
    expect(sections.map((s) => [s.id, s.name, s.products.length])).toEqual([
      ['pizzas', 'Pizzas', 1],
      ['postres', 'Postres', 1],
    ])
  })
})
