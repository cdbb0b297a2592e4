import { LayoutGrid, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { Category } from '../../../../domain/catalog/schemas'
import { useCategories, useDeleteCategory } from '../api/categories'
import { ApiRequestError, assetUrl } from '../../../api/client'
import { Alert } from '../../../components/ui/Alert'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { PageHeader } from '../../../components/ui/PageHeader'
import { CardSkeletons } from '../../../components/ui/Skeleton'
import { toast, Toaster } from '../../../components/ui/Toast'
import { CategoryForm } from '../components/CategoryForm'
import { CategoryImage } from '../components/CategoryImage'
import { CATEGORIES_LOAD_ERROR } from '../../../../domain/messages/panel'

export const DELETE_CATEGORY_CONFIRM = '¿Estás seguro de que querés eliminar esta categoría?'

/** docs/product.md#screens 'Categories' (/business/categorias): create one, see them all, delete one. */
export function Component() {
  const categories = useCategories()
  const remove = useDeleteCategory()
  const [toDelete, setToDelete] = useState<Category | null>(null)
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null)

  async function confirmDelete() {
    if (!toDelete) return
    setDeleteProblem(null)
    try {
      await remove.mutateAsync(toDelete.id)
      toast('Categoría eliminada.')
    } catch (err) {
      // docs/product.md#errors logs category errors; the 409 of a category that still has products says why.
      console.error(err)
      if (err instanceof ApiRequestError && err.fromServer && err.status === 409) {
        setDeleteProblem(err.message)
      }
    } finally {
      setToDelete(null)
    }
  }

  const grid = (
    <ListState
      query={categories}
      loadingLabel="Cargando categorías..."
      skeleton={
        <CardSkeletons
          count={4}
          lines={['h-5 w-2/3', 'h-4 w-1/3']}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        />
      }
      errorMessage={CATEGORIES_LOAD_ERROR}
      isEmpty={categories.data?.length === 0}
      empty={
        <EmptyState icon={LayoutGrid} title="Todavía no tenés categorías.">
          Creá la primera con el formulario de arriba, por ejemplo «Pizzas» o «Bebidas». Después vas
          a poder cargar productos en ella.
        </EmptyState>
      }
    >
      {() => (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Tus categorías"
        >
          {categories.data?.map((category) => (
            <li
              key={category.id}
              aria-label={category.name}
              className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
            >
              <CategoryImage src={assetUrl(category.imageUrl)} />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="truncate font-semibold text-stone-900" title={category.name}>
                  {category.name}
                </h3>
                <p className="text-sm text-stone-600">
                  {category.productCount === 1
                    ? '1 producto'
                    : `${category.productCount} productos`}
                </p>
                <button
                  type="button"
                  onClick={() => {
                    setDeleteProblem(null)
                    setToDelete(category)
                  }}
                  className="-mx-1 mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="size-4" />
                  Eliminar<span className="sr-only"> {category.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  )

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Categorías"
        description="Ordenan tu menú: cada producto va en una categoría."
      />
      <CategoryForm />
      <section aria-labelledby="categories-title" className="flex flex-col gap-3">
        <h2 id="categories-title" className="text-lg font-semibold text-stone-900">
          Tus categorías
        </h2>
        {deleteProblem && <Alert tone="error">{deleteProblem}</Alert>}
        {grid}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_CATEGORY_CONFIRM}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            Vas a eliminar <strong>{toDelete.name}</strong>.
          </p>
        )}
      </ConfirmDialog>
      <Toaster />
    </div>
  )
}
