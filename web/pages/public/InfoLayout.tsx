import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandLink } from '../../components/SiteChrome'
import { paths } from '../../paths'
import { CustomerNav } from './CustomerNav'
import { usePage } from './usePage'

/**
 * Frame of the customer pages whose content the spec does not show (/perfil, /promos, /orders).
 * They are the targets of the client home's bottom bar, so phones keep that bar here too.
 */
export function InfoLayout({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  usePage(title)
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-2">
          <BrandLink />
          <Link
            to={paths.clientHome}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Volver al inicio
          </Link>
        </div>
      </header>
      {/* Room for the fixed bottom bar of phones. */}
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 pt-6 pb-24 md:pb-12">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          {description && <p className="mt-1 text-stone-600">{description}</p>}
        </div>
        {children}
      </main>
      <CustomerNav />
    </div>
  )
}
