import { Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/Button'

/**
 * The bottom of a wizard step: why the main button is disabled (when it is), the main button
 * within thumb reach, and 'Volver'.
 */
export function StepActions({
  primary,
  disabled,
  busy,
  reasons = [],
  onBack,
  reasonsId,
}: {
  primary: ReactNode
  disabled: boolean
  busy?: boolean
  reasons?: string[]
  onBack?: () => void
  reasonsId: string
}) {
  const showReasons = disabled && !busy && reasons.length > 0
  return (
    <div className="flex flex-col gap-3">
      {showReasons && (
        <ul id={reasonsId} className="flex flex-col gap-1 text-sm text-stone-700">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
              {reason}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onBack && (
          <Button variant="secondary" onClick={onBack} className="sm:w-32">
            Volver
          </Button>
        )}
        <Button
          type="submit"
          disabled={disabled}
          busy={busy}
          aria-describedby={showReasons ? reasonsId : undefined}
          className="sm:flex-1"
        >
          {primary}
        </Button>
      </div>
    </div>
  )
}
