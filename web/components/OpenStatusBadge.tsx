import type { OpenStatus } from '../../domain/hours/rules'
import { NOT_TAKING_ORDERS_LABEL } from '../../domain/messages/pause'
import type { ShopAvailability } from '../../domain/plan/availability'
import { useActivePause } from '../hooks/useActivePause'

const tone: Record<OpenStatus['kind'] | 'paused', string> = {
  open: 'bg-green-100 text-green-800 ring-green-600/20',
  'opens-soon': 'bg-amber-100 text-amber-900 ring-amber-600/20',
  'opens-later': 'bg-amber-50 text-amber-900 ring-amber-600/20',
  closed: 'bg-red-100 text-red-800 ring-red-600/20',
  paused: 'bg-amber-100 text-amber-900 ring-amber-600/20',
}

/**
 * Open status: colour always comes with its word. A shop that paused its orders says until when
 * instead (docs/product.md#pause), unless it is closed anyway; the pause ends here by itself. A shop
 * whose plan stopped its orders says so whatever its hours (docs/product.md#plan-payments).
 */
export function OpenStatusBadge({
  status,
  pausedUntil = null,
  availability = 'taking-orders',
}: {
  status: Pick<OpenStatus, 'kind' | 'label'>
  pausedUntil?: string | null
  availability?: ShopAvailability
}) {
  const pause = useActivePause(pausedUntil)
  const stopped = availability !== 'taking-orders'
  const paused = pause !== null && status.kind !== 'closed'
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full whitespace-nowrap px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${tone[stopped ? 'closed' : paused ? 'paused' : status.kind]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {stopped ? NOT_TAKING_ORDERS_LABEL : paused ? pause.label : status.label}
    </span>
  )
}
