import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type {
  AdminCodeAnswer,
  AdminLoginAnswer,
  OperatorMe,
} from '../../../../domain/admin/schemas'
import { apiFetch } from '../../../api/client'
import { ADMIN_QUERY, adminFetch, endAdminSession } from './client'

/** The operator's sign-in (docs/product.md#operators): password, then the code. */
export const adminLogin = (email: string, password: string) =>
  apiFetch<AdminLoginAnswer>('/admin/login', { method: 'POST', body: { email, password } })

/** The code step, with the password step's token (not yet the console's). */
export const adminLoginCode = (passwordStepToken: string, code: string) =>
  apiFetch<AdminCodeAnswer>('/admin/login/code', {
    method: 'POST',
    headers: { Authorization: `Bearer ${passwordStepToken}` },
    body: { code },
  })

export const activateOperator = (token: string, password: string) =>
  apiFetch<{ email: string }>('/admin/activate', { method: 'POST', body: { token, password } })

export const operatorMeQuery = {
  queryKey: [ADMIN_QUERY, 'me'],
  queryFn: () => adminFetch<OperatorMe>('/me'),
  staleTime: 5 * 60_000,
  retry: false,
} as const

/** Who is signed in to the console. */
export const useOperator = () => useQuery(operatorMeQuery)

/**
 * 'Cerrar sesión': the server ends this session; the console forgets it and its data, whatever the
 * server answered (a session already over is just as closed).
 */
export function useAdminLogout() {
  const client = useQueryClient()
  const [isPending, setPending] = useState(false)
  const logout = async () => {
    setPending(true)
    try {
      await adminFetch<{ success: true }>('/logout', { method: 'POST' })
    } catch {
      // Signed out here all the same.
    } finally {
      client.removeQueries({ queryKey: [ADMIN_QUERY] })
      endAdminSession('logout')
    }
  }
  return { logout, isPending }
}
