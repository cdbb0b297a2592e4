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
