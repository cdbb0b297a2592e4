// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Cart, NewCartLine } from '../../../../domain/cart/rules'
import type { PublicProduct } from '../../../../domain/menu/schemas'
import { CartContext, type CartContextValue } from '../lib/cart-context'
import { ProductModal } from './ProductModal'

afterEach(cleanup)

const pizza: PublicProduct = {
  id: 'p-muzza',
  name: 'Muzzarella',
  description: '',
  price: 1_200_000,
  hasDiscount: false,
  discountPrice: null,
  isAvailable: true,
  categoryId: null,
  imageUrl: null,
  optionGroups: [
    {
      id: 'g-tamano',
      name: 'Tamaño',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 'o-chica', name: 'Chica', priceDelta: 0, isAvailable: true },
        { id: 'o-grande', name: 'Grande', priceDelta: 250_000, isAvailable: true },
        { id: 'o-familiar', name: 'Familiar', priceDelta: 500_000, isAvailable: false },
      ],
    },
    {
      id: 'g-extras',
      name: 'Extras',
      minChoices: 0,
      maxChoices: 2,
      options: [
        { id: 'o-queso', name: 'Extra queso', priceDelta: 80_000, isAvailable: true },
        { id: 'o-panceta', name: 'Panceta', priceDelta: 120_000, isAvailable: true },
        { id: 'o-huevo', name: 'Huevo', priceDelta: 50_000, isAvailable: true },
      ],
    },
  ],
}

function show(product: PublicProduct) {
  const added: NewCartLine[] = []
  const onClose = vi.fn()
  const cart: CartContextValue = {
    slug: 'la-esquina',
    items: [] as Cart,
    total: 0,
    units: 0,
    addItem: (item) => added.push(item),
    updateItem: () => {},
    setQuantityOrRemove: () => {},
    replaceNotes: () => {},
    removeItem: () => {},
    clear: () => {},
  }
  render(
    <CartContext value={cart}>
      <ProductModal product={product} onClose={onClose} />
    </CartContext>,
  )
  return { added, onClose }
}

const add = () => screen.getByRole('button', { name: /Agregar/ })
const group = (name: string) => screen.getByRole('group', { name: new RegExp(name) })

describe('the product dialog with options', () => {
  it('shows each group with its hint: radio buttons for one choice, checkboxes otherwise', () => {
    show(pizza)
    const size = group('Tamaño')
    expect(size).toHaveTextContent('Obligatorio')
    expect(within(size).getAllByRole('radio')).toHaveLength(3)
    expect(within(size).queryAllByRole('checkbox')).toHaveLength(0)
    expect(
      within(size)
        .getByRole('radio', { name: /Grande/ })
        .closest('label'),
    ).toHaveTextContent('Grande+$ 2.500')
    // Nothing for an option that adds nothing.
    expect(within(size).getByRole('radio', { name: /Chica/ }).closest('label')).toHaveTextContent(
      /^Chica$/,
    )
    const familiar = within(size).getByRole('radio', { name: /Familiar/ })
    expect(familiar).toBeDisabled()
    expect(familiar.closest('label')).toHaveTextContent('Sin stock')

    const extras = group('Extras')
    expect(extras).toHaveTextContent('Opcional · hasta 2')
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(3)
  })

  it("holds back 'Agregar' until the required choice is made, and says why", () => {
    const { added } = show(pizza)
    expect(add()).toBeDisabled()
    expect(add()).toHaveAccessibleDescription('Elegí una opción de "Tamaño" para Muzzarella.')
    fireEvent.click(screen.getByRole('radio', { name: /Chica/ }))
    expect(add()).toBeEnabled()
    expect(screen.queryByText(/Elegí una opción/)).toBeNull()
    fireEvent.click(add())
    expect(added).toEqual([
      expect.objectContaining({
        productId: 'p-muzza',
        price: 1_200_000,
        quantity: 1,
        options: [{ id: 'o-chica', group: 'Tamaño', name: 'Chica', priceDelta: 0 }],
      }),
    ])
  })

  it('updates the running price with the options and the quantity, and adds the line so priced', () => {
    const { added, onClose } = show(pizza)
    expect(add()).toHaveTextContent('$ 12.000')
    fireEvent.click(screen.getByRole('radio', { name: /Chica/ }))
    fireEvent.click(screen.getByRole('radio', { name: /Grande/ }))
    expect(screen.getByRole('radio', { name: /Chica/ })).not.toBeChecked()
    expect(add()).toHaveTextContent('$ 14.500')
    fireEvent.click(screen.getByRole('checkbox', { name: /Extra queso/ }))
    expect(add()).toHaveTextContent('$ 15.300')
    fireEvent.click(screen.getByRole('button', { name: /Sumar|Más|Aumentar/i }))
    expect(add()).toHaveTextContent('$ 30.600')
    fireEvent.click(add())
    expect(added).toEqual([
      expect.objectContaining({
        price: 1_530_000,
        quantity: 2,
        options: [
          { id: 'o-grande', group: 'Tamaño', name: 'Grande', priceDelta: 250_000 },
          { id: 'o-queso', group: 'Extras', name: 'Extra queso', priceDelta: 80_000 },
        ],
      }),
    ])
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('disables the checkboxes beyond a group’s maximum, and frees them when one is cleared', () => {
    show(pizza)
    const extras = group('Extras')
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Extra queso/ }))
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Panceta/ }))
    expect(within(extras).getByRole('checkbox', { name: /Huevo/ })).toBeDisabled()
    expect(within(extras).getByRole('checkbox', { name: /Panceta/ })).toBeEnabled()
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Panceta/ }))
    expect(within(extras).getByRole('checkbox', { name: /Huevo/ })).toBeEnabled()
  })

  it('lets a tap clear the choice of an optional single-choice group', () => {
    const salsa: PublicProduct = {
      ...pizza,
      optionGroups: [
        {
          id: 'g-salsa',
          name: 'Salsa',
          minChoices: 0,
          maxChoices: 1,
          options: [{ id: 'o-picante', name: 'Picante', priceDelta: 30_000, isAvailable: true }],
        },
      ],
    }
    show(salsa)
    expect(group('Salsa')).toHaveTextContent('Opcional · hasta 1')
    const picante = screen.getByRole('radio', { name: /Picante/ })
    expect(add()).toBeEnabled()
    fireEvent.click(picante)
    expect(picante).toBeChecked()
    expect(add()).toHaveTextContent('$ 12.300')
    fireEvent.click(picante)
    expect(picante).not.toBeChecked()
    expect(add()).toHaveTextContent('$ 12.000')
  })

  it('keeps the notes in the sheet after the groups, the quantity and Agregar pinned apart', () => {
    const { added } = show(pizza)
    const notes = screen.getByLabelText('Notas para el local')
    const footer = add().closest('form')!
    expect(footer).not.toContainElement(notes)
    expect(footer).toContainElement(screen.getByRole('group', { name: 'Cantidad de Muzzarella' }))
    // After the last group, in the order of the page.
    expect(
      group('Extras').compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    fireEvent.change(notes, { target: { value: 'Sin orégano' } })
    fireEvent.click(screen.getByRole('radio', { name: /Grande/ }))
    fireEvent.click(screen.getByRole('button', { name: /Sumar|Más|Aumentar/i }))
    expect(notes).toHaveValue('Sin orégano')
    fireEvent.click(add())
    expect(added).toEqual([
      expect.objectContaining({ notes: 'Sin orégano', quantity: 2, price: 1_450_000 }),
    ])
  })

  it('adds a product without groups as before, with no options', () => {
    const { added } = show({ ...pizza, optionGroups: [] })
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(add()).toBeEnabled()
    fireEvent.click(add())
    expect(added).toHaveLength(1)
    expect(added[0]).not.toHaveProperty('options')
    expect(added[0].price).toBe(1_200_000)
  })
})
