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
import { PRODUCT_OPTIONS_SAVE_ERROR, SAVE_NEW_ERROR } from '../../../../domain/messages/panel'
import { useLinkProductOptionGroups, useOptionGroups } from '../api/option-groups'

/** docs/product.md#screens 'Add product' (/business/productos/agregar). */
export function Component() {
  const navigate = useNavigate()
  const categories = useCategories()
  const save = useSaveProduct()
  const optionGroups = useOptionGroups()
  const link = useLinkProductOptionGroups()

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageHeader
        title="Agregar producto"
        back={{ to: paths.business.products, label: 'Productos' }}
      />
      {categories.isPending || optionGroups.isPending ? (
        <ProductFormSkeleton />
      ) : (
        <ProductForm
          defaultValues={emptyProductForm}
          categories={categories.data ?? []}
          categoriesFailed={categories.isError}
          submitLabel="Guardar producto"
          options={{ shopGroups: optionGroups.data ?? null, initial: [] }}
          onSubmit={async ({ input, image, optionGroupIds }) => {
            let product
            try {
              product = await save.mutateAsync(productFormData(input, image, false))
            } catch (err) {
              throw saveFailure(err, SAVE_NEW_ERROR)
            }
            if (optionGroupIds?.length) {
              try {
                await link.mutateAsync({ productId: product.id, groupIds: optionGroupIds })
              } catch (err) {
                // The product exists now: its page, not this one, is where to try again.
                console.error(err)
                toast(PRODUCT_OPTIONS_SAVE_ERROR, 'error')
                navigate(paths.business.editProduct(product.id))
                return
              }
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
