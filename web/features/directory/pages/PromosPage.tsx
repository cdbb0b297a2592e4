import { BadgePercent } from 'lucide-react'
import { useState } from 'react'
import { usePromos } from '../api/promos'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListState } from '../../../components/ui/ListState'
import { LinkButton } from '../../../components/ui/LinkButton'
import { CardSkeletons } from '../../../components/ui/Skeleton'
import { readSavedLocation } from '../../../lib/location'
import { paths } from '../../../paths'
import { InfoLayout } from '../../../components/layout/InfoLayout'
import { PromoCard } from '../components/PromoCard'
import { PromosLocation } from '../components/PromosLocation'
import { PROMOS_LOAD_ERROR } from '../../../../domain/messages/customer'

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3'

function PromosSkeleton() {
  return (
    <CardSkeletons count={6} lines={['h-4 w-4/5', 'h-4 w-1/2', 'h-3 w-2/3']} className={grid} />
  )
}

/**
 * docs/product.md#screens: discounted products of the shops open now, nearest first with a saved
 * location.
 */
export function Component() {
  const [location, setLocation] = useState(readSavedLocation)
  const promos = usePromos(location)

  return (
    <InfoLayout
      title="Promos"
      description="Productos con descuento de los comercios abiertos ahora."
    >
      <PromosLocation location={location} onChange={setLocation} />
      <ListState
        query={promos}
        loadingLabel="Cargando promos..."
        skeleton={<PromosSkeleton />}
        errorMessage={PROMOS_LOAD_ERROR}
        isEmpty={promos.data?.length === 0}
        empty={
          <EmptyState
            icon={BadgePercent}
            title="Todavía no hay promos publicadas"
            action={<LinkButton to={paths.exploreRestaurants}>Ver restaurantes</LinkButton>}
          >
            <p>
              {location
                ? 'Ningún comercio abierto cerca de tu dirección tiene productos con descuento en este momento.'
                : 'Ningún comercio abierto tiene productos con descuento en este momento.'}{' '}
              Volvé más tarde: las promos aparecen acá apenas los comercios las publican.
            </p>
          </EmptyState>
        }
      >
        {() => (
          <ul aria-label="Promos" className={grid}>
            {promos.data?.map((item) => (
              <PromoCard key={item.productId} item={item} />
            ))}
          </ul>
        )}
      </ListState>
    </InfoLayout>
  )
}
