// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicMenu, PublicProduct } from '../../../../domain/menu/schemas'
import { MenuView } from './MenuView'

afterEach(cleanup)

const product = (p: Partial<PublicProduct>): PublicProduct => ({
  id: 'p',
  name: 'Producto',
  description: '',
  price: 1_200_000,
  hasDiscount: false,
  discountPrice: null,
  isAvailable: true,
  categoryId: 'c-pizzas',
  imageUrl: null,
  optionGroups: [],
  ...p,
})

const menu = {
  business: {
    name: 'La Esquina',
    address: null,
    city: null,
    logoUrl: null,
    coverUrl: null,
    isOpen: true,
    openStatus: { kind: 'open', label: 'Abierto' },
    openingHours: [],
  },
  categories: [
    {
      id: 'c-pizzas',
      name: 'Pizzas',
      imageUrl: null,
      products: [
        product({
          id: 'p-muzza',
          name: 'Muzzarella',
          optionGroups: [
            {
              id: 'g-tamano',
              name: 'Tamaño',
              minChoices: 1,
              maxChoices: 1,
              options: [
                { id: 'o-chica', name: 'Chica', priceDelta: 0, isAvailable: true },
                { id: 'o-grande', name: 'Grande', priceDelta: 250_000, isAvailable: true },
              ],
            },
            {
              id: 'g-extras',
              name: 'Extras',
              minChoices: 0,
              maxChoices: 2,
              options: [
                { id: 'o-queso', name: 'Extra queso', priceDelta: 80_000, isAvailable: false },
              ],
            },
          ],
        }),
        product({ id: 'p-fugazza', name: 'Fugazza' }),
      ],
    },
  ],
} as unknown as PublicMenu

describe('the QR menu', () => {
  it("lists a product's options with their prices under it, and nothing for a product without", () => {
    render(<MenuView menu={menu} />)
    const muzza = screen.getByRole('listitem', { name: 'Muzzarella' })
    expect(within(muzza).getByText('Tamaño:').parentElement).toHaveTextContent(
      'Tamaño: Chica · Grande +$ 2.500',
    )
    expect(within(muzza).getByText('Extras:').parentElement).toHaveTextContent(
      'Extras: Extra queso +$ 800 (sin stock)',
    )
    const fugazza = screen.getByRole('listitem', { name: 'Fugazza' })
    expect(fugazza).not.toHaveTextContent(':')
  })
})
