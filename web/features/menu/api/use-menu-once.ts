import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { PublicMenu } from '../../../../domain/menu/schemas'
import { publicMenuQuery } from './public-menu-query'

type State = { slug: string; data?: PublicMenu; error?: unknown }

/**
 * A shop's menu through the shared query cache (same key and retry for the QR menu and the
 * storefront), read once with fetchQuery instead of useQuery: the observer behind useQuery is
 * 2.9 KB gzipped, and /negocio/{slug} and the in-app /menu/{slug} must each load in 120 KB
 * (docs/product.md#budgets). A menu does not need live refetching.
 */
export function useMenuOnce(slug: string) {
  const client = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<State>(() => ({
    slug,
    data: client.getQueryData(publicMenuQuery(slug).queryKey),
  }))

  useEffect(() => {
    let live = true
    client.fetchQuery(publicMenuQuery(slug)).then(
      (data) => live && setState({ slug, data }),
      (error: unknown) => live && setState({ slug, error }),
    )
    return () => {
      live = false
    }
  }, [client, slug, attempt])

  const current = state.slug === slug ? state : { slug }
  return {
    data: current.data,
    error: current.error,
    isPending: current.data === undefined && current.error === undefined,
    retry: () => {
      setState({ slug })
      setAttempt((n) => n + 1)
    },
  }
}
