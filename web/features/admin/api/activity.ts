import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ActivityPage } from '../../../../domain/admin/schemas'
import { ADMIN_QUERY, adminFetch } from './client'

/** The filters as the address holds them; an empty one filters nothing. */
export type ActivityFilters = Record<'action' | 'operator' | 'shop' | 'from' | 'to', string>

/** 'Actividad': the audit log, newest first, a page at a time ('Ver más'). */
export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: [ADMIN_QUERY, 'activity', filters],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value)
      if (pageParam) query.set('cursor', pageParam)
      const search = query.toString()
      return adminFetch<ActivityPage>(`/activity${search ? `?${search}` : ''}`)
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The filters' choices stay on screen while another filter loads.
    placeholderData: keepPreviousData,
  })
}
