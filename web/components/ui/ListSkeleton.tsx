import { Skeleton } from './Skeleton'

/**
 * Card-sized grey rows standing in for a list of entries. A file of its own, so that the public
 * pages, which load Skeleton, do not carry it.
 */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  )
}
