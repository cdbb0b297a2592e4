import {
  AlarmClock,
  Bike,
  CalendarClock,
  Hourglass,
  MapPin,
  MessageSquareText,
  Printer,
  Store,
  Timer,
} from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ESTIMATED_TIME_MAX, ESTIMATED_TIME_MIN } from '../../../../domain/orders/rules'
import {
  orderStatusActionSchema,
  type Order,
  type OrderStatusAction,
  type OrderStatusActionInput,
} from '../../../../domain/orders/schemas'
import { PRINT_TICKET_ERROR, UPDATE_ORDER_ERROR } from '../../../../domain/messages/panel'
import { couponLineLabel } from '../../../../domain/coupons/label'
import { formatMoney } from '../../../../domain/money/rules'
import {
  answerState,
  defaultWait,
  NO_RESPONSE_LABEL,
  NO_RESPONSE_REASON,
} from '../../../../domain/orders/timer'
import type { OrderTiming } from '../../../../domain/orders/timing-schemas'
import { scheduledLabel } from '../../../../domain/schedule/slots'
import { ApiRequestError } from '../../../api/client'
import { useUpdateOrderStatus } from '../api/orders'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { TextField } from '../../../components/ui/TextField'
import { formatOrderTime, orderDayLabel, respondedByText, shortOrderId } from '../lib/format'
import { ItemOptions } from '../../../components/ItemOptions'
import { OrderStatusBadge } from '../../../components/OrderStatusBadge'
import { readTicketPreference } from '../lib/ticket-preference'
import { DEFAULT_TIMING } from '../api/timing'
import { isScheduledAhead, useNow, waitedText } from '../lib/order-clock'
import { printOrder } from '../lib/print-order'
import { OrderPaymentRow } from './OrderPaymentRow'

/**
 * One order of docs/product.md#screens 'Orders'; a pending one can be accepted with a wait or rejected (§4). A
 * `fresh` one just arrived while the screen was open (docs/product.md#real-orders) and is highlighted for a moment.
 * 'Imprimir' prints its kitchen ticket, and so does accepting it when this device has 'Imprimir al
 * aceptar' on (docs/product.md#tickets). A pending one counts its wait by `now` and is marked late
 * past the shop's 'Responder en' (docs/product.md#answer-in-time); a scheduled one says for when
 * (docs/product.md#scheduled-orders). Accepting offers preparation plus 'Mucho trabajo' as the wait.
 */
const resolver = zodResolver(orderStatusActionSchema)

export function OrderCard({
  order,
  onConflict,
  fresh = false,
  timing = DEFAULT_TIMING,
  now: given,
}: {
  order: Order
  onConflict: () => void
  fresh?: boolean
  timing?: OrderTiming
  now?: number
}) {
  const update = useUpdateOrderStatus()
  const queryClient = useQueryClient()
  // The board passes its clock, so every card reads the same minute; alone, a card keeps its own.
  const clock = useNow()
  const now = given ?? clock
  const wait = String(defaultWait(timing, new Date(now)))
  // Accepting checks the wait with the API's own schema, so the message is the server's.
  const {
    register,
    handleSubmit,
    resetField,
    getFieldState,
    formState: { errors },
  } = useForm<OrderStatusActionInput, unknown, OrderStatusAction>({
    defaultValues: { action: 'ACCEPT', estimatedTime: wait },
    resolver,
  })
  // The shop's timing may arrive (or 'Mucho trabajo' change) after the card: an untouched wait follows.
  useEffect(() => {
    if (!getFieldState('estimatedTime').isDirty) resetField('estimatedTime', { defaultValue: wait })
  }, [wait, getFieldState, resetField])
  const [failed, setFailed] = useState(false)
  const [printFailed, setPrintFailed] = useState(false)
  const [confirmReject, setConfirmReject] = useState(false)
  const headingId = useId()
  const shortId = shortOrderId(order.id)
  const responder = respondedByText(order)
  const day = orderDayLabel(order.createdAt)
  const pending = order.status === 'PENDING'
  const ahead = isScheduledAhead(order, timing, now)
  const answer = pending && !ahead ? answerState(order.waitingSince, timing, new Date(now)) : null
  const late = answer !== null && answer.state !== 'waiting'
  const busyAction = update.isPending ? update.variables.action.action : null

  async function print(target: Order) {
    setPrintFailed(false)
    try {
      await printOrder(queryClient, target)
    } catch (err) {
      console.error(err)
      setPrintFailed(true)
    }
  }

  function send(action: OrderStatusAction) {
    setFailed(false)
    update.mutate(
      { id: order.id, action },
      {
        onSuccess: (answered) => {
          setConfirmReject(false)
          // Only the device that accepted prints: an order accepted elsewhere is not printed here.
          if (action.action === 'ACCEPT' && readTicketPreference().autoPrint) void print(answered)
        },
        onError: (err) => {
          console.error(err)
          setConfirmReject(false)
          setFailed(true)
          // Someone else already answered this order: show how it stands now.
          if (err instanceof ApiRequestError && err.status === 409) onConflict()
        },
      },
    )
  }

  const accept = handleSubmit(send)

  return (
    <article
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-2.5 rounded-2xl border p-3 md:gap-3 md:p-4 motion-safe:transition-[background-color,border-color,box-shadow] motion-safe:duration-1000 ${pending ? 'shadow-sm' : ''} ${fresh ? 'border-brand-500 bg-brand-50 ring-4 ring-brand-200' : late ? 'border-red-400 bg-white ring-1 ring-red-300' : pending ? 'border-amber-300 bg-white' : 'border-stone-200 bg-white'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            <span className="sr-only">Pedido </span>
            <span className="font-mono text-base text-stone-500">#{shortId}</span>
            <span className="block break-words md:truncate">{order.user.fullName}</span>
          </h2>
        </div>
        {/* On a phone the state and the printer share a line, and 'Imprimir' is its icon. */}
        <div className="flex shrink-0 items-center gap-1 md:flex-col md:items-end">
          <OrderStatusBadge status={order.status} />
          {fresh && <span className="text-sm font-semibold text-brand-700">Nuevo</span>}
          <Button
            variant="ghost"
            className="text-stone-800"
            aria-label={`Imprimir ticket del pedido #${shortId}`}
            title="Imprimir el ticket de cocina"
            onClick={() => void print(order)}
          >
            <Printer aria-hidden className="size-4" />
            <span className="hidden md:inline">Imprimir</span>
          </Button>
        </div>
      </header>

      {/* When it came, how long it has waited, and who answered it. */}
      <div className="-mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <p>
          {day && `${day}, `}
          <time dateTime={order.createdAt} className="font-medium text-stone-800 tabular-nums">
            {formatOrderTime(order.createdAt)}
          </time>
        </p>
        {order.scheduledFor && (
          <p className="inline-flex items-center gap-1.5 rounded-lg bg-sky-50 px-2 py-0.5 font-medium whitespace-nowrap text-sky-900">
            <CalendarClock aria-hidden className="size-4 shrink-0" />
            {scheduledLabel(order.scheduledFor, new Date(now))}
          </p>
        )}
        {answer && (
          <p
            className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-0.5 font-medium whitespace-nowrap tabular-nums ${late ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-stone-100 text-stone-700'}`}
          >
            {late ? (
              <AlarmClock aria-hidden className="size-4 shrink-0" />
            ) : (
              <Hourglass aria-hidden className="size-4 shrink-0" />
            )}
            {waitedText(answer.waitedMinutes)}
            {late && <span className="font-semibold">· Demorado</span>}
          </p>
        )}
        {responder && <p>{responder}</p>}
        {order.status === 'REJECTED' && order.rejectReason === NO_RESPONSE_REASON && (
          <p className="font-medium text-stone-700">{NO_RESPONSE_LABEL}</p>
        )}
      </div>

      <p className="flex items-start gap-2 text-stone-700">
        {order.method === 'PICKUP' ? (
          <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        ) : order.method === 'DELIVERY' ? (
          <Bike aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        ) : (
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        )}
        <span className="min-w-0 break-words">{order.deliveryInfo || 'Sin datos de entrega'}</span>
      </p>

      <ul
        className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3"
        aria-label="Productos del pedido"
      >
        {order.items.map((item, i) => (
          <li key={i} className="text-stone-800">
            <span className="font-semibold tabular-nums">{item.quantity} x</span>{' '}
            {item.product.name}
            <ItemOptions options={item.options} className="text-sm text-stone-600" />
            {item.notes && (
              <span className="block text-sm text-stone-600 italic">“{item.notes}”</span>
            )}
          </li>
        ))}
      </ul>

      {order.note && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-stone-800">
          <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Nota: </span>
            {order.note}
          </span>
        </p>
      )}

      {order.discount > 0 && (
        // docs/product.md#coupons: the total is already after it; the shop sees why it is lower.
        <p className="-mb-1.5 flex items-baseline justify-between gap-3 text-sm text-green-800">
          <span className="min-w-0 break-words">{couponLineLabel(order.couponCode ?? '')}</span>
          <span className="shrink-0 font-semibold tabular-nums">
            −{formatMoney(order.discount, 2)}
          </span>
        </p>
      )}
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-stone-600">Total</span>
        <span className="text-lg font-bold text-stone-900 tabular-nums">
          {formatMoney(order.total, 2)}
        </span>
      </p>

      <OrderPaymentRow order={order} />

      {order.status === 'ACCEPTED' && order.estimatedTime !== null && (
        <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          <Timer aria-hidden className="size-4" />
          Tiempo estimado: {order.estimatedTime} min
        </p>
      )}

      {pending && (
        <form
          onSubmit={accept}
          noValidate
          className="flex flex-col gap-2.5 border-t border-stone-100 pt-2.5 md:gap-3 md:pt-3"
        >
          {/* The label beside the box: the minutes come filled, so the row stays short. */}
          <TextField
            label="Tiempo de espera (minutos)"
            className="grid grid-cols-[1fr_6rem] items-center gap-x-3 [&_input]:w-full [&>div]:col-span-2"
            type="number"
            inputMode="numeric"
            min={ESTIMATED_TIME_MIN}
            max={ESTIMATED_TIME_MAX}
            step={1}
            placeholder="Ej.: 30"
            error={errors.estimatedTime?.message}
            {...register('estimatedTime')}
          />
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              className="text-red-700"
              disabled={update.isPending}
              busy={busyAction === 'REJECT'}
              onClick={() => setConfirmReject(true)}
            >
              Rechazar
            </Button>
            <Button type="submit" disabled={update.isPending} busy={busyAction === 'ACCEPT'}>
              Aceptar
            </Button>
          </div>
        </form>
      )}

      {failed && <Alert tone="error">{UPDATE_ORDER_ERROR}</Alert>}
      {printFailed && <Alert tone="error">{PRINT_TICKET_ERROR}</Alert>}

      <ConfirmDialog
        open={confirmReject}
        title="¿Rechazar este pedido?"
        confirmLabel="Rechazar pedido"
        busy={busyAction === 'REJECT'}
        onConfirm={() => send({ action: 'REJECT' })}
        onCancel={() => setConfirmReject(false)}
      >
        <p>
          Pedido #{shortId} de {order.user.fullName}. No se puede deshacer.
        </p>
      </ConfirmDialog>
    </article>
  )
}
