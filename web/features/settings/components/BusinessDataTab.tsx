import { useForm } from 'react-hook-form'
import {
  businessDataFormSchema,
  type BusinessDataFormInput,
  type BusinessDataInput,
} from '../../../../domain/settings/schemas'
import { useProfile } from '../../../api/business'
import { useSaveBusinessData } from '../api/settings'
import { Alert } from '../../../components/ui/Alert'
import { TextField } from '../../../components/ui/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormSkeleton } from './FormSkeleton'
import { BUSINESS_LOAD_ERROR, SAVE_ERROR } from '../../../../domain/messages/panel'
import { SaveRow, useSaveAction } from './SaveRow'

const resolver = zodResolver(businessDataFormSchema)

function BusinessDataForm({ defaults }: { defaults: BusinessDataFormInput }) {
  const save = useSaveBusinessData()
  const { error, run } = useSaveAction(SAVE_ERROR)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BusinessDataFormInput, unknown, BusinessDataInput>({
    defaultValues: defaults,
    resolver,
  })

  const submit = handleSubmit((values) => run(() => save.mutateAsync(values)))

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="CUIT/CUIL"
        inputMode="numeric"
        placeholder="20-12345678-6"
        error={errors.cuit?.message}
        {...register('cuit')}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Ciudad"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Provincia"
          autoComplete="address-level1"
          error={errors.province?.message}
          {...register('province')}
        />
        <TextField
          label="Código postal"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
      <SaveRow busy={save.isPending} error={error} />
    </form>
  )
}

/** 'Datos del comercio': CUIT, address, city, province and zip code, all required (docs/product.md#validation). */
export function BusinessDataTab() {
  const profile = useProfile()
  if (profile.isPending) return <FormSkeleton fields={4} />
  if (profile.isError) return <Alert tone="error">{BUSINESS_LOAD_ERROR}</Alert>
  const b = profile.data.business
  return (
    <BusinessDataForm
      defaults={{
        cuit: b.taxId ?? '',
        address: b.address ?? '',
        city: b.city ?? '',
        province: b.province ?? '',
        zipCode: b.zipCode ?? '',
      }}
    />
  )
}
