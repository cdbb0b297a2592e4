import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Product } from '../../../../domain/catalog/schemas'
import { apiFetch } from '../../../api/client'
import { categoriesKey } from '../../categories'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#api /business/products calls: list, one, create, update, stock toggle, delete. */
export const productsKey = ['business', 'products'] as const

export const productsQuery = queryOptions({
  queryKey: productsKey,
  queryFn: () => apiFetch<Product[]>('/business/products', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useProducts = () => useQuery(productsQuery)

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...productsKey, id],
    queryFn: () =>
      apiFetch<Product | null>(`/business/products/${encodeURIComponent(id)}`, { auth: true }),
    retry: retryOnceUnlessClientError,
    // The form is filled once from this answer; a background refetch must not look like new data.
    staleTime: Infinity,
    gcTime: 0,
  })
export const useProduct = (id: string) => useQuery(productQuery(id))

/** Product lists and category counts both change when a product is saved or removed. */
function useInvalidateCatalog() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKey }),
      queryClient.invalidateQueries({ queryKey: categoriesKey }),
    ])
}

export function useSaveProduct(id?: string) {
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<Product>(
        id ? `/business/products/${encodeURIComponent(id)}` : '/business/products',
        {
          auth: true,
          method: id ? 'PUT' : 'POST',
          body: form,
        },
      ),
    onSuccess: invalidate,
  })
}

export function useToggleAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      apiFetch<Product>(`/business/products/${encodeURIComponent(id)}/toggle-availability`, {
        auth: true,
        method: 'PUT',
        body: { isAvailable },
      }),
    // The box moves at once; it moves back if the server says no.
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: productsKey, exact: true })
      const before = queryClient.getQueryData<Product[]>(productsKey)
      queryClient.setQueryData<Product[]>(productsKey, (list) =>
        list?.map((p) => (p.id === id ? { ...p, isAvailable } : p)),
      )
      return { before }
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(productsKey, context.before)
    },
    onSuccess: (product) => {
      queryClient.setQueryData<Product[]>(productsKey, (list) =>
        list?.map((p) => (p.id === product.id ? { ...p, isAvailable: product.isAvailable } : p)),
      )
    },
  })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateCatalog()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/business/products/${encodeURIComponent(id)}`, {
        auth: true,
        method: 'DELETE',
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Product[]>(productsKey, (list) => list?.filter((p) => p.id !== id))
      return invalidate()
    },
  })
}
