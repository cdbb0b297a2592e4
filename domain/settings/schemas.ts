import { z } from 'zod'
import { EMAIL_PATTERN, isStrongPassword } from '../auth/checks'
import { cuitSchema } from '../auth/schemas'
import {
  BUSINESS_NAME_LONG_MESSAGE,
  BUSINESS_NAME_SHORT_MESSAGE,
  CUIT_LENGTH_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../messages/customer'
import { PASSWORD_FIELDS_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../messages/panel'

/**
 * Whether the shop takes orders by its plan (docs/product.md#plan-payments), as its owner reads it:
 * open, and until when its trial ('trial') or grace period ('grace') lasts, null when the plan does
 * not end it; or closed, why, since when, and the operator's reason for a suspension.
 */
export const ownerOrderGateSchema = z.discriminatedUnion('open', [
  z.object({
    open: z.literal(true),
    during: z.enum(['trial', 'grace']).nullable(),
    until: z.string().nullable(),
  }),
  z.object({
    open: z.literal(false),
    reason: z.enum(['suspended', 'trial-over', 'grace-over']),
    since: z.string().nullable(),
    suspensionReason: z.string().nullable(),
  }),
])
export type OwnerOrderGate = z.infer<typeof ownerOrderGateSchema>

/** docs/product.md#entities 'Business / profile', as GET /api/business/settings/profile answers it. */
export const profileSchema = z.object({
  email: z.string(),
  businessName: z.string(),
  slug: z.string(),
  plan: z.string(),
  subscriptionPaid: z.boolean(),
  expiresAt: z.string().nullable(),
  orderGate: ownerOrderGateSchema,
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

/**
 * Account forms of the settings screen (docs/product.md#validation 'Profile', 'Business data', 'Password change'),
 * shared by the form and PUT /api/business/settings/{profile,business,password}.
 */

/** Multipart field of each shop picture (docs/product.md#api). */
export const LOGO_FIELD = 'logo'
export const COVER_FIELD = 'cover'

const required = (max: number, tooLong: string) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, tooLong)

/** The current password: bounded so nobody makes the server hash megabytes. */
const currentPasswordSchema = z
  .string({ error: PASSWORD_FIELDS_MESSAGE })
  .max(200, WRONG_PASSWORD_MESSAGE)

export const profileFormSchema = z.object({
  email: required(254, EMAIL_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE),
  businessName: required(80, BUSINESS_NAME_LONG_MESSAGE).min(2, BUSINESS_NAME_SHORT_MESSAGE),
  /** Needed only when the email changes (the server says so: EMAIL_CHANGE_PASSWORD_MESSAGE). */
  currentPassword: currentPasswordSchema.optional(),
})
export type ProfileFormInput = z.input<typeof profileFormSchema>

/** PUT /settings/profile answers the saved profile and a token whose claims carry the new name. */
export const profileUpdateResponseSchema = profileSchema.extend({ token: z.string() })

export const businessDataFormSchema = z.object({
  /** Required first, then checked as registration checks it (11 digits and the check digit). */
  cuit: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(20, CUIT_LENGTH_MESSAGE)
    .pipe(cuitSchema),
  address: required(160, 'La dirección puede tener hasta 160 caracteres.'),
  city: required(80, 'La ciudad puede tener hasta 80 caracteres.'),
  province: required(80, 'La provincia puede tener hasta 80 caracteres.'),
  zipCode: required(12, 'El código postal puede tener hasta 12 caracteres.'),
})
export type BusinessDataFormInput = z.input<typeof businessDataFormSchema>
export type BusinessDataInput = z.output<typeof businessDataFormSchema>

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema.min(1, PASSWORD_FIELDS_MESSAGE),
  newPassword: z
    .string({ error: PASSWORD_FIELDS_MESSAGE })
    .min(1, PASSWORD_FIELDS_MESSAGE)
    .max(200, PASSWORD_RULE_MESSAGE)
    .refine(isStrongPassword, PASSWORD_RULE_MESSAGE),
})
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

export const logoResponseSchema = z.object({ business: z.object({ logoUrl: z.string() }) })
export const coverResponseSchema = z.object({ business: z.object({ coverUrl: z.string() }) })
