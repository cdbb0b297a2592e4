import type { QueryClient } from '@tanstack/react-query'
import type { Order } from '../../../../domain/orders/schemas'
import { profileQuery } from '../../../api/business'
import { readTicketPreference } from './ticket-preference'

/**
 * Prints an order's kitchen ticket (docs/product.md#tickets). The ticket's code is loaded on the
 * first print (it weighs nothing on the board otherwise); the shop's name comes from the profile
 * the panel already reads, and a ticket prints without it.
 */
export async function printOrder(queryClient: QueryClient, order: Order) {
  const [{ printTicket }, shopName] = await Promise.all([
    import('./print-ticket'),
    queryClient.ensureQueryData(profileQuery).then(
      (profile) => profile.businessName,
      () => '',
    ),
  ])
  printTicket({ order, shopName, width: readTicketPreference().width })
}
