import { useState } from 'react'
import { PAYMENT_PROVIDER_MESSAGE } from '../../domain/messages/customer'
import { payOnline } from '../api/online-payment'
import { serverMessage } from '../lib/error-message'
import { Button } from './ui/Button'

/**
 * 'Pagar con Mercado Pago' for an order not paid yet (docs/product.md#payments): asks the server
 * for the order's checkout and goes there. The button stays busy while the browser leaves.
 * `failure` is a reason already known (the checkout's own try failed).
 */
export function PayOnlineButton({
  id,
  token,
  failure = null,
}: {
  id: string
  token: string
  failure?: string | null
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(failure)
  async function pay() {
    setBusy(true)
    setError(null)
    try {
      await payOnline(id, token)
    } catch (err) {
      setError(serverMessage(err, PAYMENT_PROVIDER_MESSAGE))
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button full busy={busy} onClick={() => void pay()}>
        Pagar con Mercado Pago
      </Button>
    </div>
  )
}
