import { Pause, PauseCircle, Play } from 'lucide-react'
import { useState } from 'react'
import { PAUSE_ERROR, RESUME_ERROR } from '../../../../domain/messages/panel'
import { PAUSE_CHOICES, pausedLabel } from '../../../../domain/pause/rules'
import type { PauseRequest } from '../../../../domain/pause/rules'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { toast } from '../../../components/ui/Toast'
import { useActivePause, type ActivePause } from '../../../hooks/useActivePause'
import { serverMessage } from '../../../lib/error-message'
import { usePause, useSetPause } from '../api/pause'

/**
 * 'Pausar pedidos' (docs/product.md#pause): the owner stops new orders for a while without
 * touching the week's hours. The panel's header and Pedidos both open the same dialog.
 */

const choiceLabel = (minutes: number) => (minutes === 60 ? '1 hora' : `${minutes} minutos`)

/** The shop's pause as this device sees it, ending on its minute by itself. */
function useShopPause(): ActivePause | null {
  return useActivePause(usePause().data?.pausedUntil)
}

function PauseDialog({
  open,
  onClose,
  pause,
}: {
  open: boolean
  onClose: () => void
  pause: ActivePause | null
}) {
  const save = useSetPause()
  const [failure, setFailure] = useState<string | null>(null)
  const choose = (request: PauseRequest | null) => {
    setFailure(null)
    save.mutate(request, {
      onSuccess: (state) => {
        onClose()
        toast(
          state.pausedUntil
            ? `${pausedLabel(new Date(state.pausedUntil), new Date())}.`
            : 'Ya estás tomando pedidos.',
        )
      },
      onError: (err) => setFailure(serverMessage(err, request ? PAUSE_ERROR : RESUME_ERROR)),
    })
  }
  const busy = (request: PauseRequest | null) =>
    save.isPending && JSON.stringify(save.variables) === JSON.stringify(request)

  return (
    <Modal open={open} onClose={onClose} title={pause ? 'Pedidos pausados' : 'Pausar pedidos'}>
      <div className="flex flex-col gap-4 pb-5">
        {pause ? (
          <>
            <p className="text-stone-700">
              Tus clientes ven «{pause.message}» y no pueden confirmar pedidos. La pausa termina
              sola; podés reanudar antes.
            </p>
            <Button busy={busy(null)} disabled={save.isPending} onClick={() => choose(null)}>
              <Play aria-hidden className="size-4" />
              Reanudar pedidos
            </Button>
            <h3 className="pt-1 text-sm font-semibold text-stone-900">Cambiar la pausa</h3>
          </>
        ) : (
          <p className="text-stone-700">
            Mientras dure la pausa, tus clientes no pueden hacer pedidos nuevos. Tus horarios no
            cambian y la pausa termina sola.
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          {PAUSE_CHOICES.map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              busy={busy({ minutes })}
              disabled={save.isPending}
              onClick={() => choose({ minutes })}
            >
              {choiceLabel(minutes)}
            </Button>
          ))}
          <Button
            variant="secondary"
            busy={busy({ until: 'tomorrow' })}
            disabled={save.isPending}
            onClick={() => choose({ until: 'tomorrow' })}
          >
            Hasta mañana
          </Button>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Modal>
  )
}

/**
 * The header's button: 'Pausar pedidos', or while paused the end in amber ('Pausado hasta las
 * HH:mm', the icon and the time on a phone), which opens the dialog to resume or change it.
 */
export function PauseOrdersButton() {
  const pause = useShopPause()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-2 font-medium sm:gap-2 sm:px-3 ${
          pause
            ? 'border-amber-300 bg-amber-100 text-amber-950 hover:bg-amber-200'
            : 'border-stone-300 text-stone-800 hover:bg-stone-50'
        }`}
      >
        {pause ? (
          <>
            <PauseCircle aria-hidden className="size-4 shrink-0" />
            <span className="sr-only sm:not-sr-only">{pause.label}</span>
            <span aria-hidden className="text-sm tabular-nums sm:hidden">
              {pause.time}
            </span>
          </>
        ) : (
          <>
            <Pause aria-hidden className="size-4" />
            {/* On a phone the icon alone leaves room for the panel's title. */}
            <span className="sr-only sm:not-sr-only">Pausar pedidos</span>
          </>
        )}
      </button>
      <PauseDialog open={open} onClose={() => setOpen(false)} pause={pause} />
    </>
  )
}

/**
 * Pedidos' own: while paused, a banner that says so with 'Reanudar'; otherwise 'Pausar pedidos'
 * among the screen's buttons (`asButton`).
 */
export function PauseOrdersPanel({ asButton = false }: { asButton?: boolean }) {
  const pause = useShopPause()
  const [open, setOpen] = useState(false)
  const dialog = <PauseDialog open={open} onClose={() => setOpen(false)} pause={pause} />
  if (asButton) {
    return pause ? null : (
      <>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Pause aria-hidden className="size-4" />
          {/* On a phone Pedidos' buttons are their icons alone (the name stays). */}
          <span className="sr-only md:not-sr-only">Pausar pedidos</span>
        </Button>
        {dialog}
      </>
    )
  }
  if (!pause) return null
  return (
    <section
      aria-label="Pausa de pedidos"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <PauseCircle aria-hidden className="hidden size-6 shrink-0 sm:block" />
      <p className="flex-1">
        <span className="block font-semibold">{pause.label}</span>
        <span className="text-sm">Tus clientes no pueden hacer pedidos nuevos hasta entonces.</span>
      </p>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Play aria-hidden className="size-4" />
        Reanudar o cambiar
      </Button>
      {dialog}
    </section>
  )
}
