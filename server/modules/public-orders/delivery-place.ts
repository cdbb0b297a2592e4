import type { CheckoutAddress } from '../../../domain/checkout/schemas'
import type { LatLng } from '../../../domain/geo/rules'
import type { Geocoder } from '../../adapters/geocoding/types'
import { plainText } from '../../../domain/text/rules'

/** Where a delivery goes, as far as the server could tell. */
export interface DeliveryPlace {
  point: LatLng | null
  /** The town; null when neither the customer nor the geocoder named one. */
  city: string | null
}

/**
 * The point and town of a delivery address. A point marked on the map is taken as is; a typed
 * address is looked up near the shop, in the shop's town unless the customer named another, and
 * only a result with the very number typed counts: a street's middle could be kilometres off.
 * A geocoder that fails or finds nothing leaves the point null, and the caller refuses the order.
 */
export async function locateDelivery(
  geocoder: Geocoder,
  address: CheckoutAddress,
  shop: { city: string | null; lat: number | null; lng: number | null },
  needCity: boolean,
): Promise<DeliveryPlace> {
  const near = shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : undefined
  if (address.location) {
    if (address.city || !needCity) return { point: address.location, city: address.city }
    const place = await geocoder
      .reverse(address.location.lat, address.location.lng)
      .catch(() => null)
    return { point: address.location, city: place?.city ?? null }
  }
  const town = address.city ?? shop.city
  const query = [`${address.street} ${address.number}`, town].filter(Boolean).join(', ')
  const places = await geocoder.autocomplete(query, near).catch(() => [])
  const typedNumber = plainText(address.number)
  const match = places.find((p) => p.number !== null && plainText(p.number) === typedNumber)
  if (!match) return { point: null, city: address.city }
  return { point: { lat: match.lat, lng: match.lng }, city: match.city ?? town }
}
