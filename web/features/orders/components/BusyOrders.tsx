import { Flame, Square } from 'lucide-react'
import { useState } from 'react'
import { BUSY_END_ERROR, BUSY_ERROR } from '../../../../domain/messages/panel'
import { BUSY_CHOICES, busyExtra, type BusyMinutes } from '../../../../domain/orders/timer'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { useSetBusy, useTiming, type BusyRequest } from '../api/timing'
import { busyUntilFrom, suggestedBusyTime } from '../lib/busy-until'
import { formatOrderTime } from '../lib/format'
import { useNow } from '../lib/order-clock'

/**
 * 'Mucho trabajo' (docs/product.md#busy), beside 'Pausar pedidos' and like it: the kitchen adds
 * 15, 30 or 45 minutes to every wait until a time it chooses, and may end it before.
 */

function BusyDialog({
  open,
  onClose,
  active,
}: {
  open: boolean
  onClose: () => void
  active: { minutes: number; until: string } | null
}) {
  const save = useSetBusy()
  const [minutes, setMinutes] = useState<BusyMinutes>(15)
  const [time, setTime] = useState(() => suggestedBusyTime(new Date()))
  const [failure, setFailure] = useState<string | null>(null)
  const end = busyUntilFrom(time, new Date())

  const send = (request: BusyRequest | null) => {
    setFailure(null)
    save.mutate(request, {
      onSuccess: (timing) => {
        onClose()
        toast(
          timing.busyUntil
            ? `Sumás ${timing.busyMinutes} minutos hasta las ${formatOrderTime(timing.busyUntil)}.`
            : 'Terminó «Mucho trabajo».',
        )
      },
      onError: (err) => setFailure(serverMessage(err, request ? BUSY_ERROR : BUSY_END_ERROR)),
    })
  }

  return (
    <Modal open={open} onClose={onClose} title="Mucho trabajo">
      <div className="flex flex-col gap-4 pb-5">
        {active ? (
          <>
            <p className="text-stone-700">
              Estás sumando {active.minutes} minutos a cada pedido hasta las{' '}
              {formatOrderTime(active.until)}. Termina solo; podés terminarlo antes.
            </p>
            <Button
              variant="secondary"
              busy={save.isPending && save.variables === null}
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              <Square aria-hidden className="size-4" />
              Terminar «Mucho trabajo»
            </Button>
            <h3 className="pt-1 text-sm font-semibold text-stone-900">Cambiarlo</h3>
          </>
        ) : (
          <p className="text-stone-700">
            Sumá minutos al tiempo de espera de cada pedido mientras la cocina está a full.
          </p>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Minutos de más</legend>
          <div className="grid grid-cols-3 gap-2">
            {BUSY_CHOICES.map((m) => (
              <Button
                key={m}
                variant="secondary"
                aria-pressed={minutes === m}
                className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                onClick={() => setMinutes(m)}
              >
                +{m} min
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Hasta las"
          type="time"
          step={900}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          hint={end ? (end.tomorrow ? 'Mañana.' : 'Hoy.') : undefined}
        />
        <Button
          busy={save.isPending && save.variables !== null}
          disabled={save.isPending || !end}
          onClick={() => end && send({ minutes, until: end.until.toISOString() })}
        >
          <Flame aria-hidden className="size-4" />
          {active ? 'Cambiar' : 'Activar'}
        </Button>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Modal>
  )
}

/**
 * Pedidos' button: 'Mucho trabajo', or while on '+30 min hasta 22:00' in amber; both open the
 * dialog. On a phone the icon (and the minutes) alone, with the same accessible name.
 */
export function BusyOrdersButton({ now: given }: { now?: number }) {
  const clock = useNow()
  const now = given ?? clock
  const timing = useTiming()
  const [open, setOpen] = useState(false)
  const on = busyExtra(timing, new Date(now)) > 0
  const active =
    on && timing.busyUntil && timing.busyMinutes
      ? { minutes: timing.busyMinutes, until: timing.busyUntil }
      : null
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        className={
          active ? 'border-amber-300! bg-amber-100! text-amber-950! hover:bg-amber-200!' : ''
        }
        onClick={() => setOpen(true)}
      >
        <Flame aria-hidden className="size-4" />
        {active ? (
          <>
            <span className="sr-only md:not-sr-only">
              Mucho trabajo: +{active.minutes} min hasta las {formatOrderTime(active.until)}
            </span>
            <span aria-hidden className="text-sm tabular-nums md:hidden">
              +{active.minutes}
            </span>
          </>
        ) : (
          <span className="sr-only md:not-sr-only">Mucho trabajo</span>
        )}
      </Button>
      <BusyDialog open={open} onClose={() => setOpen(false)} active={active} />
    </>
  )
}
