import { formatMoney } from '../../../../domain/money/rules'
import { useCart } from '../lib/useCart'
import { Link } from 'react-router'
import { paths } from '../../../paths'
import { BagIcon } from '../../../components/icons'

const unitsText = (units: number) => `${units} ${units === 1 ? 'producto' : 'productos'}`

/** Desktop (md+): the cart beside the menu, always in view. */
export function CartPanel({ onEdit }: { onEdit: () => void }) {
  const { slug, items, total, units } = useCart()
  return (
    <aside
      aria-labelledby="panel-pedido"
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white md:flex"
    >
      <h2 id="panel-pedido" className="border-b border-stone-200 px-4 py-3 text-lg font-bold">
        Tu pedido
      </h2>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <BagIcon className="size-9 text-stone-400" />
          <p className="font-medium text-stone-800">Tu pedido está vacío.</p>
          <p className="text-sm text-stone-600">Elegí productos del menú para empezar.</p>
        </div>
      ) : (
        <>
          <ul className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto px-4">
            {items.map((line) => (
              <li key={line.uid} className="flex gap-2 py-2.5 text-sm">
                <span className="font-semibold text-brand-700 tabular-nums">{line.quantity}×</span>
                <span className="min-w-0 flex-1">
                  <span className="block text-stone-900">{line.name}</span>
                  {line.notes && (
                    <span className="block break-words text-stone-600">Nota: {line.notes}</span>
                  )}
                </span>
                <span className="text-stone-800 tabular-nums">
                  {formatMoney(line.price * line.quantity, 0)}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 border-t border-stone-200 p-4">
            <p className="flex justify-between font-bold">
              <span>Total · {unitsText(units)}</span>
              <span className="tabular-nums">{formatMoney(total, 0)}</span>
            </p>
            <button
              type="button"
              onClick={onEdit}
              aria-haspopup="dialog"
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
            >
              Editar pedido
            </button>
            <Link
              to={paths.checkout(slug)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              Continuar
            </Link>
          </div>
        </>
      )}
    </aside>
  )
}

/** Phones: a bar fixed at the bottom, within thumb reach, once something is in the cart. */
export function CartBar({ onOpen }: { onOpen: () => void }) {
  const { total, units } = useCart()
  if (units === 0) return null
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden">
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex min-h-12 w-full items-center gap-3 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        <span className="rounded-full bg-white/20 px-2 py-0.5 text-sm tabular-nums">
          {unitsText(units)}
        </span>
        <span className="flex-1 text-left">Ver pedido</span>
        <span className="tabular-nums">{formatMoney(total, 0)}</span>
      </button>
    </div>
  )
}
