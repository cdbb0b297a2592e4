import { Trash2, UtensilsCrossed } from 'lucide-react'
import { useState } from 'react'
import { NOTE_MAX } from '../../../../domain/constants'
import type { CartLine } from '../../../../domain/cart/rules'
import { formatMoney } from '../../../../domain/money/rules'
import { ItemOptions } from '../../../components/ItemOptions'
import { assetUrl } from '../../../api/client'
import { useCart } from '../lib/useCart'
import { TextArea } from '../../../components/ui/TextArea'
import { QuantityStepper } from './QuantityStepper'
import { Picture } from '../../../components/Picture'

/** One cart line at checkout: quantity (minimum 1), notes, and a separate remove (docs/product.md#states). */
export function CheckoutLine({ line }: { line: CartLine }) {
  const { updateItem, replaceNotes, removeItem } = useCart()
  // Notes are stored trimmed, so typing goes to a draft and is saved when the field is left;
  // saving each keystroke would eat the space between two words.
  const [notes, setNotes] = useState(line.notes ?? '')
  const image = assetUrl(line.imageUrl)

  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex gap-3">
        <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-brand-50">
          {image ? (
            <Picture
              src={image}
              sizes="64px"
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-brand-200">
              <UtensilsCrossed aria-hidden className="size-6" />
            </span>
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{line.name}</p>
          <ItemOptions options={line.options} />
          <p className="text-sm text-stone-600 tabular-nums">{formatMoney(line.price, 0)} c/u</p>
          <p className="mt-0.5 font-semibold text-stone-900 tabular-nums">
            {formatMoney(line.price * line.quantity, 0)}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <QuantityStepper
          value={line.quantity}
          label={line.name}
          onChange={(quantity) => updateItem(line.uid, { quantity })}
        />
        <button
          type="button"
          onClick={() => removeItem(line.uid)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden className="size-4" />
          Quitar<span className="sr-only"> {line.name}</span>
        </button>
      </div>
      <TextArea
        label="Notas"
        value={notes}
        rows={2}
        maxLength={NOTE_MAX}
        placeholder="Ej.: sin cebolla"
        onChange={(event) => setNotes(event.target.value)}
        onBlur={() => replaceNotes(line.uid, notes)}
        className="[&_textarea]:min-h-14"
      />
    </li>
  )
}
