import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { CustomersPage, PrivacySettings } from '../../../../domain/customers/schemas'
import { CUSTOMERS_EXPORT_ERROR } from '../../../../domain/messages/customers'
import { apiFetch } from '../../../api/client'
import { downloadApiFile } from '../../../api/download'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#customers, #personal-data: the /business/customers and /settings/privacy calls. */

const customersKey = ['business', 'customers'] as const
const privacyKey = ['business', 'settings', 'privacy'] as const

const searchQuery = (q: string) => (q ? `q=${encodeURIComponent(q)}` : '')

export function useCustomers(q: string) {
  return useInfiniteQuery({
    queryKey: [...customersKey, q],
    queryFn: ({ pageParam }) => {
      const query = [searchQuery(q), pageParam ? `before=${pageParam}` : '']
        .filter(Boolean)
        .join('&')
      return apiFetch<CustomersPage>(`/business/customers${query ? `?${query}` : ''}`, {
        auth: true,
      })
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    retry: retryOnceUnlessClientError,
    // The list stays (dimmed) while a new search loads.
    placeholderData: keepPreviousData,
  })
}

/** Downloads the customers the search finds as a CSV; answers the file name saved. */
export const downloadCustomersCsv = (q: string): Promise<string> =>
  downloadApiFile(`/business/customers/export.csv${q ? `?${searchQuery(q)}` : ''}`, {
    accept: 'text/csv',
    fallbackName: 'clientes.csv',
    failure: CUSTOMERS_EXPORT_ERROR,
  })

export function useAnonymizeCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (phone: string) =>
      apiFetch<{ orders: number }>('/business/customers/anonymize', {
        auth: true,
        method: 'POST',
        body: { phone },
      }),
    // The list, and the orders and Actividad that named the customer.
    onSettled: () =>
      Promise.all(
        [customersKey, ['business', 'orders'], ['business', 'activity']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

export const usePrivacySettings = () =>
  useQuery({
    queryKey: privacyKey,
    queryFn: () => apiFetch<PrivacySettings>('/business/settings/privacy', { auth: true }),
    retry: retryOnceUnlessClientError,
  })

export function useSavePrivacySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PrivacySettings) =>
      apiFetch<PrivacySettings>('/business/settings/privacy', { auth: true, method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(privacyKey, saved),
  })
}
