import { formatMoney } from '../../../../domain/money/rules'
import { useCart } from '../lib/useCart'
import { BagIcon, XIcon } from '../../../components/icons'

/** The compact bar (shop name and cart) that slides in after 100 px of scroll (docs/product.md#limits). */
export function TopBar({
  shown,
  name,
  onExit,
  onOpenCart,
}: {
  shown: boolean
  name: string
  onExit: () => void
  onOpenCart: () => void
}) {
  return (
    <div
      data-testid="barra-superior"
      // Invisible (not only moved away) when hidden, so its buttons leave the tab order.
      className={`fixed inset-x-0 top-0 z-30 border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur transition-[translate,visibility] duration-200 motion-reduce:transition-none ${shown ? 'visible translate-y-0' : 'invisible -translate-y-full'}`}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 md:px-4">
        <button
          type="button"
          onClick={onExit}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <XIcon className="size-5" />
          <span className="sr-only">Salir</span>
        </button>
        <p className="min-w-0 flex-1 truncate font-bold text-stone-900">{name}</p>
        <CartButton onOpen={onOpenCart} />
      </div>
    </div>
  )
}

/** The cart button of the compact top bar: units and total, opens the edit-cart modal. */
function CartButton({ onOpen }: { onOpen: () => void }) {
  const { total, units } = useCart()
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <BagIcon className="size-4" />
      <span className="tabular-nums">{units}</span>
      <span className="sr-only">{units === 1 ? 'producto' : 'productos'}, </span>
      <span className="tabular-nums">{formatMoney(total, 0)}</span>
    </button>
  )
}
