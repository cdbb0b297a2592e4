import { ReceiptText } from 'lucide-react'
import { EmptyState } from '../../components/ui/EmptyState'
import { LinkButton } from '../../components/ui/LinkButton'
import { paths } from '../../paths'
import { InfoLayout } from './InfoLayout'

/** /orders: customers have no account, so their orders belong to the browser they ordered from. */
export function Component() {
  return (
    <InfoLayout title="Tus pedidos">
      <EmptyState
        icon={ReceiptText}
        title="Todavía no hay pedidos para mostrar"
        action={<LinkButton to={paths.clientHome}>Explorar comercios</LinkButton>}
      >
        <p>
          Los pedidos que hagas desde este navegador van a aparecer acá. No hace falta crear una
          cuenta.
        </p>
      </EmptyState>
      <p className="text-sm text-stone-600">
        Cada pedido lo prepara y lo entrega el comercio: si tenés una consulta sobre uno, comunicate
        directamente con el local.
      </p>
    </InfoLayout>
  )
}
