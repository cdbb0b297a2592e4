import type { OpenStatus } from '../../../../domain/hours/rules'
import type { ShopAvailability } from '../../../../domain/plan/availability'
import { assetUrl } from '../../../api/client'
import { OpenStatusBadge } from '../../../components/OpenStatusBadge'
import { Picture } from '../../../components/Picture'

/** The shop's logo over the edge of its cover, and whether it is open now: the QR menu's and the storefront's. */
export function ShopLogoRow({
  business,
}: {
  business: {
    name: string
    logoUrl: string | null
    openStatus: Pick<OpenStatus, 'kind' | 'label'>
    pausedUntil: string | null
    availability: ShopAvailability
  }
}) {
  const logo = assetUrl(business.logoUrl)
  return (
    <div className="flex items-end gap-4 px-4">
      <div className="-mt-10 size-24 shrink-0 overflow-hidden rounded-2xl border-4 border-white bg-brand-50 shadow-md">
        {logo && (
          <Picture
            src={logo}
            sizes="88px"
            alt={`Logo de ${business.name}`}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 pt-3 pb-1">
        <OpenStatusBadge
          status={business.openStatus}
          pausedUntil={business.pausedUntil}
          availability={business.availability}
        />
      </div>
    </div>
  )
}
