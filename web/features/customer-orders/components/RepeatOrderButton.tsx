import { RotateCw } from 'lucide-react'
import { lazy, Suspense, useCallback, useState } from 'react'
import { Button } from '../../../components/ui/Button'

// The call, the cart and the notice load on the click (docs/product.md#budgets).
const RepeatOrderFlow = lazy(() => import('./RepeatOrderFlow'))

/** 'Repetir pedido' (docs/product.md#repeat-order): the same order again, at today's prices. */
export function RepeatOrderButton({
  orderId,
  token,
  variant = 'secondary',
  className,
}: {
  orderId: string
  token: string
  variant?: 'primary' | 'secondary'
  className?: string
}) {
  // Each click starts the flow afresh: today's menu may have changed since the last one.
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const settled = useCallback(() => setBusy(false), [])
  return (
    <>
      <Button
        variant={variant}
        busy={busy}
        className={className}
        onClick={() => {
          setBusy(true)
          setAttempt((n) => n + 1)
        }}
      >
        {!busy && <RotateCw aria-hidden className="size-4" />}
        Repetir pedido
      </Button>
      {attempt > 0 && (
        <Suspense fallback={null}>
          <RepeatOrderFlow key={attempt} orderId={orderId} token={token} onSettled={settled} />
        </Suspense>
      )}
    </>
  )
}
