import { useState, type FormEvent } from 'react'
import { PLAN_PAYMENT_SOURCE_LABELS } from '../../../../domain/plan/rules'
import { ADMIN_PAYMENT_SOURCES, type AdminShopDetail } from '../../../../domain/admin/shops'
import { STARTER_PLAN } from '../../../../domain/constants'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Select } from '../../../components/ui/Select'
import { TextArea } from '../../../components/ui/TextArea'
import { useShopAction } from '../api/shops'
import { pesos } from '../lib/format'

export type ShopActionKind = 'extend' | 'suspend' | 'reactivate'

const TEXTS: Record<ShopActionKind, { title: string; submit: string; reasonHint: string }> = {
  extend: {
    title: 'Extender el plan',
    submit: 'Registrar pago y extender',
    reasonHint: 'Por ejemplo: transferencia recibida el 3/11, comprobante 12345.',
  },
  suspend: {
    title: 'Suspender el comercio',
    submit: 'Suspender',
    reasonHint: 'El dueño ve este motivo en su panel.',
  },
  reactivate: {
    title: 'Reactivar el comercio',
    submit: 'Reactivar',
    reasonHint: 'Queda en la actividad, junto a la suspensión.',
  },
}

const MONTHS = Array.from({ length: 24 }, (_, i) => i + 1)

/**
 * An action on a shop (docs/product.md#operators), always with the operator's reason; extending
 * also asks how many months were paid and how. The server's refusals show as they come. Mounted
 * for one action at a time (keyed by it), so each starts empty.
 */
export function ShopActionDialog({
  shop,
  kind,
  onClose,
}: {
  shop: AdminShopDetail
  kind: ShopActionKind
  onClose: () => void
}) {
  const action = useShopAction(shop.id)
  const [reason, setReason] = useState('')
  const [months, setMonths] = useState(1)
  const [source, setSource] = useState<(typeof ADMIN_PAYMENT_SOURCES)[number]>('transfer')
  const texts = TEXTS[kind]

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = { reason }
    action.mutate(
      kind === 'extend' ? { kind, body: { ...body, months, source } } : { kind, body },
      {
        onSuccess: onClose,
      },
    )
  }

  return (
    <Modal
      open
      title={texts.title}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="shop-action"
            variant={kind === 'suspend' ? 'danger' : 'primary'}
            busy={action.isPending}
          >
            {texts.submit}
          </Button>
        </div>
      }
    >
      <form id="shop-action" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <p className="text-stone-700">
          <span className="font-semibold">{shop.name}</span>
          {kind === 'suspend' &&
            ': deja de aparecer en el directorio, su página avisa que no está disponible y no recibe pedidos hasta que lo reactives.'}
          {kind === 'reactivate' && ': vuelve al directorio y a recibir pedidos según su plan.'}
          {kind === 'extend' &&
            ': registrá un pago recibido fuera de Barrio. El plan se extiende desde su vencimiento, o desde hoy si ya venció.'}
        </p>
        {kind === 'extend' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Meses"
              value={months}
              onChange={(e) => setMonths(Number(e.target.value))}
              hint={`${pesos(STARTER_PLAN.monthlyPrice * months)} en total`}
            >
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m} {m === 1 ? 'mes' : 'meses'}
                </option>
              ))}
            </Select>
            <Select
              label="Cómo pagó"
              value={source}
              onChange={(e) => setSource(e.target.value as typeof source)}
            >
              {ADMIN_PAYMENT_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {PLAN_PAYMENT_SOURCE_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        )}
        <TextArea
          label="Motivo"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value)
            // The refusal was about the words before.
            if (action.isError) action.reset()
          }}
          hint={texts.reasonHint}
          maxLength={500}
          required
        />
        {action.isError && <Alert tone="error">{action.error.message}</Alert>}
      </form>
    </Modal>
  )
}
