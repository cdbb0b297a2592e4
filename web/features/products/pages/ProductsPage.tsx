import { Package, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import type { Product } from '../../../../domain/catalog/schemas'
import { useDeleteProduct, useProducts } from '../api/products'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { LinkButton } from '../../../components/ui/LinkButton'
import { useCan } from '../../../session/useMemberRole'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Skeleton } from '../../../components/ui/Skeleton'
import { toast, Toaster } from '../../../components/ui/Toast'
import { paths } from '../../../paths'
import { PRODUCTS_LOAD_ERROR, DELETE_PRODUCT_ERROR } from '../../../../domain/messages/panel'
import { ProductRow } from '../components/ProductRow'
import { useCategories } from '../../categories'
import { groupByCategory } from '../lib/by-category'
import { useOptionGroups } from '../api/option-groups'
import type { OptionGroup } from '../../../../domain/option-groups/schemas'
import type { PanelProduct } from '../lib/product-form'

/** A product's groups in its own order; without that order, the shop's order of those that list it. */
function groupsOf(product: PanelProduct, groups: OptionGroup[] | undefined): OptionGroup[] {
  if (!groups) return []
  if (product.optionGroupIds) {
    return product.optionGroupIds.flatMap((id) => groups.filter((g) => g.id === id))
  }
  return groups.filter((g) => g.productIds.includes(product.id))
}

/** docs/product.md#screens 'Products list' (/business/productos). */
export function Component() {
  // docs/product.md#team: Cocina / Caja only switches stock; adding, editing and deleting is others'.
  const editable = useCan('catalog')
  const products = useProducts()
  const optionGroups = useOptionGroups()
  // The list reads as the menu does: under each category, in the menu's order.
  const categories = useCategories()
  const baseId = useId()
  const remove = useDeleteProduct()
  const [toDelete, setToDelete] = useState<Product | null>(null)
  const count = products.data?.length ?? 0

  async function confirmDelete() {
    if (!toDelete) return
    try {
      await remove.mutateAsync(toDelete.id)
      toast('Producto eliminado.')
    } catch (err) {
      console.error(err)
      toast(DELETE_PRODUCT_ERROR, 'error')
    } finally {
      setToDelete(null)
    }
  }

  const addButton = (
    <LinkButton to={paths.business.addProduct}>
      <Plus aria-hidden className="size-5" />
      Agregar producto
    </LinkButton>
  )

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeader
        title="Productos"
        description={
          products.isSuccess && count > 0
            ? `${count} ${count === 1 ? 'producto' : 'productos'} en tu menú`
            : undefined
        }
        actions={editable && products.isSuccess && count > 0 ? addButton : undefined}
      />
      <ListState
        query={products}
        loadingLabel="Cargando productos..."
        skeleton={
          <ul className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3">
                <Skeleton className="size-16 rounded-xl sm:size-20" />
                <div className="flex flex-1 flex-col gap-2 py-1">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-8 w-28 rounded-full" />
                </div>
              </li>
            ))}
          </ul>
        }
        errorMessage={PRODUCTS_LOAD_ERROR}
        isEmpty={count === 0}
        empty={
          editable ? (
            <EmptyState icon={Package} title="Aún no agregaste productos." action={addButton}>
              Cargá tu primer producto con su precio y su foto: aparece al instante en tu menú QR.
            </EmptyState>
          ) : (
            <EmptyState icon={Package} title="Todavía no hay productos en el menú." />
          )
        }
      >
        {() => (
          <div role="region" aria-label="Tus productos" className="flex flex-col gap-6">
            {groupByCategory(products.data ?? [], categories.data).map((section) => (
              <section
                key={section.id ?? ''}
                aria-labelledby={`${baseId}-${section.id ?? 'sin'}`}
                className="flex flex-col gap-3"
              >
                <h2
                  id={`${baseId}-${section.id ?? 'sin'}`}
                  className="flex items-baseline gap-2 text-lg font-semibold text-stone-900"
                >
                  {section.name}
                  <span className="text-sm font-normal text-stone-600">
                    {section.products.length}{' '}
                    {section.products.length === 1 ? 'producto' : 'productos'}
                  </span>
                </h2>
                <ul className="flex flex-col gap-3" aria-label={section.name}>
                  {section.products.map((product) => (
                    <ProductRow
                      key={product.id}
                      product={product}
                      onDelete={editable ? setToDelete : undefined}
                      groups={groupsOf(product, optionGroups.data)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListState>
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar este producto?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            <strong>{toDelete.name}</strong> se quita de tu menú. No se puede deshacer.
          </p>
        )}
      </ConfirmDialog>
      <Toaster />
    </div>
  )
}
