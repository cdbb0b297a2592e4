import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { Coupon } from '../../../../domain/coupons/schemas'
import {
  COUPON_DELETE_ERROR,
  COUPON_SAVE_ERROR,
  COUPONS_LOAD_ERROR,
} from '../../../../domain/messages/coupons'
import { formatPesos } from '../../../../domain/money/rules'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { PageHeader } from '../../../components/ui/PageHeader'
import { CardSkeletons } from '../../../components/ui/Skeleton'
import { Switch } from '../../../components/ui/Switch'
import { toast, Toaster } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { useCoupons, useDeleteCoupon, useSaveCoupon } from '../api/coupons'
import { CouponForm } from '../components/CouponForm'
import { couponConditionsText, couponUsesText, couponValueText } from '../lib/describe'

/** The form open: a new coupon (null) or one to edit. */
type Editing = { coupon: Coupon | null } | null

/**
 * docs/product.md#coupons 'Cupones' (/business/cupones), the owner's and the Encargado's: each
 * code with what it takes off, its conditions, its uses and what it gave; create, edit, turn off,
 * delete.
 */
export function Component() {
  const coupons = useCoupons()
  const remove = useDeleteCoupon()
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<Coupon | null>(null)
  const create = () => setEditing({ coupon: null })

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await remove.mutateAsync(toDelete.id)
      toast(`Eliminaste el cupón ${toDelete.code}.`)
    } catch (err) {
      toast(serverMessage(err, COUPON_DELETE_ERROR), 'error')
    } finally {
      setToDelete(null)
    }
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Cupones"
        description="Códigos de descuento que tus clientes escriben al pagar."
        actions={
          coupons.data?.length ? (
            <Button onClick={create}>
              <Plus aria-hidden className="size-5" />
              Nuevo cupón
            </Button>
          ) : undefined
        }
      />
      <ListState
        query={coupons}
        loadingLabel="Cargando cupones..."
        skeleton={
          <CardSkeletons
            count={3}
            lines={['h-6 w-1/3', 'h-4 w-2/3', 'h-4 w-1/2']}
            className="grid gap-3 lg:grid-cols-2"
          />
        }
        errorMessage={COUPONS_LOAD_ERROR}
        isEmpty={coupons.data?.length === 0}
        empty={
          <EmptyState
            icon={TicketPercent}
            title="Todavía no tenés cupones."
            action={
              <Button onClick={create}>
                <Plus aria-hidden className="size-5" />
                Crear el primer cupón
              </Button>
            }
          >
            Un código como «BIENVENIDA» que descuenta un porcentaje o un monto fijo, para atraer
            clientes nuevos o premiar a los de siempre.
          </EmptyState>
        }
      >
        {() => (
          <ul aria-label="Tus cupones" className="grid gap-3 lg:grid-cols-2">
            {coupons.data?.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setEditing({ coupon })}
                onDelete={() => setToDelete(coupon)}
              />
            ))}
          </ul>
        )}
      </ListState>
      {editing && <CouponForm coupon={editing.coupon} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={`¿Eliminar el cupón ${toDelete?.code ?? ''}?`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        Nadie va a poder usarlo más. Los pedidos que ya lo usaron conservan su descuento.
      </ConfirmDialog>
      <Toaster />
    </div>
  )
}

function CouponCard({
  coupon,
  onEdit,
  onDelete,
}: {
  coupon: Coupon
  onEdit: () => void
  onDelete: () => void
}) {
  const save = useSaveCoupon()
  // The switch shows the answer it waits for, and goes back if the save fails.
  const active = save.isPending ? !coupon.isActive : coupon.isActive

  const toggle = () =>
    save.mutate(
      { id: coupon.id, input: { ...termsOf(coupon), isActive: !coupon.isActive } },
      {
        onSuccess: (saved) =>
          toast(saved.isActive ? `${coupon.code} está activo.` : `Apagaste ${coupon.code}.`),
        onError: (err) => toast(serverMessage(err, COUPON_SAVE_ERROR), 'error'),
      },
    )

  return (
    <li
      aria-label={coupon.code}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 ${active ? 'border-stone-200' : 'border-dashed border-stone-300'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-lg font-bold break-all text-stone-900">{coupon.code}</p>
          <p className="font-semibold text-brand-700">{couponValueText(coupon)} de descuento</p>
        </div>
        <Switch
          label="Activo"
          aria-label={`${coupon.code} activo`}
          checked={active}
          disabled={save.isPending}
          onChange={toggle}
          className="shrink-0 [&_label]:text-sm"
        />
      </div>
      <p className="text-sm text-stone-700">{couponConditionsText(coupon)}</p>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 text-sm">
        <div>
          <dt className="text-stone-600">Usos</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{couponUsesText(coupon)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Descontado</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">
            {formatPesos(coupon.discountGiven)}
          </dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          Editar <span className="sr-only">{coupon.code}</span>
        </Button>
        <Button
          variant="ghost"
          className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
          Eliminar <span className="sr-only">{coupon.code}</span>
        </Button>
      </div>
    </li>
  )
}

/** A coupon's terms as the API takes them back (PUT replaces the whole coupon). */
const termsOf = (c: Coupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minOrder: c.minOrder,
  firstOrderOnly: c.firstOrderOnly,
  maxUses: c.maxUses,
  maxUsesPerPhone: c.maxUsesPerPhone,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  isActive: c.isActive,
  methods: c.methods,
})
