import { CopyButton } from '../../../components/CopyButton'

/** The address Mercado Pago notifies about payments, to paste in its webhooks settings. */
export function NotificationUrl({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p id="mp-notification-label" className="text-sm font-medium text-stone-800">
        Dirección de notificaciones (webhooks)
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          id="mp-notification-url"
          aria-labelledby="mp-notification-label mp-notification-url"
          className="min-w-0 flex-1 rounded-lg bg-stone-100 px-3 py-2.5 text-sm break-all text-stone-900"
        >
          {url}
        </code>
        <CopyButton text={url} describedBy="mp-notification-url" />
      </div>
      <p className="text-sm text-stone-600">
        Pegala en Mercado Pago › Tus integraciones › Webhooks, con el evento «Pagos», y copiá de ahí
        la clave secreta.
      </p>
    </div>
  )
}
