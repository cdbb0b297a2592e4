import { apiFetch } from '../../../api/client'

/** docs/product.md#api session and password calls. */
/** `recaptchaToken` once the server has asked for the captcha (CAPTCHA_REQUIRED). */
export const loginManual = (email: string, password: string, recaptchaToken?: string) =>
  apiFetch<{ token: string }>('/auth/login-manual', {
    method: 'POST',
    body: recaptchaToken ? { email, password, recaptchaToken } : { email, password },
  })

export const requestPasswordReset = (email: string) =>
  apiFetch<{ success: true; message: string }>('/auth/request-password-reset', {
    method: 'POST',
    body: { email },
  })

export const validateResetToken = (token: string) =>
  apiFetch<{ valid: boolean }>('/auth/validate-reset-token', { method: 'POST', body: { token } })

export const resetPassword = (token: string, password: string) =>
  apiFetch<{ success: true }>('/auth/reset-password', { method: 'POST', body: { token, password } })
