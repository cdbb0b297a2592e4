import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'

/** The save button of a settings tab, with the reason of a failed save right above it. */
export function SaveRow({
  label = 'Guardar cambios',
  busy,
  error,
}: {
  label?: string
  busy: boolean
  error: string | null
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" busy={busy} className="sm:self-end">
        {label}
      </Button>
    </div>
  )
}
