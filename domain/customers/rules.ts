/*
 * Clientes (docs/product.md#customers) and how long a shop keeps its customers' data
 * (docs/product.md#personal-data). Pure rules, no zod: the panel's screen uses them as they are.
 *
 * A customer is a phone at one shop. Their figures come from that shop's orders with that phone
 * not yet anonymised: the name of the latest one, how many were not rejected, what they spent
 * (the totals of the accepted ones, as Inicio's sales count a shop's revenue: a pending order may
 * still be rejected, a rejected one was never paid) and the product they ordered most, by units,
 * in the orders not rejected.
 */

/** What an anonymised order names as its customer. */
export const ANONYMOUS_CUSTOMER_NAME = 'Cliente anónimo'
/** What a delivery order anonymised keeps of its address. */
export const ANONYMIZED_ADDRESS = 'Dirección eliminada'

/** Longest search of the list: a name or part of a phone. */
export const CUSTOMER_SEARCH_MAX = 100
/** Customers per page of the list ('Ver más' asks for the next one). */
export const CUSTOMERS_PAGE = 50

/** docs/product.md#personal-data: months a shop keeps its customers' data, 2 years unless it says. */
export const RETENTION_MONTHS_MIN = 6
export const RETENTION_MONTHS_MAX = 120
export const RETENTION_MONTHS_DEFAULT = 24

/** The periods the panel offers, shortest first. */
export const RETENTION_CHOICES: readonly { months: number; label: string }[] = [
  { months: 6, label: '6 meses' },
  { months: 12, label: '1 año' },
  { months: 24, label: '2 años' },
  { months: 36, label: '3 años' },
  { months: 60, label: '5 años' },
  { months: 120, label: '10 años' },
]

/** '2 años', '6 meses', '18 meses': a period as the panel and the privacy page say it. */
export function retentionLabel(months: number): string {
  const offered = RETENTION_CHOICES.find((c) => c.months === months)
  if (offered) return offered.label
  if (months % 12 === 0) return months === 12 ? '1 año' : `${months / 12} años`
  return `${months} meses`
}

/**
 * A phone as Actividad may name it, never whole: '+5493515551234' → '+54 9 351 ••• ••34'. A phone
 * of another shape keeps only its last two digits.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const last = digits.slice(-2)
  const mobile = /^549(\d{10})$/.exec(digits)
  if (mobile) return `+54 9 ${mobile[1].slice(0, 3)} ••• ••${last}`
  return `••• ••${last}`
}

/** '+5493515551234' → '+54 9 351 555-1234': a stored Argentine mobile as people write it. */
export function formatCustomerPhone(phone: string): string {
  const mobile = /^\+549(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return mobile ? `+54 9 ${mobile[1]} ${mobile[2]}-${mobile[3]}` : phone
}
