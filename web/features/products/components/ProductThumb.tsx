import { UtensilsCrossed } from 'lucide-react'
import { assetUrl } from '../../../api/client'

/** A product's square picture, or a drawn placeholder; greyed out when it is out of stock. */
export function ProductThumb({
  url,
  dimmed,
  className = 'size-16 sm:size-20',
}: {
  url: string | null
  dimmed?: boolean
  className?: string
}) {
  const src = assetUrl(url)
  return (
    <div className={`${className} shrink-0 overflow-hidden rounded-xl bg-brand-50`}>
      {src ? (
        <img
          src={src}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className={`size-full object-cover ${dimmed ? 'opacity-60 grayscale' : ''}`}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-200">
          <UtensilsCrossed aria-hidden className="size-7" />
        </div>
      )}
    </div>
  )
}
