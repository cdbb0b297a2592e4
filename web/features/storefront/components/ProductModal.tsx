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

/** What the customer has chosen for the product open: options, notes and quantity. */
interface Draft {
  productId: string | null
  /** The chosen options' ids. */
  ids: string[]
  notes: string
  quantity: number
}

/** No product open, nothing chosen: a product reopened starts afresh. */
const FRESH: Draft = { productId: null, ids: [], notes: '', quantity: 1 }

/**
 * Choose the options (docs/product.md#product-options), notes and quantity, then 'Agregar' with the
 * line total (docs/product.md#screens 'Storefront'). On a phone the first option group shows
 * without scrolling: the picture is a short band when there are groups, the notes follow the
 * groups in the scrolling body, and only the quantity and 'Agregar' stay pinned below.
 */
export function ProductModal({
  product,
  onClose,
}: {
  product: PublicProduct | null
  onClose: () => void
}) {
  const [state, setState] = useState(FRESH)
  const draft = product && state.productId === product.id ? state : FRESH
  const change = (patch: Partial<Draft>) => {
    if (product) setState({ ...draft, ...patch, productId: product.id })
  }
  const groups = product?.optionGroups ?? []
  const close = () => {
    setState(FRESH)
    onClose()
  }
  return (
    <Modal
      open={product !== null}
      title={product?.name ?? ''}
      onClose={close}
      media={product && <ProductImage product={product} short={groups.length > 0} />}
      footer={
        product && (
          <AddButton
            product={product}
            draft={draft}
            onQuantity={(quantity) => change({ quantity })}
            onAdded={close}
          />
        )
      }
    >
      {product && (
        <div className="flex flex-col gap-3">
          {product.description && <p className="text-stone-700">{product.description}</p>}
          <ProductPrice {...product} />
          {groups.length > 0 && (
            <OptionGroups groups={groups} chosen={draft.ids} onChange={(ids) => change({ ids })} />
          )}
          <TextArea
            label="Notas para el local"
            value={draft.notes}
            maxLength={NOTE_MAX}
            rows={2}
            placeholder="Ej.: sin cebolla, bien cocido"
            onChange={(event) => change({ notes: event.target.value })}
            className="[&_textarea]:min-h-16"
          />
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

function ProductImage({ product, short }: { product: PublicProduct; short: boolean }) {
  const image = assetUrl(product.imageUrl)
  // Without a photo a slim band is enough; a tall placeholder would push 'Agregar' off short phones.
  if (!image) {
    return (
      <div className="flex h-20 items-center justify-center bg-brand-50 text-brand-200">
        <UtensilsCrossed aria-hidden className="size-8" />
      </div>
    )
  }
  // With option groups to choose from, a phone shows a band of the photo (cropped, its height
  // capped) so the first group is in sight; 16:9 from md up. Never past 40 % of a short screen.
  return (
    <div
      className={`aspect-[16/9] w-full overflow-hidden bg-brand-50 ${short ? 'max-h-36 md:max-h-[40dvh]' : 'max-h-[40dvh]'}`}
    >
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
 * The quantity and 'Agregar', pinned under the sheet. 'Agregar' waits for the choices the product's
 * groups ask for, and says which one is missing.
 */
function AddButton({
  product,
  draft,
  onQuantity,
  onAdded,
}: {
  product: PublicProduct
  draft: Draft
  onQuantity: (quantity: number) => void
  onAdded: () => void
}) {
  const { addItem } = useCart()
  const { ids: chosen, notes, quantity } = draft
  const groups = product.optionGroups ?? []
  const options = chosenOptions(groups, chosen)
  const check = groups.length > 0 ? resolveChoices(product.name, groups, chosen) : null
  const blocked = check !== null && !check.ok ? check.message : null
  // The running price counts what is chosen so far, even before the choice is complete.
  const price = unitPriceWithOptions(effectivePrice(product), options)
  const whyId = `por-que-${product.id}`

  return (
    <form
      className="flex flex-col gap-2"
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
      {blocked && (
        <p id={whyId} className="text-sm font-medium text-stone-700">
          {blocked}
        </p>
      )}
      <div className="flex items-center gap-3">
        <QuantityStepper value={quantity} onChange={onQuantity} label={product.name} size="lg" />
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
