import { Link } from 'react-router'
import {
  STORE_LOAD_FAILED_MESSAGE,
  STORE_NOT_FOUND_HINT,
  STORE_NOT_FOUND_MESSAGE,
  CHECK_CONNECTION_MESSAGE,
} from '../../../../domain/messages/customer'
import { ApiRequestError } from '../../../api/client'
import { paths } from '../../../paths'
import { SearchIcon } from '../../../components/icons'

/** Unknown slug or a failed load: say which, and give a way back to the directory. */
export default function StoreUnavailable({
  error,
  onRetry,
}: {
  error: unknown
  onRetry: () => void
}) {
  const notFound = error instanceof ApiRequestError && error.status === 404
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <SearchIcon className="size-12 text-stone-400" />
      <h1 className="text-xl font-semibold text-stone-900">
        {notFound ? STORE_NOT_FOUND_MESSAGE : STORE_LOAD_FAILED_MESSAGE}
      </h1>
      <p className="text-stone-600">{notFound ? STORE_NOT_FOUND_HINT : CHECK_CONNECTION_MESSAGE}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!notFound && (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
          >
            Reintentar
          </button>
        )}
        <Link
          to={paths.exploreRestaurants}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          Ver restaurantes
        </Link>
      </div>
    </main>
  )
}
