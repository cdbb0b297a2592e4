import { BadgePercent } from 'lucide-react'
import { EmptyState } from '../../components/ui/EmptyState'
import { LinkButton } from '../../components/ui/LinkButton'
import { paths } from '../../paths'
import { InfoLayout } from './InfoLayout'

/** /promos: no promotions are published yet; discounted prices already show in each menu. */
export function Component() {
  return (
    <InfoLayout title="Promos">
      <EmptyState
        icon={BadgePercent}
        title="Todavía no hay promos publicadas"
        action={<LinkButton to={paths.exploreRestaurants}>Ver restaurantes</LinkButton>}
      >
        <p>
          Cuando los comercios de tu zona publiquen promociones, las vas a ver acá. Mientras tanto,
          los productos con descuento aparecen con el precio anterior tachado en el menú de cada
          comercio.
        </p>
      </EmptyState>
    </InfoLayout>
  )
}
