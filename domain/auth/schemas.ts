import { z } from 'zod'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isStrongPassword,
  VERIFICATION_CODE_PATTERN,
} from './checks'
import { cuitProblem, normalizeCuit, normalizeArMobile } from './rules'
import {
  BUSINESS_NAME_LONG_MESSAGE,
  BUSINESS_NAME_REQUIRED_MESSAGE,
  BUSINESS_NAME_SHORT_MESSAGE,
  CAPTCHA_MESSAGE,
  CODE_MESSAGE,
  CUIT_LENGTH_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_LINK_MESSAGE,
  LOGIN_FIELDS_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_MESSAGE,
  PLAN_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../messages/customer'

/** Schemas of the `/auth/*` calls (docs/product.md#api), shared by the forms and the API, with docs/product.md#validation messages. */

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)

export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .max(40, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normalizeArMobile(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
      return z.NEVER
    }
    return phone
  })

export const passwordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .max(200, PASSWORD_RULE_MESSAGE)
  .refine(isStrongPassword, PASSWORD_RULE_MESSAGE)

export const cuitSchema = z
  .string({ error: CUIT_LENGTH_MESSAGE })
  .max(20, CUIT_LENGTH_MESSAGE)
  .superRefine((value, ctx) => {
    const problem = cuitProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform(normalizeCuit)

export const businessNameSchema = z
  .string({ error: BUSINESS_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(2, BUSINESS_NAME_SHORT_MESSAGE)
  .max(80, BUSINESS_NAME_LONG_MESSAGE)

export const codeSchema = z
  .string({ error: CODE_MESSAGE })
  .regex(VERIFICATION_CODE_PATTERN, CODE_MESSAGE)

/** The captcha's proof, sent as `recaptchaToken` whatever the provider (docs/product.md#api). */
const recaptchaTokenSchema = z
  .string({ error: CAPTCHA_MESSAGE })
  .min(1, CAPTCHA_MESSAGE)
  .max(10_000)

const credentialsSchema = z.object({
  email: z.string({ error: LOGIN_FIELDS_MESSAGE }).trim().min(1, LOGIN_FIELDS_MESSAGE).max(254),
  password: z.string({ error: LOGIN_FIELDS_MESSAGE }).min(1, LOGIN_FIELDS_MESSAGE).max(200),
})

/**
 * POST /auth/login-manual: the credentials, and the captcha's proof once the server asks for it
 * (CAPTCHA_REQUIRED, after several failed tries at the account).
 */
export const loginSchema = credentialsSchema.extend({
  recaptchaToken: recaptchaTokenSchema.optional(),
})

/** The login form: the credentials plus 'Recordarme', which picks where the session is kept. */
export const loginFormSchema = credentialsSchema.extend({ remember: z.boolean() })
export type LoginFormInput = z.input<typeof loginFormSchema>

export const requestPasswordResetSchema = z.object({ email: emailSchema })
export type PasswordResetRequestInput = z.input<typeof requestPasswordResetSchema>
export const resetTokenSchema = z.object({
  token: z.string({ error: INVALID_LINK_MESSAGE }).min(1, INVALID_LINK_MESSAGE).max(200),
})
export const resetPasswordSchema = resetTokenSchema.extend({ password: passwordSchema })
/** The new-password form: the password and its repetition, which must match. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirm'],
  })
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>

export const checkNameQuerySchema = z.object({ name: businessNameSchema })
export const checkEmailQuerySchema = z.object({ email: emailSchema })

export const sendCodeSchema = z.object({
  phone: phoneSchema,
  recaptchaToken: recaptchaTokenSchema,
})

/**
 * The sign-up wizard's first two steps as typed: the shop's name and the owner's email (each also
 * checked for availability by the server) and the WhatsApp number, normalised to E.164.
 */
export const registrationFormSchema = z.object({
  name: businessNameSchema,
  email: emailSchema,
  phone: phoneSchema,
})
export type RegistrationFormInput = z.input<typeof registrationFormSchema>

export const verifyCodeSchema = z.object({ phone: phoneSchema, code: codeSchema })

const requiredText = (max: number) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null)

/** docs/product.md#entities 'Business registration payload'. */
export const registerBusinessSchema = z.object({
  name: businessNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  legalName: requiredText(120),
  taxId: cuitSchema,
  address: requiredText(160),
  city: requiredText(80),
  province: optionalText(80),
  zipCode: optionalText(12),
  floor: optionalText(10),
  apartment: optionalText(10),
  lat: z.number({ error: REQUIRED_FIELDS_MESSAGE }).min(-90).max(90),
  lng: z.number({ error: REQUIRED_FIELDS_MESSAGE }).min(-180).max(180),
  plan: z.literal('starter', { error: PLAN_MESSAGE }),
  password: passwordSchema,
})
export type RegisterBusinessPayload = z.input<typeof registerBusinessSchema>
