import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../paths'
import { StepIndicator } from './StepIndicator'

/**
 * The sign-up screens: AuthLayout's header and card, plus the step indicator, a way to the login
 * for people who already have an account, and a wider card where a map needs room.
 */
export function RegistrationLayout({
  title,
  subtitle,
  step,
  wide,
  children,
}: {
  title: string
  subtitle?: ReactNode
  step?: 1 | 2 | 3
  wide?: boolean
  children: ReactNode
}) {
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
        <p className="text-right text-sm text-stone-600">
          <span className="hidden sm:inline">¿Ya tenés cuenta? </span>
          <Link
            to={paths.login}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Iniciá sesión
          </Link>
        </p>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:pt-4">
        <div
          className={`w-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          {step && (
            <div className="mb-5">
              <StepIndicator step={step} />
            </div>
          )}
          <h1
            id="registration-title"
            tabIndex={-1}
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
