import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Category } from '../../../../domain/catalog/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#api /business/categories calls: list, create (multipart), delete. */
export const categoriesKey = ['business', 'categories'] as const

export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: () => apiFetch<Category[]>('/business/categories', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useCategories = () => useQuery(categoriesQuery)

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<Category>('/business/categories', { auth: true, method: 'POST', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/business/categories/${encodeURIComponent(id)}`, {
        auth: true,
        method: 'DELETE',
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Category[]>(categoriesKey, (list) =>
        list?.filter((c) => c.id !== id),
      )
      return queryClient.invalidateQueries({ queryKey: categoriesKey })
    },
  })
}
