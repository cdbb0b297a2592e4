import { useForm, useWatch } from 'react-hook-form'
import { COUPON_CODE_MAX, type CouponMethods } from '../../../../domain/coupons/rules'
import type { Coupon, CouponFields } from '../../../../domain/coupons/schemas'
import { COUPON_SAVE_ERROR } from '../../../../domain/messages/coupons'
import { ApiRequestError } from '../../../api/client'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { MoneyField } from '../../../components/ui/MoneyField'
import { Select } from '../../../components/ui/Select'
import { Switch } from '../../../components/ui/Switch'
import { TextField } from '../../../components/ui/TextField'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { tidyPesosText } from '../../../lib/pesos'
import { useSaveCoupon } from '../api/coupons'
import {
  couponFormResolver,
  couponToForm,
  emptyCouponForm,
  type CouponFormValues,
} from '../lib/coupon-form'

const FORM_ID = 'coupon-form'

const METHOD_CHOICES: { value: CouponMethods; label: string }[] = [
  { value: 'BOTH', label: 'Envío y retiro' },
  { value: 'DELIVERY', label: 'Solo envío' },
  { value: 'PICKUP', label: 'Solo retiro en el local' },
]

/**
 * 'Nuevo cupón' and 'Editar cupón' (docs/product.md#coupons): every term of a coupon, checked with
 * the API's own schema before anything is sent, each message under its field.
 */
export function CouponForm({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const save = useSaveCoupon()
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CouponFields>({
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm,
    resolver: couponFormResolver,
  })
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: coupon?.id ?? null, input })
      toast(coupon ? 'Cupón guardado.' : `Creaste el cupón ${input.code}.`)
      onClose()
    } catch (err) {
      // A code the shop already has is fixed in its field; anything else above the button.
      if (err instanceof ApiRequestError && err.code === 'COUPON_CODE_TAKEN') {
        setError('code', { message: err.message }, { shouldFocus: true })
      } else {
        setError('root', { message: serverMessage(err, COUPON_SAVE_ERROR) })
      }
    }
  })

  /** Pesos as the owner left them, tidied ('1500' → '1.500'). */
  const tidy = (field: 'value' | 'minOrder') => (event: { target: { value: string } }) =>
    setValue(field, tidyPesosText(event.target.value))

  return (
    <Modal
      open
      title={coupon ? `Editar cupón ${coupon.code}` : 'Nuevo cupón'}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} busy={isSubmitting}>
            {coupon ? 'Guardar cambios' : 'Crear cupón'}
          </Button>
        </div>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <TextField
          label="Código"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX + 10}
          placeholder="Ej.: BIENVENIDA"
          hint="Lo que el cliente escribe al pagar. Letras, números, - o _."
          error={errors.code?.message}
          className="[&_input]:uppercase"
          {...register('code')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">Tipo de descuento</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['PERCENT', 'Porcentaje'],
                ['AMOUNT', 'Monto fijo'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
              >
                <input
                  type="radio"
                  value={value}
                  className="accent-brand-600"
                  {...register('kind')}
                />
                <span className="font-medium">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {kind === 'PERCENT' ? (
            <TextField
              key="percent"
              label="Porcentaje de descuento"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Ej.: 10"
              hint="Sobre los productos, no sobre el envío."
              error={errors.value?.message}
              {...register('value')}
            />
          ) : (
            <MoneyField
              key="amount"
              label="Monto de descuento"
              placeholder="Ej.: 1.500"
              hint="Sobre los productos, no sobre el envío."
              error={errors.value?.message}
              {...register('value', { onBlur: tidy('value') })}
            />
          )}
          <MoneyField
            label="Pedido mínimo (opcional)"
            placeholder="Sin mínimo"
            error={errors.minOrder?.message}
            {...register('minOrder', { onBlur: tidy('minOrder') })}
          />
        </div>
        <Select label="Vale para" error={errors.methods?.message} {...register('methods')}>
          {METHOD_CHOICES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Usos en total"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Sin límite"
            error={errors.maxUses?.message}
            {...register('maxUses')}
          />
          <TextField
            label="Usos por teléfono"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Sin límite"
            error={errors.maxUsesPerPhone?.message}
            {...register('maxUsesPerPhone')}
          />
          <TextField
            label="Válido desde"
            type="date"
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <TextField
            label="Válido hasta"
            type="date"
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
        </div>
        <Switch
          label="Solo para el primer pedido"
          hint="De un teléfono que nunca te pidió."
          {...register('firstOrderOnly')}
        />
        <Switch
          label="Activo"
          hint="Apagado, nadie puede usarlo hasta que lo vuelvas a prender."
          {...register('isActive')}
        />
      </form>
    </Modal>
  )
}
