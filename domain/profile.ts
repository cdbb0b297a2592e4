import { z } from 'zod'

/** docs/product.md#entities 'Business / profile', as GET /api/business/settings/profile answers it. */
export const profileSchema = z.object({
  email: z.string(),
  businessName: z.string(),
  slug: z.string(),
  plan: z.string(),
  subscriptionPaid: z.boolean(),
  expiresAt: z.string().nullable(),
  business: z.object({
    name: z.string(),
    taxId: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
    logoUrl: z.string().nullable(),
    coverUrl: z.string().nullable(),
  }),
})
export type Profile = z.infer<typeof profileSchema>
