import { queryOptions } from '@tanstack/react-query'
import type { PublicMenu } from '../../../../domain/menu/schemas'
import { apiFetch } from '../../../api/client'

/**
 * Apart from usePublicMenu so a page can read the menu through the query client without loading
 * useQuery's observer (2.9 KB gzipped), as the storefront does for its JS budget.
 */
export const publicMenuQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-menu', slug],
    queryFn: () => apiFetch<PublicMenu>(`/public/menu/${encodeURIComponent(slug)}`),
    retry: 1,
  })
