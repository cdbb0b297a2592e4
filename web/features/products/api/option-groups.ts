import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OptionGroup, OptionGroupInput } from '../../../../domain/option-groups/schemas'
import type { PublicOption } from '../../../../domain/options/types'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'
import { productsKey } from './products'

/*
 * docs/product.md#product-options, the panel's calls: the shop's option groups (list, create,
 * update, delete), one option's stock, and the groups a product offers, in order.
 */
export const optionGroupsKey = ['business', 'option-groups'] as const

export const optionGroupsQuery = queryOptions({
  queryKey: optionGroupsKey,
  queryFn: () => apiFetch<OptionGroup[]>('/business/option-groups', { auth: true }),
  retry: retryOnceUnlessClientError,
})
export const useOptionGroups = () => useQuery(optionGroupsQuery)

/** `POST /business/option-groups` (no id) or `PUT /business/option-groups/{id}`. */
export const saveOptionGroup = (id: string | undefined, input: OptionGroupInput) =>
  apiFetch<OptionGroup>(
    id ? `/business/option-groups/${encodeURIComponent(id)}` : '/business/option-groups',
    { auth: true, method: id ? 'PUT' : 'POST', body: input },
  )

/**
 * Saves a group and keeps the shop's list in step at once, so a second attempt after a later
 * failure compares against what is now stored.
 */
export function useSaveOptionGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: OptionGroupInput }) =>
      saveOptionGroup(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<OptionGroup[]>(optionGroupsKey, (groups) =>
        groups?.some((g) => g.id === saved.id)
          ? groups.map((g) => (g.id === saved.id ? saved : g))
          : [...(groups ?? []), saved],
      )
    },
  })
}

/** `PUT /business/products/{id}/option-groups`: the groups the product offers, in order. */
export const setProductOptionGroups = (productId: string, groupIds: string[]) =>
  apiFetch<unknown>(`/business/products/${encodeURIComponent(productId)}/option-groups`, {
    auth: true,
    method: 'PUT',
    body: { groupIds },
  })

/** After a product's groups change: which products offer which groups, and the products' lists. */
export function useLinkProductOptionGroups() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, groupIds }: { productId: string; groupIds: string[] }) =>
      setProductOptionGroups(productId, groupIds),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: optionGroupsKey }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]),
  })
}

/** One tap from the products list: an option in or out of stock, in every group view at once. */
export function useToggleOption() {
  const queryClient = useQueryClient()
  const setAvailable = (id: string, isAvailable: boolean) =>
    queryClient.setQueryData<OptionGroup[]>(optionGroupsKey, (groups) =>
      groups?.map((g) => ({
        ...g,
        options: g.options.map((o) => (o.id === id ? { ...o, isAvailable } : o)),
      })),
    )
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      apiFetch<PublicOption>(`/business/options/${encodeURIComponent(id)}`, {
        auth: true,
        method: 'PATCH',
        body: { isAvailable },
      }),
    // The box moves at once; it moves back if the server says no.
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: optionGroupsKey, exact: true })
      const before = queryClient.getQueryData<OptionGroup[]>(optionGroupsKey)
      setAvailable(id, isAvailable)
      return { before }
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(optionGroupsKey, context.before)
    },
    onSuccess: (option, { id, isAvailable }) => {
      setAvailable(option?.id ?? id, option?.isAvailable ?? isAvailable)
    },
  })
}
