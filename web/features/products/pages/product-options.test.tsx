// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Product } from '../../../../domain/catalog/schemas'
import {
  OPTION_GROUP_NAME_MESSAGE,
  OPTION_MIN_OVER_MAX_MESSAGE,
  OPTION_STOCK_ERROR,
  OPTIONS_INVALID_MESSAGE,
  optionGroupSaveError,
  requiredGroupAvailableMessage,
} from '../../../../domain/messages/panel'
import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import { json, mockApi } from '../../../testing/mock-api'
import { renderAt } from '../../../testing/render'
import { Component as AddProductPage } from './AddProductPage'
import { Component as EditProductPage } from './EditProductPage'
import { Component as ProductsPage } from './ProductsPage'

const CATEGORY_ID = '55555555-5555-4555-8555-555555555555'
const CATEGORY = { id: CATEGORY_ID, name: 'Empanadas', imageUrl: null, productCount: 2 }
const GUSTOS: OptionGroup = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Gustos de empanada',
  minChoices: 1,
  maxChoices: 3,
  options: [
    {
      id: '22222222-2222-4222-8222-222222222221',
      name: 'Carne suave',
      priceDelta: 0,
      isAvailable: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Jamón y queso',
      priceDelta: 0,
      isAvailable: true,
    },
    {
      id: '22222222-2222-4222-8222-222222222223',
      name: 'Humita',
      priceDelta: 50_000,
      isAvailable: false,
    },
  ],
  productIds: ['p-docena', 'p-media'],
}
const DOCENA: Product & { optionGroupIds: string[] } = {
  id: 'p-docena',
  name: 'Docena de empanadas',
  description: '',
  price: 1_800_000,
  hasDiscount: false,
  discountPrice: null,
  isAvailable: true,
  categoryId: CATEGORY_ID,
  imageUrl: null,
  category: { name: 'Empanadas' },
  optionGroupIds: [GUSTOS.id],
}
const NEW_ID = '33333333-3333-4333-8333-333333333333'

const paths = {
  '/business/productos': ProductsPage,
  '/business/productos/agregar': AddProductPage,
  '/business/productos/editar/:id': EditProductPage,
}
const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } })
const preview = () => screen.getByRole('region', { name: 'Vista previa para tus clientes' })
const text = (element: HTMLElement) => element.textContent

afterEach(cleanup)

describe('product form, options', () => {
  it('checks a new group with the shared schema and shows its messages before sending anything', async () => {
    const api = mockApi({
      'GET /api/business/categories': () => json([CATEGORY]),
      'GET /api/business/option-groups': () => json([]),
    })
    renderAt(paths, '/business/productos/agregar')
    await screen.findByLabelText('Nombre')
    type('Nombre', 'Media docena')
    type('Precio', '9.500')
    fireEvent.change(await screen.findByLabelText('Categoría'), { target: { value: CATEGORY_ID } })

    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo nuevo' }))
    const group = screen.getByRole('listitem', { name: 'Grupo Grupo nuevo' })
    type('Mínimo a elegir', '2', group)
    type('Opción 1', 'Carne', group)
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Con stock: Carne' }))
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }))

    expect(await screen.findByText(OPTIONS_INVALID_MESSAGE)).toBeVisible()
    expect(within(group).getByText(OPTION_GROUP_NAME_MESSAGE)).toBeVisible()
    expect(within(group).getByText(OPTION_MIN_OVER_MAX_MESSAGE)).toBeVisible()

    // Min no longer over max: the required group now lacks an available option.
    type('Mínimo a elegir', '1', group)
    expect(await within(group).findByText(requiredGroupAvailableMessage(1))).toBeVisible()
    expect(within(group).queryByText(OPTION_MIN_OVER_MAX_MESSAGE)).toBeNull()
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/business/categories',
      'GET /api/business/option-groups',
    ])
  })

  it('writes the new group, then the product, then the product’s groups in the order shown', async () => {
    const created: OptionGroup = {
      id: NEW_ID,
      name: 'Extras',
      minChoices: 0,
      maxChoices: 2,
      options: [
        {
          id: '44444444-4444-4444-8444-444444444441',
          name: 'Queso',
          priceDelta: 250_000,
          isAvailable: true,
        },
        {
          id: '44444444-4444-4444-8444-444444444442',
          name: 'Picante',
          priceDelta: 0,
          isAvailable: true,
        },
      ],
      productIds: [],
    }
    const api = mockApi({
      'GET /api/business/categories': () => json([CATEGORY]),
      'GET /api/business/option-groups': () => json([GUSTOS]),
      'POST /api/business/option-groups': () => json(created, 201),
      'POST /api/business/products': () =>
        json({ ...DOCENA, id: 'p-nueva', optionGroupIds: [] }, 201),
      'PUT /api/business/products/p-nueva/option-groups': () => json({ groupIds: [] }),
      'GET /api/business/products': () => json([]),
    })
    const { router } = renderAt(paths, '/business/productos/agregar')
    await screen.findByLabelText('Nombre')
    type('Nombre', 'Media docena')
    type('Precio', '9.500')
    fireEvent.change(await screen.findByLabelText('Categoría'), { target: { value: CATEGORY_ID } })

    fireEvent.change(screen.getByLabelText('Usar un grupo que ya tenés'), {
      target: { value: GUSTOS.id },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo nuevo' }))
    const group = screen.getByRole('listitem', { name: 'Grupo Grupo nuevo' })
    type('Nombre del grupo', 'Extras', group)
    type('Mínimo a elegir', '0', group)
    type('Máximo a elegir', '2', group)
    type('Opción 1', 'Picante', group)
    fireEvent.click(within(group).getByRole('button', { name: 'Agregar opción' }))
    type('Opción 2', 'Queso', group)
    fireEvent.change(within(group).getAllByLabelText('Precio adicional')[1], {
      target: { value: '2500' },
    })
    fireEvent.click(within(group).getByRole('button', { name: 'Subir Queso' }))
    // Extras first, then the shop's group.
    fireEvent.click(screen.getByRole('button', { name: 'Subir Extras' }))

    const view = preview()
    expect(within(view).getAllByRole('group').map(text)).toEqual([
      expect.stringMatching(/^ExtrasOpcional · hasta 2Queso\+\$\s2\.500Picante$/),
      'Gustos de empanadaObligatorio · de 1 a 3Carne suaveJamón y quesoHumitaSin stock+$\u00a0500',
    ])
    expect(within(view).getAllByRole('checkbox')).toHaveLength(5)
    expect(within(view).getByRole('checkbox', { name: /Humita/ })).toBeDisabled()

    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/productos'))

    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(
      [
        'POST /api/business/option-groups',
        'POST /api/business/products',
        'PUT /api/business/products/p-nueva/option-groups',
      ],
    )
    expect(api.callsTo('POST /api/business/option-groups')[0].body).toEqual({
      name: 'Extras',
      minChoices: 0,
      maxChoices: 2,
      options: [
        { name: 'Queso', priceDelta: 250_000, isAvailable: true },
        { name: 'Picante', priceDelta: 0, isAvailable: true },
      ],
    })
    expect(api.callsTo('PUT /api/business/products/p-nueva/option-groups')[0].body).toEqual({
      groupIds: [NEW_ID, GUSTOS.id],
    })
  })

  it('updates a shared group with its options’ ids, and names the group when that fails', async () => {
    let fail = true
    const api = mockApi({
      'GET /api/business/categories': () => json([CATEGORY]),
      'GET /api/business/option-groups': () => json([GUSTOS]),
      'GET /api/business/products/p-docena': () => json(DOCENA),
      [`PUT /api/business/option-groups/${GUSTOS.id}`]: ({ body }) =>
        fail
          ? json({ error: 'El grupo no es válido.', code: 'VALIDATION', requestId: 'r1' }, 400)
          : json({ ...GUSTOS, ...(body as object), productIds: GUSTOS.productIds }),
      'PUT /api/business/products/p-docena': () => json(DOCENA),
      'GET /api/business/products': () => json([DOCENA]),
    })
    const { router } = renderAt(paths, '/business/productos/editar/p-docena')
    const group = await screen.findByRole('listitem', { name: 'Grupo Gustos de empanada' })
    expect(within(group).getByText(/También lo usa 1 producto más/)).toBeVisible()
    fireEvent.click(within(group).getByRole('button', { name: 'Editar Gustos de empanada' }))
    fireEvent.click(within(group).getByRole('button', { name: 'Eliminar Jamón y queso' }))
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Con stock: Humita' }))
    type('Máximo a elegir', '2', group)

    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText(optionGroupSaveError('Gustos de empanada'))).toBeVisible()
    expect(screen.getByText('El grupo no es válido.')).toBeVisible()
    expect(api.callsTo('PUT /api/business/products/p-docena')).toHaveLength(0)

    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/productos'))
    const writes = api.callsTo(`PUT /api/business/option-groups/${GUSTOS.id}`)
    expect(writes[1].body).toEqual({
      name: 'Gustos de empanada',
      minChoices: 1,
      maxChoices: 2,
      options: [
        { id: GUSTOS.options[0].id, name: 'Carne suave', priceDelta: 0, isAvailable: true },
        { id: GUSTOS.options[2].id, name: 'Humita', priceDelta: 50_000, isAvailable: true },
      ],
    })
    // The product still offers the same groups: no call to set them.
    expect(
      api.calls.filter((c) => c.path.endsWith('/option-groups') && c.path.includes('products')),
    ).toEqual([])
  })
})

describe('products list, option stock', () => {
  it('switches an option with one tap, and moves it back with the error when the server says no', async () => {
    let answer = json({ ...GUSTOS.options[0], isAvailable: false })
    const api = mockApi({
      'GET /api/business/products': () => json([DOCENA]),
      'GET /api/business/categories': () => json([CATEGORY]),
      'GET /api/business/option-groups': () => json([GUSTOS]),
      'PATCH /api/business/options/22222222-2222-4222-8222-222222222221': () => answer,
    })
    renderAt(paths, '/business/productos')
    const stock = await screen.findByRole('group', { name: 'Stock de Gustos de empanada' })
    const carne = within(stock).getByRole('checkbox', { name: /Carne suave/ })
    expect(carne).toBeChecked()
    expect(within(stock).getByRole('checkbox', { name: /Humita/ })).not.toBeChecked()

    fireEvent.click(carne)
    await waitFor(() => expect(carne).not.toBeChecked())
    expect(
      api.callsTo('PATCH /api/business/options/22222222-2222-4222-8222-222222222221')[0].body,
    ).toEqual({
      isAvailable: false,
    })

    answer = { status: 500, body: { error: 'Error interno.', code: 'INTERNAL', requestId: 'r2' } }
    fireEvent.click(carne)
    expect(await screen.findByText(OPTION_STOCK_ERROR)).toBeVisible()
    await waitFor(() => expect(carne).not.toBeChecked())
  })
})

describe('products list', () => {
  it("groups the products under their categories, in the menu's order, each with its count", async () => {
    const BEBIDAS = { ...CATEGORY, id: '44444444-4444-4444-8444-444444444444', name: 'Bebidas' }
    const product = (name: string, categoryId: string | null, category: string | null) => ({
      ...DOCENA,
      id: name,
      name,
      optionGroupIds: [],
      categoryId,
      category: category ? { name: category } : null,
    })
    mockApi({
      'GET /api/business/products': () =>
        json([
          product('Docena de empanadas', CATEGORY.id, CATEGORY.name),
          product('Agua mineral', null, null),
          product('Coca-Cola', BEBIDAS.id, 'Bebidas'),
          product('Media docena', CATEGORY.id, CATEGORY.name),
        ]),
      'GET /api/business/categories': () => json([BEBIDAS, CATEGORY]),
      'GET /api/business/option-groups': () => json([]),
    })
    renderAt(paths, '/business/productos')
    const list = await screen.findByRole('region', { name: 'Tus productos' })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Bebidas1 producto', `${CATEGORY.name}2 productos`, 'Sin categoría1 producto']),
    )
    expect(
      within(within(list).getByRole('list', { name: CATEGORY.name }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Docena de empanadas', 'Media docena'])
  })
})
