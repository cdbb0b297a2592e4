import { useState } from 'react'
import { RETENTION_CHOICES, retentionLabel } from '../../../../domain/customers/rules'
import { PRIVACY_SAVE_ERROR } from '../../../../domain/messages/customers'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { Select } from '../../../components/ui/Select'
import { Skeleton } from '../../../components/ui/Skeleton'
import { toast } from '../../../components/ui/Toast'
import { serverMessage } from '../../../lib/error-message'
import { usePrivacySettings, useSavePrivacySettings } from '../api/customers'

/**
 * docs/product.md#personal-data: how long the shop keeps its customers' data before the server
 * anonymises their orders (2 years unless it chooses another period).
 */
export function RetentionSetting() {
  const settings = usePrivacySettings()
  const save = useSavePrivacySettings()
  const saved = settings.data?.customerRetentionMonths
  const [chosen, setChosen] = useState<number | null>(null)
  const months = chosen ?? saved
  // A period set outside the offered ones (by the API) is shown as it is.
  const choices =
    saved !== undefined && !RETENTION_CHOICES.some((c) => c.months === saved)
      ? [...RETENTION_CHOICES, { months: saved, label: retentionLabel(saved) }].sort(
          (a, b) => a.months - b.months,
        )
      : RETENTION_CHOICES

  function submit() {
    if (months === undefined) return
    save.mutate(
      { customerRetentionMonths: months },
      {
        onSuccess: () => {
          setChosen(null)
          toast(`Listo: los datos de clientes se guardan ${retentionLabel(months)}.`)
        },
      },
    )
  }

  return (
    <section
      aria-labelledby="datos-clientes"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="datos-clientes" className="text-lg font-bold text-stone-900">
        Datos de clientes
      </h2>
      {settings.isError ? (
        <Alert tone="error">{serverMessage(settings.error, PRIVACY_SAVE_ERROR)}</Alert>
      ) : months === undefined ? (
        <Skeleton className="h-11 w-full sm:w-72" />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Select
            label="Guardar datos de clientes durante"
            className="sm:w-72"
            value={months}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={choice.months} value={choice.months}>
                {choice.label}
              </option>
            ))}
          </Select>
          <Button
            type="submit"
            variant="secondary"
            busy={save.isPending}
            disabled={months === saved}
          >
            Guardar
          </Button>
        </form>
      )}
      <p className="text-sm text-stone-600">
        Pasado ese tiempo, sus pedidos quedan sin nombre, teléfono, dirección ni notas. Los importes
        se mantienen, así que tus ventas no cambian.
      </p>
      {save.isError && <Alert tone="error">{serverMessage(save.error, PRIVACY_SAVE_ERROR)}</Alert>}
    </section>
  )
}
