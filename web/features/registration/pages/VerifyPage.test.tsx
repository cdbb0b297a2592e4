// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as VerifyPage } from './VerifyPage'
import { fakeCaptcha } from '../../../testing/fake-captcha'
import { json, mockApi, type Answer } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'

vi.mock('../../../components/Captcha', () => import('../../../testing/fake-captcha'))

const VERIFY = 'POST /api/auth/verify-business-code'
const SEND = 'POST /api/auth/send-code-business'
const STATE = {
  phone: '+5493515551234',
  name: 'Almacén Doña Rosa',
  email: 'rosa@barrio.test',
  plan: 'starter',
}

function open(state: unknown = STATE) {
  return renderAt(
    {
      '/verificar-comercio': VerifyPage,
      '/registro-comercio': Landed,
      '/registro-comercio/detalles': Landed,
    },
    '/verificar-comercio',
    state,
  )
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name })
const codeInput = () => screen.getByLabelText<HTMLInputElement>('Código de verificación')

beforeEach(() => {
  fakeCaptcha.resets = 0
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('/verificar-comercio without the registration state', () => {
  it.each([
    ['no state', null],
    ['no phone', { ...STATE, phone: undefined }],
    ['no name', { ...STATE, name: '' }],
    ['no email', { ...STATE, email: undefined }],
    ['no plan', { ...STATE, plan: undefined }],
  ])('redirects to /registro-comercio (%s)', async (_case, state) => {
    mockApi({})
    open(state)
    expect(await screen.findByRole('heading', { name: 'Llegó a /registro-comercio' })).toBeVisible()
  })
})

describe('code entry', () => {
  it('shows where the code went and accepts only digits, six at most', () => {
    mockApi({})
    open()
    expect(screen.getByText('+54 9 351 555 1234')).toBeVisible()
    const input = codeInput()
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    fireEvent.change(input, { target: { value: '12a 3-45678' } })
    expect(input.value).toBe('123456')
  })

  it('enables Verificar código only with six digits', () => {
    mockApi({})
    open()
    expect(button('Verificar código').disabled).toBe(true)
    expect(screen.getByText('El código debe tener 6 dígitos.')).toBeVisible()
    fireEvent.change(codeInput(), { target: { value: '12345' } })
    expect(button('Verificar código').disabled).toBe(true)
    fireEvent.change(codeInput(), { target: { value: '123456' } })
    expect(button('Verificar código').disabled).toBe(false)
    expect(screen.queryByText('El código debe tener 6 dígitos.')).toBeNull()
  })

  it('verifies the code and goes to the details with the same state', async () => {
    const { callsTo } = mockApi({ [VERIFY]: () => json({ success: true }) })
    open()
    fireEvent.change(codeInput(), { target: { value: '654321' } })
    fireEvent.click(button('Verificar código'))
    await screen.findByRole('heading', { name: 'Llegó a /registro-comercio/detalles' })
    expect(callsTo(VERIFY)[0].body).toEqual({ phone: STATE.phone, code: '654321' })
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual(STATE)
  })

  it.each([
    [
      'the server’s error',
      json({ error: 'El código no es correcto. Te quedan 4 intentos.', code: 'INVALID_CODE' }, 400),
      'El código no es correcto. Te quedan 4 intentos.',
    ],
    [
      'the server’s error in a 200 without success',
      json({ success: false, error: 'El código venció. Pedí uno nuevo.' }),
      'El código venció. Pedí uno nuevo.',
    ],
    ['a failure without error', json(undefined, 500), 'No se pudo verificar el código.'],
    ['a 2xx with success false only', json({ success: false }), 'No se pudo verificar el código.'],
    ['a network failure', 'network-error' as const, 'Error al verificar el código.'],
  ])('shows %s', async (_case, answer: Answer, message) => {
    mockApi({ [VERIFY]: () => answer })
    open()
    fireEvent.change(codeInput(), { target: { value: '111111' } })
    fireEvent.click(button('Verificar código'))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(button('Verificar código').disabled).toBe(false)
  })
})

describe('resend', () => {
  it('asks for the captcha first', () => {
    const { callsTo } = mockApi({})
    open()
    fireEvent.click(button('Reenviar código'))
    expect(screen.getByRole('alert').textContent).toBe('Completá el reCAPTCHA antes de reenviar.')
    expect(callsTo(SEND)).toEqual([])
  })

  it('after a resend, rests 30 s with a visible countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    const { callsTo } = mockApi({ [SEND]: () => json({ success: true }) })
    open()
    await act(() => vi.advanceTimersByTimeAsync(0))
    fireEvent.click(button('Resolver captcha de prueba'))
    fireEvent.click(button('Reenviar código'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(callsTo(SEND)[0].body).toEqual({
      phone: STATE.phone,
      recaptchaToken: 'captcha-token-' + fakeCaptcha.issued,
    })
    expect(screen.getByText('Te enviamos un código nuevo.')).toBeVisible()
    expect(fakeCaptcha.resets).toBe(1)
    expect(button('Reenviar código en 30 s').disabled).toBe(true)

    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(button('Reenviar código en 29 s').disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(28_000))
    expect(button('Reenviar código en 1 s').disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(button('Reenviar código').disabled).toBe(false)
  })

  it.each([
    [
      'the server’s error',
      json({ error: 'Ya enviamos varios códigos a este número.', code: 'RATE_LIMITED' }, 429),
      'Ya enviamos varios códigos a este número.',
    ],
    ['a failure without error', json(undefined, 502), 'No se pudo reenviar el código.'],
    ['a network failure', 'network-error' as const, 'Error al reenviar el código.'],
  ])('shows %s, resets the captcha and does not rest', async (_case, answer: Answer, message) => {
    mockApi({ [SEND]: () => answer })
    open()
    fireEvent.click(button('Resolver captcha de prueba'))
    fireEvent.click(button('Reenviar código'))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(fakeCaptcha.resets).toBe(1)
    expect(button('Reenviar código').disabled).toBe(false)
  })

  it('Cambiar número goes back to the WhatsApp step with the data', async () => {
    mockApi({})
    open()
    fireEvent.click(screen.getByRole('link', { name: 'Cambiar número' }))
    await screen.findByRole('heading', { name: 'Llegó a /registro-comercio' })
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      resume: { name: STATE.name, email: STATE.email, phone: STATE.phone },
    })
  })
})
