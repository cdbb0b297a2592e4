import { Minus, Plus, Trash2 } from 'lucide-react'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../../domain/constants'

interface Props {
  value: number
  onChange: (quantity: number) => void
  /** Product name, so each stepper's group is told apart by screen readers. */
  label: string
  /** The edit-cart modal lets '−' go from 1 to 0, which removes the line (docs/product.md#states). */
  removable?: boolean
  size?: 'md' | 'lg'
}

const button =
  'inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent'

export function QuantityStepper({ value, onChange, label, removable = false, size = 'md' }: Props) {
  const removes = removable && value <= MIN_QUANTITY
  return (
    <div
      role="group"
      aria-label={`Cantidad de ${label}`}
      className="inline-flex items-center rounded-full border border-stone-300 bg-white"
    >
      <button
        type="button"
        className={button}
        disabled={!removable && value <= MIN_QUANTITY}
        onClick={() => onChange(value - 1)}
      >
        {removes ? (
          <Trash2 aria-hidden className="size-4" />
        ) : (
          <Minus aria-hidden className="size-4" />
        )}
        <span className="sr-only">{removes ? 'Quitar del pedido' : 'Restar uno'}</span>
      </button>
      <output
        aria-live="polite"
        className={`min-w-8 text-center font-semibold tabular-nums ${size === 'lg' ? 'text-lg' : ''}`}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className="size-4" />
        <span className="sr-only">Sumar uno</span>
      </button>
    </div>
  )
}
