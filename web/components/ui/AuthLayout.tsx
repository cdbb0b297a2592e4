import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths'

/**
 * The centred card of the screens before the panel: login, passwords and the sign-up steps. The
 * sign-up adds a link at the header's end, its step indicator above the title, a wider card where a
 * map needs room, and a focusable title it moves focus to between steps.
 */
export function AuthLayout({
  title,
  subtitle,
  headerEnd,
  above,
  wide = false,
  titleId,
  children,
}: {
  title: string
  subtitle?: ReactNode
  headerEnd?: ReactNode
  above?: ReactNode
  wide?: boolean
  /** Makes the title focusable under this id. */
  titleId?: string
  children: ReactNode
}) {
  // A multi-step card stays put at the top while its height changes from step to step.
  const steps = above !== undefined
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          Barrio
        </Link>
        {headerEnd}
      </header>
      <main
        className={`flex flex-1 items-start justify-center px-4 pb-10 ${steps ? 'sm:pt-4' : 'sm:items-center'}`}
      >
        <div
          className={`w-full rounded-2xl border border-stone-200 bg-white shadow-sm sm:p-8 ${steps ? 'p-5' : 'p-6'} ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          {above && <div className="mb-5">{above}</div>}
          <h1
            id={titleId}
            tabIndex={titleId ? -1 : undefined}
            className="text-2xl font-bold text-stone-900 focus:outline-none"
          >
            {title}
          </h1>
          {subtitle && <div className="mt-1 text-stone-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  )
}
