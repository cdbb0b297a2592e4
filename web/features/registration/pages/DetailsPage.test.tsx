// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as DetailsPage } from './DetailsPage'
import { FAKE_MAP_POINT } from '../../../testing/fake-map'
import { CLIENT_CONFIG, json, mockApi, type Answer } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'

vi.mock('../../../components/AddressPicker/AddressMap', () => import('../../../testing/fake-map'))

const REGISTER = 'POST /api/auth/register-business'
const STATE = {
  phone: '+5493515551234',
  name: 'Almacén Doña Rosa',
  email: 'rosa@barrio.test',
  plan: 'starter',
}
const COLON = {
  label: 'Av. Colón 1045, Córdoba',
  street: 'Av. Colón',
  number: '1045',
  city: 'Córdoba',
  province: 'Córdoba',
  zipCode: 'X5000',
  lat: -31.4112,
  lng: -64.1972,
}
const TREJO = {
  ...COLON,
  label: 'Obispo Trejo 242, Córdoba',
  street: 'Obispo Trejo',
  number: '242',
  lat: -31.4197,
  lng: -64.1877,
}

function api({
  register = () => json({ success: true }),
  reverse = () => json({ place: TREJO }),
}: { register?: () => Answer; reverse?: () => Answer } = {}) {
  return mockApi({
    'GET /api/client-config': () => json(CLIENT_CONFIG),
    'GET /api/geo/autocomplete': ({ query }) =>
      json({ places: /col[oó]n/i.test(query.get('q') ?? '') ? [COLON] : [] }),
    'GET /api/geo/reverse': reverse,
    [REGISTER]: register,
  })
}

function open(state: unknown = STATE) {
  return renderAt(
    { '/registro-comercio/detalles': DetailsPage, '/registro-comercio': Landed, '/login': Landed },
    '/registro-comercio/detalles',
    state,
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }))
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby')
  return field(label).getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : null
}

async function pickColon() {
  type('Buscar dirección', 'Colón')
  fireEvent.click(await screen.findByRole('option', { name: 'Av. Colón 1045, Córdoba' }))
}

function fillTheRest() {
  type('Razón social', 'Doña Rosa S.R.L.')
  type('CUIT/CUIL', '20-12345678-6')
  type('Contraseña', 'Barrio.2025')
  type('Repetí la contraseña', 'Barrio.2025')
}

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/registro-comercio/detalles without the registration state', () => {
  it.each([
    ['no state', null],
    ['no phone', { ...STATE, phone: '' }],
    ['another plan', { ...STATE, plan: 'gold' }],
  ])('redirects to /registro-comercio (%s)', async (_case, state) => {
    api()
    open(state)
    expect(await screen.findByRole('heading', { name: 'Llegó a /registro-comercio' })).toBeVisible()
  })
})

describe('validation', () => {
  it('an empty form: required fields, CUIT/CUIL and password messages, and nothing sent', async () => {
    const { callsTo } = api()
    open()
    submit()
    expect(screen.getByText('Completá todos los campos obligatorios.')).toBeVisible()
    expect(errorOf('Calle')).toBe('Este dato es obligatorio.')
    expect(errorOf('Ciudad')).toBe('Este dato es obligatorio.')
    expect(errorOf('Razón social')).toBe('Este dato es obligatorio.')
    expect(screen.getByText('Marcá la ubicación del local en el mapa.')).toBeVisible()
    expect(errorOf('CUIT/CUIL')).toBe('CUIT/CUIL inválido. Debe tener 11 dígitos.')
    expect(errorOf('Contraseña')).toBe('La contraseña no cumple con los requisitos.')
    expect(errorOf('Piso (opcional)')).toBeNull()
    expect(errorOf('Depto (opcional)')).toBeNull()
    expect(callsTo(REGISTER)).toEqual([])
  })

  it('CUIT/CUIL: eleven digits, then the check digit', () => {
    api()
    open()
    type('CUIT/CUIL', '20-1234567-8')
    fireEvent.blur(field('CUIT/CUIL'))
    expect(errorOf('CUIT/CUIL')).toBe('CUIT/CUIL inválido. Debe tener 11 dígitos.')
    type('CUIT/CUIL', '20-12345678-5')
    expect(errorOf('CUIT/CUIL')).toBe(
      'CUIT/CUIL inválido. Revisá el número: el dígito verificador no coincide.',
    )
    type('CUIT/CUIL', '20123456786')
    expect(errorOf('CUIT/CUIL')).toBeNull()
  })

  it('password: live checklist, the rule message and the mismatch message', () => {
    api()
    open()
    const checklist = screen.getByRole('list', { name: 'Requisitos de la contraseña' })
    type('Contraseña', 'barrio')
    const met = () => within(checklist).queryAllByText('(cumplido)', { exact: false }).length
    expect(met()).toBe(1)
    fireEvent.blur(field('Contraseña'))
    expect(errorOf('Contraseña')).toBe('La contraseña no cumple con los requisitos.')
    type('Contraseña', 'Barrio.2025')
    expect(met()).toBe(5)
    expect(errorOf('Contraseña')).toBeNull()
    type('Repetí la contraseña', 'Barrio.2026')
    fireEvent.blur(field('Repetí la contraseña'))
    expect(errorOf('Repetí la contraseña')).toBe('Las contraseñas no coinciden.')
    type('Repetí la contraseña', 'Barrio.2025')
    expect(errorOf('Repetí la contraseña')).toBeNull()
  })
})

describe('address', () => {
  it('a suggestion fills street, number, city, province, zip and the map point', async () => {
    api()
    open()
    await pickColon()
    expect(field('Calle').value).toBe('Av. Colón')
    expect(field('Número').value).toBe('1045')
    expect(field('Ciudad').value).toBe('Córdoba')
    expect(field('Provincia').value).toBe('Córdoba')
    expect(field('Código postal').value).toBe('X5000')
    const summary = screen.getByRole('group', { name: 'Resumen de la dirección' })
    expect(summary.textContent).toContain('Av. Colón 1045')
    expect(summary.textContent).toContain('-31.41120, -64.19720')
  })

  it('moving the marker looks up the address of the new point', async () => {
    api()
    open()
    await pickColon()
    fireEvent.click(await screen.findByRole('button', { name: 'Mover el marcador' }))
    await waitFor(() => expect(field('Calle').value).toBe('Obispo Trejo'))
    expect(field('Número').value).toBe('242')
    expect(field('Buscar dirección').value).toBe('')
    expect(
      screen.getByText(`Marcador en ${FAKE_MAP_POINT.lat}, ${FAKE_MAP_POINT.lng}`),
    ).toBeVisible()
  })

  it('without geocoding, the typed address and the marker are enough', async () => {
    const { callsTo } = api({ reverse: () => 'network-error' })
    open()
    type('Calle', 'Belgrano')
    type('Número', '785')
    type('Ciudad', 'Córdoba')
    fireEvent.click(await screen.findByRole('button', { name: 'Mover el marcador' }))
    expect(await screen.findByText(/No encontramos una dirección para ese punto/)).toBeVisible()
    expect(field('Calle').value).toBe('Belgrano')
    fillTheRest()
    submit()
    await screen.findByRole('heading', { name: 'Llegó a /login' })
    expect(callsTo(REGISTER)[0].body).toMatchObject({
      address: 'Belgrano 785',
      city: 'Córdoba',
      province: null,
      zipCode: null,
      lat: FAKE_MAP_POINT.lat,
      lng: FAKE_MAP_POINT.lng,
    })
  })
})

describe('registration', () => {
  it('sends the docs/product.md#entities payload and goes to /login with the success message', async () => {
    const { callsTo } = api()
    open()
    await pickColon()
    type('Piso (opcional)', '2')
    fillTheRest()
    submit()
    await screen.findByRole('heading', { name: 'Llegó a /login' })
    expect(callsTo(REGISTER)[0].body).toEqual({
      name: STATE.name,
      email: STATE.email,
      phone: STATE.phone,
      legalName: 'Doña Rosa S.R.L.',
      taxId: '20123456786',
      address: 'Av. Colón 1045',
      city: 'Córdoba',
      province: 'Córdoba',
      zipCode: 'X5000',
      floor: '2',
      apartment: null,
      lat: COLON.lat,
      lng: COLON.lng,
      plan: 'starter',
      password: 'Barrio.2025',
    })
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      message: 'Registro exitoso. Iniciá sesión.',
    })
  })

  it.each([
    [
      'the server’s error',
      json({ error: 'Correo ya registrado', code: 'EMAIL_TAKEN' }, 409),
      'Correo ya registrado',
    ],
    [
      'the server’s error in a 200 without success',
      json({ success: false, error: 'El teléfono no está verificado.' }),
      'El teléfono no está verificado.',
    ],
    ['a failure without error', json(undefined, 500), 'No se pudo registrar el comercio.'],
    [
      'a 2xx with success false only',
      json({ success: false }),
      'No se pudo registrar el comercio.',
    ],
    ['a network failure', 'network-error' as const, 'Error inesperado.'],
  ])('shows %s', async (_case, answer: Answer, message) => {
    api({ register: () => answer })
    open()
    await pickColon()
    fillTheRest()
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Crear cuenta' }).disabled).toBe(
      false,
    )
  })
})
