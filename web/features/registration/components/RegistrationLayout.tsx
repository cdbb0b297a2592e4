import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { paths } from '../../../paths'
import { StepIndicator } from './StepIndicator'

/**
 * The sign-up screens: the auth card with the step indicator, a way to the login for people who
 * already have an account, and a wider card where a map needs room.
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
    <AuthLayout
      title={title}
      subtitle={subtitle}
      wide={wide}
      titleId="registration-title"
      above={step ? <StepIndicator step={step} /> : null}
      headerEnd={
        <p className="text-right text-sm text-stone-600">
          <span className="hidden sm:inline">¿Ya tenés cuenta? </span>
          <Link
            to={paths.login}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Iniciá sesión
          </Link>
        </p>
      }
    >
      {children}
    </AuthLayout>
  )
}
