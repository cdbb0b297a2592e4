import { RotateCw, SearchX } from 'lucide-react'
import {
  ORDER_LINK_HINT,
  ORDER_LOAD_FAILED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  CHECK_CONNECTION_MESSAGE,
} from '../../../../domain/messages/customer'
import { Button } from '../../../components/ui/Button'
import { LinkButton } from '../../../components/ui/LinkButton'
import { paths } from '../../../paths'

/**
 * An unknown order or a link with a wrong token (the server does not say which), or a failed load
 * that a retry may fix. Either way a way on: this browser's orders, or the shops.
 */
export function OrderUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-2 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h1 className="text-xl font-bold text-stone-900">
        {onRetry ? ORDER_LOAD_FAILED_MESSAGE : ORDER_NOT_FOUND_MESSAGE}
      </h1>
      <p className="max-w-sm text-stone-600">
        {onRetry ? CHECK_CONNECTION_MESSAGE : ORDER_LINK_HINT}
      </p>
      <div className="flex w-full max-w-xs flex-col gap-2">
        {onRetry && (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden className="size-4" />
            Reintentar
          </Button>
        )}
        <LinkButton to={paths.orders} variant={onRetry ? 'secondary' : 'primary'}>
          Tus pedidos
        </LinkButton>
        <LinkButton to={paths.clientHome} variant="secondary">
          Explorar comercios
        </LinkButton>
      </div>
    </div>
  )
}
