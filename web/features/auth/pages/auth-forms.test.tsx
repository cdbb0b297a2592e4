// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CAPTCHA_MESSAGE,
  EMAIL_MESSAGE,
  LOGIN_FIELDS_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
} from '../../../../domain/messages/customer'
import {
  LOGIN_CAPTCHA_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../../../domain/messages/auth'
import { SessionProvider } from '../../../session/SessionProvider'
import { fakeCaptcha } from '../../../testing/fake-captcha'
import { json, mockApi } from '../../../testing/mock-api'
import { Landed, renderAt } from '../../../testing/render'
import { Component as ForgotPasswordPage } from './ForgotPasswordPage'
import { Component as LoginPage } from './LoginPage'
import { Component as ResetPasswordPage } from './ResetPasswordPage'

vi.mock('../../../components/Captcha', () => import('../../../testing/fake-captcha'))

// The sign-in forms check their fields with the domain's own checks (domain/auth/checks.ts, which
// agree with the API's schemas) before any call, and show the same messages.

afterEach(cleanup)

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

function Login() {
  return (
    <SessionProvider>
      <LoginPage />
    </SessionProvider>
  )
}

describe('login', () => {
  it('asks for both fields before calling the API', async () => {
    const api = mockApi({ 'POST /api/auth/login-manual': () => json({ token: 'x' }) })
    renderAt({ '/login': Login }, '/login')
    type('Correo electrónico', 'rosa@barrio.test')
    press('Ingresar')
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FIELDS_MESSAGE)
    expect(api.calls).toHaveLength(0)
  })

  it('sends the trimmed email and says when the credentials are refused', async () => {
    const api = mockApi({
      'POST /api/auth/login-manual': () =>
        json({ error: 'Correo o contraseña incorrectos.', code: 'INVALID_CREDENTIALS' }, 401),
    })
    renderAt({ '/login': Login }, '/login')
    type('Correo electrónico', '  rosa@barrio.test ')
    type('Contraseña', 'Secreta123!')
    press('Ingresar')
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE)
    expect(api.calls.map((c) => c.body)).toEqual([
      { email: 'rosa@barrio.test', password: 'Secreta123!' },
    ])
  })
  it('shows the captcha once the server asks for it, and sends its proof with the next try', async () => {
    const answers = [
      json({ error: LOGIN_CAPTCHA_MESSAGE, code: 'CAPTCHA_REQUIRED' }, 401),
      json({ error: 'Correo o contraseña incorrectos.', code: 'INVALID_CREDENTIALS' }, 401),
    ]
    const api = mockApi({ 'POST /api/auth/login-manual': () => answers.shift()! })
    renderAt({ '/login': Login }, '/login')
    expect(screen.queryByRole('button', { name: 'Resolver captcha de prueba' })).toBeNull()
    type('Correo electrónico', 'rosa@barrio.test')
    type('Contraseña', 'Secreta123!')
    press('Ingresar')
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_CAPTCHA_MESSAGE)
    const solve = await screen.findByRole('button', { name: 'Resolver captcha de prueba' })
    // Not solved yet: the form says so and sends nothing.
    press('Ingresar')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGE))
    expect(api.calls).toHaveLength(1)

    fireEvent.click(solve)
    const resets = fakeCaptcha.resets
    press('Ingresar')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE))
    expect(api.calls.map((c) => c.body)).toEqual([
      { email: 'rosa@barrio.test', password: 'Secreta123!' },
      {
        email: 'rosa@barrio.test',
        password: 'Secreta123!',
        recaptchaToken: `captcha-token-${fakeCaptcha.issued}`,
      },
    ])
    // Each proof is good for one try: the widget is asked for a new one, and stays.
    expect(fakeCaptcha.resets).toBe(resets + 1)
    expect(screen.getByRole('button', { name: 'Resolver captcha de prueba' })).toBeVisible()
  })
})

describe('forgot password', () => {
  it("shows the email schema's message under the field and sends nothing", async () => {
    const api = mockApi({ 'POST /api/auth/request-password-reset': () => json({ ok: true }) })
    renderAt({ '/olvide': ForgotPasswordPage }, '/olvide')
    type('Correo electrónico', 'rosa@')
    press('Enviar enlace')
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeVisible()
    expect(api.calls).toHaveLength(0)
  })

  it('puts the focus on the field at fault, drops the message once it is right, sends it trimmed', async () => {
    const api = mockApi({ 'POST /api/auth/request-password-reset': () => json({ ok: true }) })
    renderAt({ '/olvide': ForgotPasswordPage }, '/olvide')
    type('Correo electrónico', 'rosa@')
    press('Enviar enlace')
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeVisible()
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus()
    type('Correo electrónico', ' rosa@barrio.test ')
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull()
    press('Enviar enlace')
    expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeVisible()
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'rosa@barrio.test' }])
  })
})

describe('reset password', () => {
  const open = () => {
    const api = mockApi({
      'POST /api/auth/validate-reset-token': () => json({ valid: true }),
      'POST /api/auth/reset-password': () => json({ ok: true }),
    })
    renderAt(
      { '/reset-password/:token': ResetPasswordPage, '/login': Landed },
      '/reset-password/abc',
    )
    return api
  }

  it('checks the password rule first, then that both match', async () => {
    const api = open()
    const resets = () => api.calls.filter((c) => c.path === '/api/auth/reset-password')
    await screen.findByLabelText('Nueva contraseña')
    type('Nueva contraseña', 'corta')
    press('Guardar contraseña')
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RULE_MESSAGE)
    type('Nueva contraseña', 'Segura123!')
    type('Repetí la contraseña', 'Segura124!')
    press('Guardar contraseña')
    expect(await screen.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible()
    expect(resets()).toHaveLength(0)
    type('Repetí la contraseña', 'Segura123!')
    press('Guardar contraseña')
    expect(await screen.findByRole('heading', { name: 'Llegó a /login' })).toBeVisible()
    expect(resets().map((c) => c.body)).toEqual([{ token: 'abc', password: 'Segura123!' }])
  })
})
