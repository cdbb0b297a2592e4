import { useNavigate } from 'react-router'
import { useCategories } from '../../categories'
import { useSaveProduct } from '../api/products'
import { PageHeader } from '../../../components/ui/PageHeader'
import { toast, Toaster } from '../../../components/ui/Toast'
import { paths } from '../../../paths'
import { ProductForm } from '../components/ProductForm'
import { ProductFormSkeleton } from '../components/ProductFormSkeleton'
import { emptyProductForm, productFormData } from '../lib/product-form'
import { saveFailure } from '../../../lib/error-message'
import { SAVE_NEW_ERROR } from '../../../../domain/messages/panel'

/** docs/product.md#screens 'Add product' (/business/productos/agregar). */
export function Component() {
  const navigate = useNavigate()
  const categories = useCategories()
  const save = useSaveProduct()

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageHeader
        title="Agregar producto"
        back={{ to: paths.business.products, label: 'Productos' }}
      />
      {categories.isPending ? (
        <ProductFormSkeleton />
      ) : (
        <ProductForm
          defaultValues={emptyProductForm}
          categories={categories.data ?? []}
          categoriesFailed={categories.isError}
          submitLabel="Guardar producto"
          onSubmit={async ({ input, image }) => {
            try {
              await save.mutateAsync(productFormData(input, image, false))
            } catch (err) {
              throw saveFailure(err, SAVE_NEW_ERROR)
            }
            toast('Producto agregado.')
            navigate(paths.business.products)
          }}
        />
      )}
      <Toaster />
    </div>
  )
}
