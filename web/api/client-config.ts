import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './client'

/** `GET /api/client-config`: the public settings the browser needs (which captcha, which map tiles). */
export interface ClientConfig {
  captcha: { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string }
  mapTileUrl: string
}

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => apiFetch<ClientConfig>('/client-config', { signal }),
  // Changes only with a deploy; one fetch per visit is enough.
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
})

export function useClientConfig() {
  return useQuery(clientConfigQuery)
}
