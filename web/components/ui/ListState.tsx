import { RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert } from './Alert'
import { Button } from './Button'
import { LoadingRegion } from './Skeleton'

/** What ListState reads of a list's query (TanStack Query's result fits as it is). */
export interface ListQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * The one way a list screen shows its states: skeletons while the first load runs, the error with
 * 'Reintentar', the empty state, or the list itself (rendered only once there is data).
 */
export function ListState({
  query,
  failed = query.isError,
  loadingLabel,
  skeleton,
  errorMessage,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery
  /** When the error is shown; a list that keeps older pages may keep showing them instead. */
  failed?: boolean
  /** Announced while loading, e.g. 'Cargando productos...'. */
  loadingLabel: string
  skeleton: ReactNode
  errorMessage: string
  isEmpty: boolean
  empty: ReactNode
  children: () => ReactNode
}) {
  if (query.isPending) return <LoadingRegion label={loadingLabel}>{skeleton}</LoadingRegion>
  if (failed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorMessage}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          <RotateCw aria-hidden className="size-4" />
          Reintentar
        </Button>
      </div>
    )
  }
  if (isEmpty) return <>{empty}</>
  return <>{children()}</>
}
