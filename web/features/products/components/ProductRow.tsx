import { Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import type { Product } from '../../../../domain/catalog/schemas'
import { useToggleAvailability } from '../api/products'
import { ProductPrice } from '../../../components/ProductPrice'
import { toast } from '../../../components/ui/Toast'
import { paths } from '../../../paths'
import { ProductThumb } from './ProductThumb'
import { STOCK_ERROR } from '../../../../domain/messages/panel'
import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import { OptionStock } from './OptionStock'

/** One product of docs/product.md#screens 'Products list': picture, name, category, price, stock, edit, delete. */
export function ProductRow({
  product,
  onDelete,
  groups = [],
}: {
  product: Product
  /** Without it the row only switches stock: no editing, no deleting (docs/product.md#team). */
  onDelete?: (p: Product) => void
  /** The option groups the product offers, in order. */
  groups?: OptionGroup[]
}) {
  const toggle = useToggleAvailability()
  const available = product.isAvailable

  return (
    <li
      aria-label={product.name}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3"
    >
      <div className="flex gap-3 md:items-center md:gap-4">
        <ProductThumb url={product.imageUrl} dimmed={!available} />
        <div className="flex min-w-0 flex-1 flex-col gap-2 md:flex-row md:items-center md:gap-4">
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold text-stone-900">{product.name}</h3>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              {product.category ? (
                <span className="max-w-full truncate rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
                  {product.category.name}
                </span>
              ) : (
                <span className="rounded-full border border-dashed border-stone-300 px-2.5 py-0.5 text-xs text-stone-500">
                  Sin categoría
                </span>
              )}
              <ProductPrice {...product} />
            </div>
          </div>
          <div className="-ml-1 flex items-center gap-1 md:ml-0">
            <label
              className={`mr-auto inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium md:mr-2 md:w-32 ${available ? 'bg-green-50 text-green-800' : 'bg-stone-100 text-stone-600'}`}
            >
              <input
                type="checkbox"
                checked={available}
                disabled={toggle.isPending}
                onChange={(event) =>
                  toggle.mutate(
                    { id: product.id, isAvailable: event.target.checked },
                    {
                      onError: (err) => {
                        console.error(err)
                        toast(STOCK_ERROR, 'error')
                      },
                    },
                  )
                }
                className="size-5 accent-green-700"
              />
              {available ? 'Con stock' : 'Sin stock'}
            </label>
            {onDelete && (
              <>
                <Link
                  to={paths.business.editProduct(product.id)}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium text-stone-700 hover:bg-stone-100 sm:px-3"
                >
                  <Pencil aria-hidden className="size-5 sm:size-4" />
                  <span className="sr-only sm:not-sr-only">Editar</span>
                  <span className="sr-only"> {product.name}</span>
                </Link>
                <button
                  type="button"
                  onClick={() => onDelete(product)}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium text-red-700 hover:bg-red-50 sm:px-3"
                >
                  <Trash2 aria-hidden className="size-5 sm:size-4" />
                  <span className="sr-only sm:not-sr-only">Eliminar</span>
                  <span className="sr-only"> {product.name}</span>
                </button>
              </>
            )}
          </div>
        </div>
      </div>
      {groups.length > 0 && <OptionStock groups={groups} />}
    </li>
  )
}
