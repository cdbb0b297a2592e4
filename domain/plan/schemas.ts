import { z } from 'zod'
import type { PlanStanding } from './rules'

const standings = [
  'none',
  'pending',
  'active',
  'expired',
  'suspended',
] as const satisfies readonly PlanStanding[]

/** docs/product.md#plan-payments: a payment of the shop's plan, as its receipt shows it. */
export const planPaymentSchema = z.object({
  id: z.string(),
  /** The receipt's number. */
  number: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected', 'refunded']),
  source: z.enum(['mercadopago', 'transfer', 'cash']),
  months: z.number().int(),
  /** Centavos. */
  amount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
})
export type PlanPayment = z.infer<typeof planPaymentSchema>

/** `GET /api/business/plan`: the plan on offer, the shop's standing in it and its payments. */
export const planOverviewSchema = z.object({
  plan: z.object({
    id: z.string(),
    name: z.string(),
    /** Centavos. */
    monthlyPrice: z.number().int(),
    features: z.array(z.string()),
  }),
  shop: z.object({ name: z.string(), cuit: z.string().nullable() }),
  standing: z.enum(standings),
  state: z.enum(['unpaid', 'active', 'expired']),
  subscriptionPaid: z.boolean(),
  expiresAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Whether the plan lets the shop take new orders (docs/product.md#plan), and until or since when. */
  gate: z.object({
    open: z.boolean(),
    reason: z.enum(['suspended', 'trial-over', 'grace-over']).nullable(),
    until: z.string().nullable(),
    since: z.string().nullable(),
  }),
  /** Newest first. */
  payments: z.array(planPaymentSchema),
  /** A re-signed session token, when the caller's claims no longer say what the plan is. */
  token: z.string().optional(),
})
export type PlanOverview = z.infer<typeof planOverviewSchema>

/** `POST /api/business/plan/checkout`: where to pay, and the payment it is for. */
export const planCheckoutSchema = z.object({ url: z.string(), paymentId: z.string() })
export type PlanCheckout = z.infer<typeof planCheckoutSchema>
