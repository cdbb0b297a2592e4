// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PromoItem } from '../../../../domain/promos/schemas'
import { json, mockApi, type Answer } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'
import { Component as PromosPage } from './PromosPage'
import { PROMOS_LOAD_ERROR } from '../../../../domain/messages/customer'
import { AV_COLON as COLON } from '../../../testing/places'

const PROMOS = 'GET /api/public/promos'

const promo = (overrides: Partial<PromoItem> = {}): PromoItem => ({
  productId: 'p-flan',
  name: 'Flan casero',
  description: 'Con dulce de leche',
  imageUrl: '/uploads/flan.webp',
  price: 1_000_000,
  discountPrice: 750_000,
  discountPercent: 25,
  business: {
    name: 'Almacén Doña Rosa',
    slug: 'almacen-dona-rosa',
    logoUrl: '/uploads/rosa.webp',
    city: 'Córdoba',
    distanceMeters: null,
  },
  ...overrides,
})

const FLAN = promo()
const LOMITO = promo({
  productId: 'p-lomito',
  name: 'Lomito árabe',
  imageUrl: null,
  price: 1_380_000,
  discountPrice: 1_190_000,
  discountPercent: 14,
  business: {
    name: 'Lomitos 24',
    slug: 'lomitos-24',
    logoUrl: null,
    city: 'Córdoba',
    distanceMeters: 1_234,
  },
})

const open = () => renderAt({ '/promos': PromosPage, '/negocio/:slug': Landed }, '/promos')
const card = (name: string) => screen.getByRole('listitem', { name })
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ')

beforeEach(() => {
  localStorage.clear()
  // The page scrolls to the top on arrival, which jsdom does not do.
  window.scrollTo = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/promos', () => {
  it('shows skeletons, then the nearest promos with badge, prices, shop, distance and link', async () => {
    localStorage.setItem('selectedLocation', JSON.stringify(COLON))
    let answer!: (a: Answer) => void
    const { callsTo } = mockApi({ [PROMOS]: () => new Promise<Answer>((r) => (answer = r)) })
    open()

    expect(screen.getByRole('status', { name: 'Cargando promos...' })).toBeVisible()
    expect(screen.getByText('Cerca de Av. Colón 1045, Córdoba')).toBeVisible()
    expect(document.title).toBe('Promos · Barrio')
    // The saved place goes to the server, which puts the nearest shops first.
    await vi.waitFor(() => expect(callsTo(PROMOS)).toHaveLength(1))
    expect(callsTo(PROMOS)[0].query.get('lat')).toBe(String(COLON.lat))
    expect(callsTo(PROMOS)[0].query.get('lng')).toBe(String(COLON.lng))

    answer(
      json({
        items: [{ ...FLAN, business: { ...FLAN.business, distanceMeters: 350 } }, LOMITO],
      }),
    )
    const list = await screen.findByRole('list', { name: 'Promos' })
    expect(screen.queryByRole('status', { name: 'Cargando promos...' })).toBeNull()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Flan casero', 'Lomito árabe'])

    const flan = card('Flan casero')
    expect(within(flan).getByText('-25%')).toBeVisible()
    expect(within(flan).getByText('$ 7.500,00')).toBeVisible()
    const before = within(flan).getByText('$ 10.000,00')
    expect(before.tagName).toBe('DEL')
    expect(within(flan).getByText('Almacén Doña Rosa')).toBeVisible()
    expect(within(flan).getByText('a 350 m')).toBeVisible()
    // The badge on the picture is the only percent shown.
    expect(within(flan).getAllByText(/%/)).toHaveLength(1)
    expect(flan.querySelector('img')?.getAttribute('src')).toBe('/uploads/flan.webp')
    expect(flan.querySelector('img')?.getAttribute('loading')).toBe('lazy')

    const lomito = card('Lomito árabe')
    expect(text(lomito)).toContain('-14%')
    expect(within(lomito).getByText('$ 11.900,00')).toBeVisible()
    expect(within(lomito).getByText('$ 13.800,00').tagName).toBe('DEL')
    expect(within(lomito).getByText('a 1,2 km')).toBeVisible()
    // No picture and no logo: a placeholder keeps the card's shape.
    expect(lomito.querySelector('img')).toBeNull()

    expect(within(lomito).getByRole('link').getAttribute('href')).toBe('/negocio/lomitos-24')
    fireEvent.click(within(flan).getByRole('link'))
    expect(
      await screen.findByRole('heading', { name: 'Llegó a /negocio/almacen-dona-rosa' }),
    ).toBeVisible()
  })

  it('without a saved location: no coordinates sent, no distance, a prompt to enter one', async () => {
    const { callsTo } = mockApi({ [PROMOS]: () => json({ items: [FLAN] }) })
    open()
    const flan = await screen.findByRole('listitem', { name: 'Flan casero' })
    expect(callsTo(PROMOS)[0].query.size).toBe(0)
    expect(text(flan)).not.toMatch(/\ba \d/)
    expect(
      screen.getByText('Ingresá tu dirección para ver primero las promos más cercanas.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeVisible()
    // Without a product picture, the shop's logo stands in.
    const noPicture = promo({ imageUrl: null })
    cleanup()
    mockApi({ [PROMOS]: () => json({ items: [noPicture] }) })
    open()
    const placeholder = await screen.findByRole('listitem', { name: 'Flan casero' })
    expect(placeholder.querySelector('img')?.getAttribute('src')).toBe('/uploads/rosa.webp')
  })

  it('no open shop with discounts: the empty state and a way to the restaurants', async () => {
    mockApi({ [PROMOS]: () => json({ items: [] }) })
    open()
    expect(
      await screen.findByRole('heading', { name: 'Todavía no hay promos publicadas' }),
    ).toBeVisible()
    expect(
      screen.getByText(/Ningún comercio abierto tiene productos con descuento en este momento\./),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ver restaurantes' }).getAttribute('href')).toBe(
      '/explorar/restaurantes',
    )
    expect(screen.queryByRole('list', { name: 'Promos' })).toBeNull()
  })

  it('a failed load shows the error, and Reintentar loads the promos', async () => {
    let failing = true
    const { callsTo } = mockApi({
      [PROMOS]: () =>
        failing
          ? json({ error: 'Ocurrió un error inesperado.', code: 'INTERNAL' }, 500)
          : json({ items: [FLAN] }),
    })
    open()
    // A 5xx is tried once more before the error shows.
    expect((await screen.findByRole('alert')).textContent).toBe(PROMOS_LOAD_ERROR)
    expect(callsTo(PROMOS)).toHaveLength(2)
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('listitem', { name: 'Flan casero' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
