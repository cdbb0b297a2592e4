import { Store } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../paths'

export function MenuUnavailable() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <Store aria-hidden className="size-12 text-stone-400" />
      <h1 className="text-xl font-semibold text-stone-900">Menú no disponible por el momento.</h1>
      <p className="text-stone-600">Revisá el enlace o volvé a escanear el código QR.</p>
      <Link
        to={paths.clientHome}
        className="flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
      >
        Ver comercios
      </Link>
    </main>
  )
}
