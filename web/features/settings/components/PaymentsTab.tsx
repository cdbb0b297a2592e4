import { PAYMENTS_LOAD_ERROR } from '../../../../domain/messages/panel'
import { Alert } from '../../../components/ui/Alert'
import { usePaymentSettings } from '../api/settings'
import { FormSkeleton } from './FormSkeleton'
import { PaymentsForm } from './PaymentsForm'

/** 'Cobros' (docs/product.md#payments): cash, transfer and Mercado Pago. */
export function PaymentsTab() {
  const settings = usePaymentSettings()
  if (settings.isPending) return <FormSkeleton fields={4} />
  if (settings.isError) return <Alert tone="error">{PAYMENTS_LOAD_ERROR}</Alert>
  // A new form for each change of what is stored (a save, a disconnection): it starts from it.
  return <PaymentsForm key={JSON.stringify(settings.data)} stored={settings.data} />
}
