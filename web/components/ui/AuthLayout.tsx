import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths'

/** Centered card used by login, password and registration screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="px-4 py-4">
        <Link
          to={paths.landing}
          className="inline-flex items-center gap-2 text-lg font-bold text-brand-700"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          Barrio
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          {subtitle && <div className="mt-1 text-stone-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  )
}
