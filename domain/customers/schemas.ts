import { z } from 'zod'
import { CUSTOMER_PHONE_MESSAGE, RETENTION_MONTHS_MESSAGE } from '../messages/customers'
import { NEXT_PAGE_MESSAGE } from '../messages/customer'
import { orderSearchLongMessage } from '../messages/panel'
import {
  CUSTOMER_SEARCH_MAX,
  CUSTOMERS_PAGE,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from './rules'

/** The calls of Clientes (docs/product.md#customers, docs/product.md#personal-data). */

const searchMessage = orderSearchLongMessage(CUSTOMER_SEARCH_MAX)

/** `GET /api/business/customers` (and its CSV, which takes the search only). */
export const customersQuerySchema = z.object({
  q: z
    .string({ error: searchMessage })
    .max(CUSTOMER_SEARCH_MAX, searchMessage)
    .transform((q) => q.trim())
    .optional(),
  before: z
    .string({ error: NEXT_PAGE_MESSAGE })
    .max(300, NEXT_PAGE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, NEXT_PAGE_MESSAGE)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CUSTOMERS_PAGE),
})
export type CustomersQuery = z.input<typeof customersQuerySchema>

export const customerSchema = z.object({
  /** The phone as the orders keep it ('+5493515551234'): what anonymising names. */
  phone: z.string(),
  /** The name of their latest order at the shop. */
  name: z.string(),
  /** Their orders at the shop, not rejected. */
  orders: z.number().int(),
  /** The totals of their accepted orders, centavos. */
  spent: z.number().int(),
  /** When they last ordered (ISO). */
  lastOrderAt: z.string(),
  /** The product they ordered most, by units; null when none of their orders was taken. */
  topProduct: z.string().nullable(),
})
export type Customer = z.infer<typeof customerSchema>

export const customersPageSchema = z.object({
  customers: z.array(customerSchema),
  /** The cursor of the next page; null on the last one. */
  nextBefore: z.string().nullable(),
})
export type CustomersPage = z.infer<typeof customersPageSchema>

/** `POST /api/business/customers/anonymize`: the phone, as the list gives it. */
export const anonymizeCustomerSchema = z.object({
  phone: z
    .string({ error: CUSTOMER_PHONE_MESSAGE })
    .trim()
    .min(1, CUSTOMER_PHONE_MESSAGE)
    .max(40, CUSTOMER_PHONE_MESSAGE),
})

export const anonymizedCustomerSchema = z.object({
  /** How many of the shop's orders lost the customer's data (0: none carried that phone). */
  orders: z.number().int(),
})

/** `GET`/`PUT /api/business/settings/privacy`. */
export const privacySettingsSchema = z.object({
  customerRetentionMonths: z
    .number({ error: RETENTION_MONTHS_MESSAGE })
    .int(RETENTION_MONTHS_MESSAGE)
    .min(RETENTION_MONTHS_MIN, RETENTION_MONTHS_MESSAGE)
    .max(RETENTION_MONTHS_MAX, RETENTION_MONTHS_MESSAGE),
})
export type PrivacySettings = z.infer<typeof privacySettingsSchema>
