import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicMenu, PublicProduct } from '../../domain/menu/schemas'
import { resolveChoices } from '../../domain/options/rules'
import { useTestApp } from '../test/use-test-app'
import { seedDemo } from '.'

const t = useTestApp()
beforeAll(async () => {
  await seedDemo(t.db, t.app.adapters.storage)
})

async function productsOf(slug: string): Promise<Map<string, PublicProduct>> {
  const menu: PublicMenu = (await t.app.inject(`/api/public/menu/${slug}`)).json()
  return new Map(menu.categories.flatMap((c) => c.products).map((p) => [p.name, p]))
}

const shape = (product: PublicProduct | undefined) =>
  product?.optionGroups.map((g) => ({
    name: g.name,
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    options: g.options.map((o) => `${o.name} +${o.priceDelta}${o.isAvailable ? '' : ' (agotado)'}`),
  }))

describe('the demo shops’ product options', () => {
  it('Don Luigi: a size for every pizza, two flavours for the half-and-half', async () => {
    const menu = await productsOf('pizzeria-don-luigi')
    const size = {
      name: 'Tamaño',
      minChoices: 1,
      maxChoices: 1,
      options: ['Chica +0', 'Grande +250000'],
    }
    expect(shape(menu.get('Muzzarella'))).toEqual([size])
    const half = menu.get('Media y media')!
    expect(shape(half)).toEqual([
      size,
      {
        name: 'Gustos',
        minChoices: 2,
        maxChoices: 2,
        options: [
          'Muzzarella +0',
          'Napolitana +0',
          'Fugazzeta +0',
          'Calabresa +0',
          'Cuatro quesos +0 (agotado)',
          'Especial Don Luigi +0',
        ],
      },
    ])
    // One size and two flavours make an order; the shared group is one group.
    const [sizes, flavours] = half.optionGroups
    expect(sizes.id).toBe(menu.get('Muzzarella')!.optionGroups[0].id)
    const chosen = [sizes.options[1].id, flavours.options[0].id, flavours.options[2].id]
    expect(resolveChoices(half.name, half.optionGroups, chosen)).toMatchObject({
      ok: true,
      priceDelta: 250_000,
    })
  })

  it('La Salteña: the dozen offers twelve flavours, up to twelve of them', async () => {
    const menu = await productsOf('empanadas-la-saltena')
    expect(shape(menu.get('Docena surtida'))).toEqual([
      {
        name: 'Gustos de empanada',
        minChoices: 1,
        maxChoices: 12,
        options: [
          'Carne cortada a cuchillo +0',
          'Carne picante +0',
          'Pollo +0',
          'Jamón y queso +0',
          'Árabe +0 (agotado)',
          'Humita +0',
          'Caprese +0',
          'Verdura +0',
          'Cebolla y queso +0',
          'Roquefort +0',
          'Atún +0',
          'Matambre +0',
        ],
      },
    ])
  })

  it('Café Alvear: the milk, and extras up to two', async () => {
    const menu = await productsOf('cafe-alvear')
    expect(shape(menu.get('Cortado'))).toEqual([
      {
        name: 'Leche',
        minChoices: 1,
        maxChoices: 1,
        options: ['Entera +0', 'Descremada +0', 'De almendras +60000'],
      },
      {
        name: 'Extras',
        minChoices: 0,
        maxChoices: 2,
        options: ['Shot extra de café +80000', 'Crema batida +70000', 'Jarabe de vainilla +50000'],
      },
    ])
    expect(shape(menu.get('Café espresso'))?.map((g) => g.name)).toEqual(['Extras'])
  })
})
