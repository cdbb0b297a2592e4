import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DeliverySettings, DeliverySettingsInput } from '../../../../domain/delivery/schemas'
import type { OpeningHours } from '../../../../domain/hours/schemas'
import type { PaymentSettings, PaymentSettingsInput } from '../../../../domain/payments/schemas'
import type { Profile } from '../../../../domain/settings/schemas'
import type { OrderSettings } from '../../../../domain/orders/timing-schemas'
import type { BusinessDataInput, PasswordChangeInput } from '../../../../domain/settings/schemas'
import { useSession } from '../../../session/useSession'
import { profileQuery } from '../../../api/business'
import { apiFetch, rotateSession } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#api /business/settings/* calls of the Configuración screen. */

const settingsKey = ['business', 'settings'] as const

function useRefreshProfile() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
}

/**
 * A new email (sent with the current password) ends every older session: the fresh token is stored
 * before the profile is refetched, or the refetch would go out with the ended one and sign this
 * browser out.
 */
export function useSaveProfile() {
  const refreshProfile = useRefreshProfile()
  const { refresh } = useSession()
  return useMutation({
    mutationFn: (body: { email: string; businessName: string; currentPassword?: string }) =>
      rotateSession(
        apiFetch<Profile & { token: string }>('/business/settings/profile', {
          auth: true,
          method: 'PUT',
          body,
        }).then((saved) => {
          refresh(saved.token)
          return saved
        }),
      ),
    onSuccess: () => refreshProfile(),
  })
}

export function useSaveBusinessData() {
  const refreshProfile = useRefreshProfile()
  return useMutation({
    mutationFn: (body: BusinessDataInput) =>
      apiFetch<unknown>('/business/settings/business', { auth: true, method: 'PUT', body }),
    onSuccess: refreshProfile,
  })
}

/** The change ends every session signed before it; this browser carries on with the fresh token. */
export function useChangePassword() {
  const { refresh } = useSession()
  return useMutation({
    mutationFn: (body: PasswordChangeInput) =>
      rotateSession(
        apiFetch<{ success: true; token: string }>('/business/settings/password', {
          auth: true,
          method: 'PUT',
          body,
        }).then((answer) => {
          refresh(answer.token)
          return answer
        }),
      ),
  })
}

/** 'Cerrar sesión en todos los dispositivos': ends every session of the owner, this one too. */
export const useLogoutEverywhere = () =>
  useMutation({
    mutationFn: () =>
      apiFetch<{ success: true }>('/business/settings/logout-all', { auth: true, method: 'POST' }),
  })

/** Logo and cover: one multipart field each, answered with the new URL (docs/product.md#api). */
export function useUploadPicture(kind: 'logo' | 'cover') {
  const refreshProfile = useRefreshProfile()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append(kind, file)
      return apiFetch<{ business: { logoUrl?: string; coverUrl?: string } }>(
        `/business/settings/${kind}`,
        { auth: true, method: 'PUT', body: form },
      )
    },
    onSuccess: refreshProfile,
  })
}

export const deliveryQuery = queryOptions({
  queryKey: [...settingsKey, 'delivery'],
  queryFn: () => apiFetch<DeliverySettings>('/business/settings/delivery', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useDelivery = () => useQuery(deliveryQuery)

export function useSaveDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DeliverySettingsInput) =>
      apiFetch<DeliverySettings>('/business/settings/delivery', {
        auth: true,
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(deliveryQuery.queryKey, saved),
  })
}

export const hoursQuery = queryOptions({
  queryKey: [...settingsKey, 'opening-hours'],
  queryFn: () => apiFetch<OpeningHours>('/business/settings/opening-hours', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useHours = () => useQuery(hoursQuery)

export function useSaveHours() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OpeningHours) =>
      apiFetch<OpeningHours>('/business/settings/opening-hours', {
        auth: true,
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(hoursQuery.queryKey, saved),
  })
}

/** docs/product.md#payments 'Cobros': GET/PUT /business/settings/payments and its token test. */
export const paymentsQuery = queryOptions({
  queryKey: [...settingsKey, 'payments'],
  queryFn: () => apiFetch<PaymentSettings>('/business/settings/payments', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const usePaymentSettings = () => useQuery(paymentsQuery)

export function useSavePayments() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PaymentSettingsInput) =>
      apiFetch<PaymentSettings>('/business/settings/payments', {
        auth: true,
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(paymentsQuery.queryKey, saved),
  })
}

/** The token typed (not saved yet), else the stored one: the Mercado Pago account it opens. */
export const useTestPayments = () =>
  useMutation({
    mutationFn: (body: { accessToken?: string }) =>
      apiFetch<{ account: string }>('/business/settings/payments/test', {
        auth: true,
        method: 'POST',
        body,
      }),
  })

/**
 * docs/product.md#answer-in-time, #scheduled-orders: GET/PUT /business/settings/orders (owner and
 * Encargado). A save also refreshes the timing Pedidos runs its clocks on.
 */
export const orderSettingsQuery = queryOptions({
  queryKey: [...settingsKey, 'orders'],
  queryFn: () => apiFetch<OrderSettings>('/business/settings/orders', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useOrderSettings = () => useQuery(orderSettingsQuery)

export function useSaveOrderSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderSettings) =>
      apiFetch<OrderSettings>('/business/settings/orders', { auth: true, method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderSettingsQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['business', 'orders-timing'] })
    },
  })
}
