import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { z } from 'zod'
import type { ActivityKind } from '../../../../domain/team/activity'
import type { InvitableRole } from '../../../../domain/team/permissions'
import type {
  activityPageSchema,
  invitationPreviewSchema,
  invitationSchema,
  teamSchema,
} from '../../../../domain/team/schemas'
import { apiFetch } from '../../../api/client'
import { retryOnceUnlessClientError } from '../../../api/retry'

/** docs/product.md#team: the /business/team/*, /business/activity and /auth/invitations/* calls. */

export type Team = z.infer<typeof teamSchema>
export type Member = Team['members'][number]
export type Invitation = z.infer<typeof invitationSchema>
export type ActivityPage = z.infer<typeof activityPageSchema>
export type ActivityEntry = ActivityPage['entries'][number]
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

const teamKey = ['business', 'team'] as const
const activityKey = ['business', 'activity'] as const

export const useTeam = () =>
  useQuery({
    queryKey: teamKey,
    queryFn: () => apiFetch<Team>('/business/team', { auth: true }),
    retry: retryOnceUnlessClientError,
  })

/** Every change to the team refetches it, and Actividad, which records it. */
function useTeamChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKey }),
        queryClient.invalidateQueries({ queryKey: activityKey }),
      ]),
  })
}

export const useInvite = () =>
  useTeamChange((body: { email: string; role: InvitableRole }) =>
    apiFetch<Invitation>('/business/team/invitations', { auth: true, method: 'POST', body }),
  )

export const useResendInvitation = () =>
  useTeamChange((id: string) =>
    apiFetch<unknown>(`/business/team/invitations/${encodeURIComponent(id)}/resend`, {
      auth: true,
      method: 'POST',
    }),
  )

export const useCancelInvitation = () =>
  useTeamChange((id: string) =>
    apiFetch<unknown>(`/business/team/invitations/${encodeURIComponent(id)}`, {
      auth: true,
      method: 'DELETE',
    }),
  )

export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: string; role: InvitableRole }) =>
    apiFetch<unknown>(`/business/team/members/${encodeURIComponent(id)}`, {
      auth: true,
      method: 'PUT',
      body: { role },
    }),
  )

export const useRemoveMember = () =>
  useTeamChange((id: string) =>
    apiFetch<unknown>(`/business/team/members/${encodeURIComponent(id)}`, {
      auth: true,
      method: 'DELETE',
    }),
  )

/** Actividad's filters; an empty one filters nothing. */
export interface ActivityFilters {
  actor: string
  kind: ActivityKind | ''
}

/** Actividad, newest first, a page at a time ('Ver más'). */
export function useShopActivity(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: [...activityKey, filters],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams()
      if (filters.actor) query.set('actor', filters.actor)
      if (filters.kind) query.set('kind', filters.kind)
      if (pageParam) query.set('before', pageParam)
      const search = query.toString()
      return apiFetch<ActivityPage>(`/business/activity${search ? `?${search}` : ''}`, {
        auth: true,
      })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    retry: retryOnceUnlessClientError,
    // The filters' choices stay on screen while another filter loads.
    placeholderData: keepPreviousData,
  })
}

export const previewInvitation = (token: string) =>
  apiFetch<InvitationPreview>('/auth/invitations/preview', { method: 'POST', body: { token } })

export const acceptInvitation = (body: { token: string; name: string; password: string }) =>
  apiFetch<{ token: string }>('/auth/invitations/accept', { method: 'POST', body })
