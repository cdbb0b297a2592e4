import { ShoppingBag } from 'lucide-react'
import { formatMoney } from '../../../../domain/money/rules'
import { ItemOptions } from '../../../components/ItemOptions'
import { useCart } from '../lib/useCart'
import { LinkButton } from '../../../components/ui/LinkButton'
import { Modal } from '../../../components/ui/Modal'
import { paths } from '../../../paths'
import { QuantityStepper } from './QuantityStepper'

/** Edit-cart modal: quantities up and down, down to 0 removes the line (docs/product.md#states). */
export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { slug, items, total, setQuantityOrRemove } = useCart()
  return (
    <Modal
      open={open}
      title="Tu pedido"
      onClose={onClose}
      footer={
        items.length > 0 && (
          <div className="flex flex-col gap-3">
            <p className="flex justify-between text-lg font-bold">
              <span>Total</span>
              <span className="tabular-nums">{formatMoney(total, 0)}</span>
            </p>
            <LinkButton to={paths.checkout(slug)} className="w-full">
              Continuar
            </LinkButton>
          </div>
        )
      }
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <ShoppingBag aria-hidden className="size-10 text-stone-400" />
          <p className="font-medium text-stone-800">Tu pedido está vacío.</p>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Seguir comprando
          </button>
        </div>
      ) : (
        <ul aria-label="Productos del pedido" className="divide-y divide-stone-200">
          {items.map((line) => (
            <li key={line.uid} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{line.name}</p>
                <ItemOptions options={line.options} />
                {line.notes && (
                  <p className="mt-0.5 text-sm break-words text-stone-600">Nota: {line.notes}</p>
                )}
                <p className="mt-1 text-sm font-medium text-stone-800 tabular-nums">
                  {formatMoney(line.price * line.quantity, 0)}
                </p>
              </div>
              <QuantityStepper
                value={line.quantity}
                label={line.name}
                removable
                onChange={(quantity) => setQuantityOrRemove(line.uid, quantity)}
              />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
