import { UtensilsCrossed } from 'lucide-react'
import { useState } from 'react'
import { NOTE_MAX } from '../../../../domain/constants'
import { unitPriceWithOptions, type CartLineOption } from '../../../../domain/cart/rules'
import { effectivePrice, formatMoney } from '../../../../domain/money/rules'
import { resolveChoices } from '../../../../domain/options/rules'
import type { PublicOptionGroup } from '../../../../domain/options/types'
import type { PublicProduct } from '../../../../domain/menu/schemas'
import { assetUrl } from '../../../api/client'
import { ProductPrice } from '../../../components/ProductPrice'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { TextArea } from '../../../components/ui/TextArea'
import { useCart } from '../lib/useCart'
import { OptionGroups } from './OptionGroups'
import { QuantityStepper } from './QuantityStepper'
import { Picture } from '../../../components/Picture'

/** No product open, no options chosen. */
const NO_CHOICE = { productId: null as string | null, ids: [] as string[] }

/**
 * Choose the options (docs/product.md#product-options), notes and quantity, then 'Agregar' with the
 * line total (docs/product.md#screens 'Storefront'). A product reopened starts afresh.
 */
export function ProductModal({
  product,
  onClose,
}: {
  product: PublicProduct | null
  onClose: () => void
}) {
  const [choice, setChoice] = useState(NO_CHOICE)
  const chosen = product && choice.productId === product.id ? choice.ids : NO_CHOICE.ids
  const groups = product?.optionGroups ?? []
  const close = () => {
    setChoice(NO_CHOICE)
    onClose()
  }
  return (
    <Modal
      open={product !== null}
      title={product?.name ?? ''}
      onClose={close}
      media={product && <ProductImage product={product} />}
      footer={
        product && <AddButton key={product.id} product={product} chosen={chosen} onAdded={close} />
      }
    >
      {product && (
        <div className="flex flex-col gap-3">
          {product.description && <p className="text-stone-700">{product.description}</p>}
          <ProductPrice {...product} />
          {groups.length > 0 && (
            <OptionGroups
              groups={groups}
              chosen={chosen}
              onChange={(ids) => setChoice({ productId: product.id, ids })}
            />
          )}
        </div>
      )}
    </Modal>
  )
}

/** The chosen options as the cart line keeps them, in the groups' and options' order. */
function chosenOptions(groups: readonly PublicOptionGroup[], chosen: readonly string[]) {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => chosen.includes(option.id))
      .map<CartLineOption>(({ id, name, priceDelta }) => ({
        id,
        group: group.name,
        name,
        priceDelta,
      })),
  )
}

function ProductImage({ product }: { product: PublicProduct }) {
  const image = assetUrl(product.imageUrl)
  // Without a photo a slim band is enough; a tall placeholder would push 'Agregar' off short phones.
  if (!image) {
    return (
      <div className="flex h-20 items-center justify-center bg-brand-50 text-brand-200">
        <UtensilsCrossed aria-hidden className="size-8" />
      </div>
    )
  }
  return (
    <div className="aspect-[16/9] w-full bg-brand-50">
      <Picture
        src={image}
        sizes="(min-width: 768px) 512px, 100vw"
        alt=""
        className="size-full object-cover"
      />
    </div>
  )
}

/**
 * Notes and quantity live with the button, so a product reopened starts afresh. 'Agregar' waits for
 * the choices the product's groups ask for, and says which one is missing.
 */
function AddButton({
  product,
  chosen,
  onAdded,
}: {
  product: PublicProduct
  chosen: readonly string[]
  onAdded: () => void
}) {
  const { addItem } = useCart()
  const [quantity, setQuantity] = useState(1)
  const [notes, setNotes] = useState('')
  const groups = product.optionGroups ?? []
  const options = chosenOptions(groups, chosen)
  const check = groups.length > 0 ? resolveChoices(product.name, groups, chosen) : null
  const blocked = check !== null && !check.ok ? check.message : null
  // The running price counts what is chosen so far, even before the choice is complete.
  const price = unitPriceWithOptions(effectivePrice(product), options)
  const whyId = `por-que-${product.id}`

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (blocked) return
        addItem({
          productId: product.id,
          name: product.name,
          price,
          quantity,
          notes,
          ...(options.length > 0 ? { options } : {}),
          imageUrl: product.imageUrl,
        })
        onAdded()
      }}
    >
      <TextArea
        label="Notas para el local"
        value={notes}
        maxLength={NOTE_MAX}
        rows={2}
        placeholder="Ej.: sin cebolla, bien cocido"
        onChange={(event) => setNotes(event.target.value)}
        className="[&_textarea]:min-h-16"
      />
      {blocked && (
        <p id={whyId} className="text-sm font-medium text-stone-700">
          {blocked}
        </p>
      )}
      <div className="flex items-center gap-3">
        <QuantityStepper value={quantity} onChange={setQuantity} label={product.name} size="lg" />
        <Button
          type="submit"
          className="flex-1 justify-between"
          disabled={blocked !== null}
          aria-describedby={blocked ? whyId : undefined}
        >
          <span>Agregar</span>
          <span className="tabular-nums">{formatMoney(price * quantity, 0)}</span>
        </Button>
      </div>
    </form>
  )
}
