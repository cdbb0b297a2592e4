import { useState } from 'react'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { SAVED_MESSAGE } from '../../../../domain/messages/panel'

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

/**
 * A tab's save: clears the last failure, announces success with a toast, or keeps the server's
 * reason (else the fallback of docs/product.md#errors) to show above the button.
 */
export function useSaveAction(fallback: string, success = SAVED_MESSAGE) {
  const [error, setError] = useState<string | null>(null)
  async function run(save: () => Promise<unknown>) {
    setError(null)
    try {
      await save()
      toast(success)
    } catch (err) {
      setError(serverMessage(err, fallback))
    }
  }
  return { error, run }
}
