import { DEFAULT_DELIVERY_RADIUS_KM, MIN_DELIVERY_RADIUS_KM } from '../constants'

/** The delivery settings' limits and conversions, without zod (the schemas are in schemas.ts). */

/** 100 km: beyond that a typo (meters typed as km) is far likelier than a real radius. */
export const MAX_DELIVERY_RADIUS_METERS = 100_000
export const MIN_DELIVERY_RADIUS_METERS = MIN_DELIVERY_RADIUS_KM * 1000

/** Labels of the optional amounts, for docs/product.md#validation's '{label}: ingresá un número válido (>= 0).' */
export const DELIVERY_AMOUNT_LABELS = {
  deliveryFeeBase: 'Costo de envío base',
  deliveryFeePerKm: 'Costo por km',
  minOrderAmount: 'Pedido mínimo',
} as const
export type AmountField = keyof typeof DELIVERY_AMOUNT_LABELS

/** The radius a form shows for a stored one: whole km, at least 1, 5 when there is none. */
export function kmFromMeters(meters: number | null | undefined): number {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) {
    return DEFAULT_DELIVERY_RADIUS_KM
  }
  return Math.max(MIN_DELIVERY_RADIUS_KM, Math.round(meters / 1000))
}

/** The meters sent for a radius typed in km (2.5 km is 2500 m). */
export const metersFromKm = (km: number): number => Math.round(km * 1000)

/** A whole number from JSON or a form ('30'); null when empty, NaN when it is not one. */
export function parseWholeNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  const text = value.trim()
  if (text === '') return null
  return /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN
}
