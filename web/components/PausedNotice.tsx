import { Svg } from './Svg'
import { useActivePause } from '../hooks/useActivePause'

/**
 * Where a shop's storefront and QR menu say it paused its orders (docs/product.md#pause): 'No está
 * tomando pedidos hasta las HH:mm', and what the customer can do meanwhile. Nothing once it ends.
 */
export function PausedNotice({
  pausedUntil,
  children,
  className = '',
}: {
  pausedUntil: string | null
  children?: string
  className?: string
}) {
  const pause = useActivePause(pausedUntil)
  if (!pause) return null
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
        <p className="font-semibold">{pause.message}</p>
        {children && <p className="text-sm">{children}</p>}
      </div>
    </div>
  )
}
