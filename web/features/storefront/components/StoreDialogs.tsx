import type { PublicProduct } from '../../../../domain/menu/schemas'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { CartModal } from './CartModal'
import { ProductModal } from './ProductModal'

// The compact top bar only shows after scrolling, so it travels with the dialogs.
export { TopBar } from './TopBar'

export interface StoreDialogsProps {
  product: PublicProduct | null
  onCloseProduct: () => void
  cartOpen: boolean
  onCloseCart: () => void
  exitOpen: boolean
  onCancelExit: () => void
  onExit: () => void
}

/**
 * Everything the storefront shows only after a tap or a scroll, in one chunk loaded on the first
 * touch, key or scroll: it keeps the first load of /negocio/{slug} within 120 KB (docs/product.md#budgets).
 */
export default function StoreDialogs(props: StoreDialogsProps) {
  return (
    <>
      <ProductModal product={props.product} onClose={props.onCloseProduct} />
      <CartModal open={props.cartOpen} onClose={props.onCloseCart} />
      <ConfirmDialog
        open={props.exitOpen}
        title="Salir del pedido?"
        confirmLabel="Sí, salir"
        onCancel={props.onCancelExit}
        onConfirm={props.onExit}
      >
        Se eliminará todo lo que hayas cargado.
      </ConfirmDialog>
    </>
  )
}
