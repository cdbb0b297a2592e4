import type { ReactNode } from 'react'

/** A grey block standing in for content that is loading. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded bg-stone-200 ${className}`} />
}

/** Wraps skeletons: one 'Cargando...' for screen readers instead of many grey blocks. */
export function LoadingRegion({
  label = 'Cargando...',
  children,
}: {
  label?: string
  children: ReactNode
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  )
}

/** Cards with a picture on top and lines of text under it, standing in for a grid of cards. */
export function CardSkeletons({
  count,
  lines,
  className,
}: {
  count: number
  /** The classes of each text line (height and width). */
  lines: string[]
  /** The grid's classes. */
  className: string
}) {
  return (
    <ul className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            {lines.map((line, j) => (
              <Skeleton key={j} className={line} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
