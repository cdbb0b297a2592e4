import { useEffect, useState } from 'react'
import type { PublicBusiness } from '../../../../domain/menu/schemas'
import { assetUrl } from '../../../api/client'
import { deliveryFeeText, deliveryTimeText, minimumText } from '../lib/delivery'
import { XIcon } from '../../../components/icons'
import { ShopLogoRow } from '../../menu'
import { Picture } from '../../../components/Picture'

/** Cover, logo, name, open status and how the shop delivers (docs/product.md#screens 'Storefront'). */
export function StoreHeader({
  business,
  onExit,
}: {
  business: PublicBusiness
  onExit: () => void
}) {
  const cover = assetUrl(business.coverUrl)
  const time = deliveryTimeText(business, useBusyExtra(business))
  const fee = deliveryFeeText(business)

  return (
    <header className="bg-white md:rounded-b-2xl">
      <div className="relative aspect-[8/3] w-full bg-brand-100 md:aspect-[16/4]">
        {cover && (
          <Picture
            src={cover}
            sizes="(min-width: 1152px) 1120px, 100vw"
            alt=""
            className="size-full object-cover"
            fetchPriority="high"
          />
        )}
        <button
          type="button"
          onClick={onExit}
          className="absolute top-3 left-3 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/95 pr-4 pl-3 text-sm font-semibold text-stone-800 shadow-md hover:bg-white"
        >
          <XIcon className="size-5" />
          Salir
        </button>
      </div>
      <ShopLogoRow business={business} />
      <div className="px-4 pt-3 pb-4">
        <h1 className="text-2xl leading-tight font-bold text-stone-900">{business.name}</h1>
        <ul aria-label="Entrega" className="mt-2 flex flex-wrap gap-1.5 text-sm text-stone-700">
          {[
            time,
            fee,
            minimumText(business),
            business.supportsPickup &&
              (business.supportsDelivery ? 'Retiro en el local' : 'Solo retiro en el local'),
          ]
            .filter(Boolean)
            .map((text) => (
              <li key={String(text)} className="rounded-full bg-stone-100 px-2.5 py-0.5">
                {text}
              </li>
            ))}
        </ul>
      </div>
    </header>
  )
}

/**
 * The minutes 'Mucho trabajo' adds to the times shown (docs/product.md#busy) by this device's
 * clock: none once its end comes, when the header draws again by itself (as a pause ends). The
 * rule of busyExtra (domain/orders/timer.ts), written out: imported, that module comes in a chunk
 * shared with the panel's clocks, 0.3 KB on the storefront (docs/product.md#budgets).
 */
function useBusyExtra({
  busyMinutes,
  busyUntil,
}: Pick<PublicBusiness, 'busyMinutes' | 'busyUntil'>) {
  const [now, setNow] = useState(Date.now)
  const extra = busyMinutes && busyUntil && Date.parse(busyUntil) > now ? busyMinutes : 0
  useEffect(() => {
    if (!extra || !busyUntil) return
    const timer = setTimeout(() => setNow(Date.now()), Date.parse(busyUntil) - Date.now())
    return () => clearTimeout(timer)
  }, [extra, busyUntil])
  return extra
}
