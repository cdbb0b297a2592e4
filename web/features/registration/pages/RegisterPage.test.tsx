// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STARTER_PLAN } from '../../../../domain/constants'
import { Component as RegisterPage } from './RegisterPage'
import { fakeCaptcha } from '../../../testing/fake-captcha'
import { json, mockApi, type Answer } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'

vi.mock('../../../components/Captcha', () => import('../../../testing/fake-captcha'))

const NAME_CHECK = 'GET /api/auth/business/check-name'
const EMAIL_CHECK = 'GET /api/auth/check-availability'
const SEND = 'POST /api/auth/send-code-business'
const TAKEN_NAME = 'Pizzería Don Luigi'
const TAKEN_EMAIL = 'demo@barrio.com.ar'

function api(send: () => Answer | Promise<Answer> = () => json({ success: true })) {
  return mockApi({
    [NAME_CHECK]: ({ query }) =>
      query.get('name') === 'Falla'
        ? json({ error: 'Error', code: 'INTERNAL' }, 500)
        : json({ available: query.get('name') !== TAKEN_NAME }),
    [EMAIL_CHECK]: ({ query }) =>
      query.get('email') === 'falla@barrio.test'
        ? 'network-error'
        : json({ emailAvailable: query.get('email') !== TAKEN_EMAIL }),
    [SEND]: send,
  })
}

const open = () =>
  renderAt(
    { '/registro-comercio': RegisterPage, '/verificar-comercio': Landed },
    '/registro-comercio',
  )

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name })
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function toBusinessStep() {
  open()
  fireEvent.click(button('Comenzar registro'))
  await screen.findByText('Paso 1 de 3')
}

async function toPhoneStep() {
  await toBusinessStep()
  type('Nombre del comercio', 'Almacén Doña Rosa')
  type('Correo electrónico', 'rosa@barrio.test')
  await waitFor(() => expect(button('Continuar').disabled).toBe(false))
  fireEvent.click(button('Continuar'))
  await screen.findByText('Paso 2 de 3')
}

beforeEach(() => {
  fakeCaptcha.resets = 0
  window.scrollTo = vi.fn() // jsdom has no layout to scroll
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('step 0: plan pitch', () => {
  it('shows the Starter plan, its monthly price in ARS and its five features', async () => {
    api()
    open()
    expect(screen.getByRole('heading', { level: 1, name: 'Registrá tu comercio' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeVisible()
    expect(screen.getByText(/^\$\s25\.000$/)).toBeVisible()
    expect(screen.getByText('por mes')).toBeVisible()
    const features = screen.getByRole('list', { name: 'Incluye' }).querySelectorAll('li')
    expect([...features].map((li) => li.textContent)).toEqual([...STARTER_PLAN.features])
    fireEvent.click(button('Comenzar registro'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos del comercio' }),
    ).toBeVisible()
  })
})

describe('step 1: shop name and email', () => {
  it('moves up to its title, and keeps what was typed across a step back to the pitch', async () => {
    api()
    await toBusinessStep()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    type('Nombre del comercio', 'Almacén Doña Rosa')
    fireEvent.click(button('Volver'))
    fireEvent.click(await screen.findByRole('button', { name: 'Comenzar registro' }))
    await screen.findByText('Paso 1 de 3')
    expect(screen.getByLabelText('Nombre del comercio')).toHaveValue('Almacén Doña Rosa')
  })

  it('checks both after a pause and enables Continuar only when both are available', async () => {
    const { callsTo } = api()
    await toBusinessStep()
    expect(button('Continuar').disabled).toBe(true)
    expect(screen.getByText('Completá el nombre y el correo para continuar.')).toBeVisible()

    type('Nombre del comercio', 'Almacén Doña Rosa')
    expect(screen.getByText('Verificando nombre...')).toBeVisible()
    expect(await screen.findByText('Nombre disponible')).toBeVisible()
    expect(callsTo(NAME_CHECK).map((c) => c.query.get('name'))).toEqual(['Almacén Doña Rosa'])
    expect(button('Continuar').disabled).toBe(true)

    type('Correo electrónico', 'rosa@barrio.test')
    expect(screen.getByText('Verificando correo...')).toBeVisible()
    expect(await screen.findByText('Correo disponible')).toBeVisible()
    expect(button('Continuar').disabled).toBe(false)
  })

  it('says when the name or the email is taken, and keeps Continuar disabled', async () => {
    api()
    await toBusinessStep()
    type('Nombre del comercio', TAKEN_NAME)
    type('Correo electrónico', 'rosa@barrio.test')
    expect(await screen.findByText('Nombre no disponible')).toBeVisible()
    await screen.findByText('Correo disponible')
    expect(button('Continuar').disabled).toBe(true)
    expect(screen.getByText('Para continuar, elegí un nombre disponible.')).toBeVisible()

    type('Nombre del comercio', 'Almacén Doña Rosa')
    type('Correo electrónico', TAKEN_EMAIL)
    expect(await screen.findByText('Correo ya registrado')).toBeVisible()
    await screen.findByText('Nombre disponible')
    expect(button('Continuar').disabled).toBe(true)
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true')
  })

  it('counts failed checks as unavailable', async () => {
    api()
    await toBusinessStep()
    type('Nombre del comercio', 'Falla')
    type('Correo electrónico', 'falla@barrio.test')
    expect(await screen.findByText('Nombre no disponible')).toBeVisible()
    expect(await screen.findByText('Correo ya registrado')).toBeVisible()
    expect(button('Continuar').disabled).toBe(true)
  })

  it('shows the format message for a malformed email and does not ask the server', async () => {
    const { callsTo } = api()
    await toBusinessStep()
    type('Nombre del comercio', 'Almacén Doña Rosa')
    for (const bad of ['rosa@barrio', 'rosa barrio@x.com', 'rosa.barrio.test']) {
      type('Correo electrónico', bad)
      expect(await screen.findByText('Formato de correo inválido')).toBeVisible()
    }
    expect(callsTo(EMAIL_CHECK)).toEqual([])
    expect(button('Continuar').disabled).toBe(true)
    expect(screen.getByText('Para continuar, revisá el formato del correo.')).toBeVisible()
  })

  it('waits 500 ms after the last keystroke before checking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    const { callsTo } = api()
    open()
    fireEvent.click(button('Comenzar registro'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    type('Nombre del comercio', 'Alm')
    await act(() => vi.advanceTimersByTimeAsync(300))
    type('Nombre del comercio', 'Almacén')
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(callsTo(NAME_CHECK)).toEqual([])
    expect(screen.getByText('Verificando nombre...')).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(1))
    // The fetch has started; the mocked API sees it a few turns of the event loop later.
    await vi.waitFor(() =>
      expect(callsTo(NAME_CHECK).map((c) => c.query.get('name'))).toEqual(['Almacén']),
    )
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(screen.getByText('Nombre disponible')).toBeVisible()
  })
})

describe('step 2: WhatsApp number and captcha', () => {
  it('enables Enviar código only with a valid number and a captcha token, saying what is missing', async () => {
    api()
    await toPhoneStep()
    const send = button('Enviar código')
    expect(send.disabled).toBe(true)
    expect(screen.getByText('Falta un número de WhatsApp válido.')).toBeVisible()
    expect(screen.getByText('Por favor completá el reCAPTCHA.')).toBeVisible()

    const phone = screen.getByLabelText('Número de WhatsApp')
    fireEvent.change(phone, { target: { value: '351 555' } })
    fireEvent.blur(phone)
    // The schema checks the number when the field is left.
    expect(await screen.findByText('Ingresá un número válido de al menos 10 dígitos')).toBeVisible()
    fireEvent.click(button('Resolver captcha de prueba'))
    expect(send.disabled).toBe(true)
    expect(screen.queryByText('Por favor completá el reCAPTCHA.')).toBeNull()

    fireEvent.change(phone, { target: { value: '0351 15 555-1234' } })
    expect(send.disabled).toBe(false)
    await waitFor(() =>
      expect(screen.queryByText('Ingresá un número válido de al menos 10 dígitos')).toBeNull(),
    )
  })

  it('with a valid number but no captcha, asks for the captcha', async () => {
    api()
    await toPhoneStep()
    type('Número de WhatsApp', '351 555 1234')
    expect(button('Enviar código').disabled).toBe(true)
    expect(screen.getByText('Por favor completá el reCAPTCHA.')).toBeVisible()
    expect(screen.queryByText('Falta un número de WhatsApp válido.')).toBeNull()
  })

  it('sends the normalised number with the token and goes to /verificar-comercio with the state', async () => {
    const { callsTo } = api()
    await toPhoneStep()
    type('Número de WhatsApp', '351 555 1234')
    fireEvent.click(button('Resolver captcha de prueba'))
    fireEvent.click(button('Enviar código'))
    await screen.findByRole('heading', { name: 'Llegó a /verificar-comercio' })
    expect(callsTo(SEND)[0].body).toEqual({
      phone: '+5493515551234',
      recaptchaToken: 'captcha-token-' + fakeCaptcha.issued,
    })
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      phone: '+5493515551234',
      name: 'Almacén Doña Rosa',
      email: 'rosa@barrio.test',
      plan: 'starter',
    })
    expect(fakeCaptcha.resets).toBe(1)
  })

  it('is disabled while the request is on its way', async () => {
    let answer: (a: Answer) => void = () => {}
    api(() => new Promise<Answer>((resolve) => (answer = resolve)))
    await toPhoneStep()
    type('Número de WhatsApp', '351 555 1234')
    fireEvent.click(button('Resolver captcha de prueba'))
    fireEvent.click(button('Enviar código'))
    const busy = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Enviando código...',
    })
    expect(busy.disabled).toBe(true)
    answer(json({ error: 'Probá más tarde.', code: 'RATE_LIMITED' }, 429))
    await screen.findByText('Probá más tarde.')
  })

  it.each([
    [
      'the server’s error',
      json({ error: 'Ya enviamos varios códigos a este número.', code: 'RATE_LIMITED' }, 429),
      'Ya enviamos varios códigos a este número.',
    ],
    [
      'the server’s error in a 200 without success',
      json({ success: false, error: 'Ese número no recibe WhatsApp.' }),
      'Ese número no recibe WhatsApp.',
    ],
    ['a failure without error', json(undefined, 502), 'No se pudo enviar el código.'],
    ['a 2xx without success', json({}), 'No se pudo enviar el código.'],
    ['a 2xx with success false only', json({ success: false }), 'No se pudo enviar el código.'],
    ['a network failure', 'network-error' as const, 'Error inesperado. Intentá más tarde.'],
  ])('shows %s and resets the captcha', async (_case, answer, message) => {
    api(() => answer)
    await toPhoneStep()
    type('Número de WhatsApp', '351 555 1234')
    fireEvent.click(button('Resolver captcha de prueba'))
    fireEvent.click(button('Enviar código'))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(fakeCaptcha.resets).toBe(1)
    // The token is spent: a new one is needed before trying again.
    expect(button('Enviar código').disabled).toBe(true)
    expect(screen.getByText('Por favor completá el reCAPTCHA.')).toBeVisible()
  })

  it('Volver goes back to the shop data with what was typed', async () => {
    api()
    await toPhoneStep()
    fireEvent.click(button('Volver'))
    await screen.findByText('Paso 1 de 3')
    expect((screen.getByLabelText('Nombre del comercio') as HTMLInputElement).value).toBe(
      'Almacén Doña Rosa',
    )
  })
})
