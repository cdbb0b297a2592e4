import { apiFetch } from '../../../api/client'

/** docs/product.md#api session and password calls. */
export const loginManual = (email: string, password: string) =>
  apiFetch<{ token: string }>('/auth/login-manual', { method: 'POST', body: { email, password } })

export const requestPasswordReset = (email: string) =>
  apiFetch<{ success: true; message: string }>('/auth/request-password-reset', {
    method: 'POST',
    body: { email },
  })

export const validateResetToken = (token: string) =>
  apiFetch<{ valid: boolean }>('/auth/validate-reset-token', { method: 'POST', body: { token } })

export const resetPassword = (token: string, password: string) =>
  apiFetch<{ success: true }>('/auth/reset-password', { method: 'POST', body: { token, password } })
