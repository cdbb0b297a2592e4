/*
 * Pure rules of the panel's forms and ids, without zod (the schemas are in schemas.ts): kept apart
 * from text/ and money/ so the public pages that read those load none of these.
 */

/** A UUID in its usual text form, any case. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID_PATTERN.test(value)

/**
 * Integer centavos from a form value: multipart sends '125000', a form may hold 125000. Empty is
 * null; anything else that is not a whole non-negative number is NaN, which the schemas refuse.
 */
export function parseCentavos(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  const text = value.trim()
  if (text === '') return null
  return /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN
}
