import { PackageX } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import {
  PRODUCT_LOAD_ERROR,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_OPTIONS_SAVE_ERROR,
  SAVE_ERROR,
} from '../../../../domain/messages/panel'
import { useCategories } from '../../categories'
import { ApiRequestError, assetUrl } from '../../../api/client'
import { useProduct, useSaveProduct } from '../api/products'
import { EmptyState } from '../../../components/ui/EmptyState'
import { LinkButton } from '../../../components/ui/LinkButton'
import { PageHeader } from '../../../components/ui/PageHeader'
import { toast, Toaster } from '../../../components/ui/Toast'
import { paths } from '../../../paths'
import { ProductForm } from '../components/ProductForm'
import { ProductFormSkeleton } from '../components/ProductFormSkeleton'
import { productFormData, productToForm } from '../lib/product-form'
import { saveFailure } from '../../../lib/error-message'
import { useLinkProductOptionGroups, useOptionGroups } from '../api/option-groups'
import { productGroupDrafts } from '../lib/option-drafts'
import type { PanelProduct } from '../lib/product-form'

/** A 400 or 404 answer means there is no such product of this shop: SPEC's empty result. */
const isMissing = (err: unknown) =>
  err instanceof ApiRequestError && (err.status === 404 || err.status === 400)

/** docs/product.md#screens 'Edit product' (/business/productos/editar/{id}). */
export function Component() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const product = useProduct(id)
  const categories = useCategories()
  const save = useSaveProduct(id)
  const optionGroups = useOptionGroups()
  const link = useLinkProductOptionGroups()
  const failed = product.isError && !isMissing(product.error)

  // docs/product.md#screens: when loading fails the owner goes back to the list.
  useEffect(() => {
    if (!failed) return
    console.error(product.error)
    toast(PRODUCT_LOAD_ERROR, 'error')
    navigate(paths.business.products, { replace: true })
  }, [failed, product.error, navigate])

  const back = { to: paths.business.products, label: 'Productos' }
  let body
  if (product.isPending || categories.isPending || optionGroups.isPending || failed) {
    body = <ProductFormSkeleton />
  } else if (!product.data) {
    body = (
      <EmptyState
        icon={PackageX}
        title={PRODUCT_NOT_FOUND_MESSAGE}
        action={<LinkButton to={paths.business.products}>Ver mis productos</LinkButton>}
      >
        Puede que se haya eliminado. Revisá tu lista de productos.
      </EmptyState>
    )
  } else {
    const current: PanelProduct = product.data
    const initialIds = current.optionGroupIds ?? []
    const shopGroups = optionGroups.data ?? null
    body = (
      <ProductForm
        defaultValues={productToForm(current)}
        currentImageUrl={assetUrl(current.imageUrl)}
        categories={categories.data ?? []}
        categoriesFailed={categories.isError}
        submitLabel="Guardar cambios"
        options={{
          shopGroups,
          initial: shopGroups ? productGroupDrafts(initialIds, shopGroups, current.id) : [],
          productId: current.id,
        }}
        onSubmit={async ({ input, image, removeImage, optionGroupIds }) => {
          try {
            await save.mutateAsync(productFormData(input, image, removeImage))
          } catch (err) {
            throw saveFailure(err, SAVE_ERROR)
          }
          if (optionGroupIds && optionGroupIds.join() !== initialIds.join()) {
            try {
              await link.mutateAsync({ productId: current.id, groupIds: optionGroupIds })
            } catch (err) {
              throw saveFailure(err, PRODUCT_OPTIONS_SAVE_ERROR)
            }
          }
          toast('Cambios guardados correctamente.')
          navigate(paths.business.products)
        }}
      />
    )
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageHeader title="Editar producto" back={back} />
      {body}
      <Toaster />
    </div>
  )
}
