import { describe, expect, it } from 'vitest'
import { resolveChoices } from './rules'
import type { PublicOptionGroup } from './types'

const size: PublicOptionGroup = {
  id: 'g-size',
  name: 'Tamaño',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 'chica', name: 'Chica', priceDelta: 0, isAvailable: true },
    { id: 'grande', name: 'Grande', priceDelta: 250_000, isAvailable: true },
  ],
}
const extras: PublicOptionGroup = {
  id: 'g-extras',
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 'queso', name: 'Extra queso', priceDelta: 80_000, isAvailable: true },
    { id: 'huevo', name: 'Huevo', priceDelta: 50_000, isAvailable: true },
    { id: 'jamon', name: 'Jamón', priceDelta: 90_000, isAvailable: false },
  ],
}

describe('resolveChoices', () => {
  it("adds the chosen options' deltas and keeps them in the groups' order", () => {
    expect(resolveChoices('Muzzarella', [size, extras], ['queso', 'grande'])).toEqual({
      ok: true,
      priceDelta: 330_000,
      options: [
        { group: 'Tamaño', name: 'Grande', priceDelta: 250_000 },
        { group: 'Extras', name: 'Extra queso', priceDelta: 80_000 },
      ],
    })
    expect(resolveChoices('Agua', [], [])).toEqual({ ok: true, priceDelta: 0, options: [] })
  })

  it('refuses, naming the product and the group, a choice outside min and max', () => {
    expect(resolveChoices('Muzzarella', [size, extras], [])).toEqual({
      ok: false,
      message: 'Elegí una opción de "Tamaño" para Muzzarella.',
    })
    expect(resolveChoices('Muzzarella', [size], ['chica', 'grande'])).toEqual({
      ok: false,
      message: 'Elegí una sola opción de "Tamaño" para Muzzarella.',
    })
    const twoFlavours = { ...extras, name: 'Gustos', minChoices: 2, maxChoices: 2 }
    expect(resolveChoices('Media y media', [twoFlavours], ['queso'])).toEqual({
      ok: false,
      message: 'Elegí al menos 2 opciones de "Gustos" para Media y media.',
    })
  })

  it("refuses an option that is not the product's, a repeated one and one out of stock", () => {
    for (const ids of [
      ['chica', 'otra'],
      ['chica', 'chica'],
    ]) {
      expect(resolveChoices('Muzzarella', [size], ids)).toEqual({
        ok: false,
        message: 'Una de las opciones elegidas no es de Muzzarella. Volvé a elegirlas.',
      })
    }
    expect(resolveChoices('Muzzarella', [size, extras], ['chica', 'jamon'])).toEqual({
      ok: false,
      message: '"Jamón" (Extras) de Muzzarella ya no está disponible. Elegí otra opción.',
    })
  })
})
