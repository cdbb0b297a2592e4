import { UtensilsCrossed } from 'lucide-react'
import { useState } from 'react'
import { NOTE_MAX } from '../../../../domain/constants'
import { effectivePrice, formatMoney } from '../../../../domain/money'
import type { PublicProduct } from '../../../../domain/public-menu'
import { assetUrl } from '../../../api/client'
import { ProductPrice } from '../../../components/ProductPrice'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { TextArea } from '../../../components/ui/TextArea'
import { useCart } from '../lib/useCart'
import { QuantityStepper } from './QuantityStepper'

/** Choose notes and quantity, then 'Agregar' with the line total (docs/product.md#screens 'Storefront'). */
export function ProductModal({
  product,
  onClose,
}: {
  product: PublicProduct | null
  onClose: () => void
}) {
  return (
    <Modal
      open={product !== null}
      title={product?.name ?? ''}
      onClose={onClose}
      media={product && <ProductImage product={product} />}
      footer={product && <AddButton key={product.id} product={product} onAdded={onClose} />}
    >
      {product && (
        <div className="flex flex-col gap-3">
          {product.description && <p className="text-stone-700">{product.description}</p>}
          <ProductPrice {...product} />
        </div>
      )}
    </Modal>
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
      <img src={image} alt="" className="size-full object-cover" />
    </div>
  )
}

/** Notes and quantity live with the button, so a product reopened starts afresh. */
function AddButton({ product, onAdded }: { product: PublicProduct; onAdded: () => void }) {
  const { addItem } = useCart()
  const [quantity, setQuantity] = useState(1)
  const [notes, setNotes] = useState('')
  const price = effectivePrice(product)

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        addItem({
          productId: product.id,
          name: product.name,
          price,
          quantity,
          notes,
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
      <div className="flex items-center gap-3">
        <QuantityStepper value={quantity} onChange={setQuantity} label={product.name} size="lg" />
        <Button type="submit" className="flex-1 justify-between">
          <span>Agregar</span>
          <span className="tabular-nums">{formatMoney(price * quantity, 0)}</span>
        </Button>
      </div>
    </form>
  )
}
