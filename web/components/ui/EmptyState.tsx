import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** An empty list: what is missing, and the next step to take. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children && <div className="max-w-sm text-stone-600">{children}</div>}
      {action && <div className="mt-1">{action}</div>}
    </section>
  )
}
