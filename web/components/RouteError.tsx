import { Link } from 'react-router'
import { PAGE_FAILED_MESSAGE } from '../../domain/messages/common'
import { paths } from '../paths'

/** Shown when a screen fails to load (for instance after a deploy replaced its code). */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Algo salió mal</h1>
      <p className="text-stone-600">{PAGE_FAILED_MESSAGE}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-brand-600 px-4 font-medium text-white hover:bg-brand-700"
        >
          Recargar
        </button>
        <Link
          to={paths.landing}
          className="flex min-h-11 items-center rounded-lg px-4 text-brand-700 underline"
        >
          Ir al inicio
        </Link>
      </div>
    </main>
  )
}
