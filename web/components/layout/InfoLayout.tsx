import type { ReactNode } from 'react'
import { PublicTopBar } from '../SiteChrome'
import { paths } from '../../paths'
import { CustomerNav } from './CustomerNav'
import { usePage } from '../../hooks/usePage'

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
      <PublicTopBar width="max-w-2xl" to={paths.clientHome} />
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
