import { NOT_TAKING_ORDERS_MESSAGE, SHOP_UNAVAILABLE_MESSAGE } from '../../domain/messages/pause'
import type { ShopAvailability } from '../../domain/plan/availability'
import { paths } from '../paths'
import { Svg } from './Svg'
import { useActivePause } from '../hooks/useActivePause'

/**
 * Where a shop's storefront and QR menu say it paused its orders (docs/product.md#pause): 'No está
 * tomando pedidos hasta las HH:mm', and what the customer can do meanwhile. Nothing once it ends.
 * A shop whose plan stopped its orders (docs/product.md#plan-payments) says 'No está tomando
 * pedidos por el momento' instead, with nothing to wait for; a suspended one that it is not
 * available (docs/product.md#operators), with the way to the other restaurants (a plain link: the
 * QR menu's script has no router).
 */
export function PausedNotice({
  pausedUntil,
  availability = 'taking-orders',
  children,
  className = '',
}: {
  pausedUntil: string | null
  availability?: ShopAvailability
  children?: string
  className?: string
}) {
  const pause = useActivePause(pausedUntil)
  const unavailable = availability === 'unavailable'
  const stopped = availability !== 'taking-orders'
  if (!pause && !stopped) return null
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 ${className}`}
    >
      <Svg className="mt-0.5 size-5 shrink-0">
        <circle cx="12" cy="12" r="10" />
        <path d="M10 15V9M14 15V9" />
      </Svg>
      <div>
        <p className="font-semibold">
          {unavailable
            ? SHOP_UNAVAILABLE_MESSAGE
            : stopped
              ? NOT_TAKING_ORDERS_MESSAGE
              : pause!.message}
        </p>
        {children && !stopped && <p className="text-sm">{children}</p>}
        {unavailable && (
          <a href={paths.exploreRestaurants} className="font-semibold underline">
            Ver restaurantes
          </a>
        )}
      </div>
    </div>
  )
}
