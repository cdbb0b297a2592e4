import { Link } from 'react-router'
import { paths } from '../paths'

/** Heading-only screen for routes whose issue has not been built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <Link to={paths.landing} className="text-brand-700 underline">
        Volver al inicio
      </Link>
    </main>
  )
}
