import { z } from 'zod'
import { VERIFICATION_CODE_LENGTH } from './constants'
import { CUIT_LENGTH_MESSAGE, cuitProblem, normalizeCuit } from './cuit'
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password'
import { normalizeArMobile, PHONE_MESSAGE } from './phone'

/** Schemas of the `/auth/*` calls (docs/product.md#api), shared by the forms and the API, with docs/product.md#validation messages. */

export const EMAIL_MESSAGE = 'Formato de correo inválido'
export const CAPTCHA_MESSAGE = 'Por favor completá el reCAPTCHA.'
export const CODE_MESSAGE = 'El código debe tener 6 dígitos.'
export const REQUIRED_FIELDS_MESSAGE = 'Completá todos los campos obligatorios.'

/** docs/product.md#validation: '{email} with no spaces'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
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
  .string({ error: 'Ingresá el nombre del comercio.' })
  .trim()
  .min(2, 'El nombre del comercio debe tener al menos 2 caracteres.')
  .max(80, 'El nombre del comercio puede tener hasta 80 caracteres.')

export const codeSchema = z
  .string({ error: CODE_MESSAGE })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), CODE_MESSAGE)

export const loginSchema = z.object({
  email: z
    .string({ error: 'Ingresá tu correo y tu contraseña.' })
    .trim()
    .min(1, 'Ingresá tu correo y tu contraseña.')
    .max(254),
  password: z
    .string({ error: 'Ingresá tu correo y tu contraseña.' })
    .min(1, 'Ingresá tu correo y tu contraseña.')
    .max(200),
})

export const requestPasswordResetSchema = z.object({ email: emailSchema })
export const resetTokenSchema = z.object({
  token: z.string({ error: 'Enlace inválido' }).min(1, 'Enlace inválido').max(200),
})
export const resetPasswordSchema = resetTokenSchema.extend({ password: passwordSchema })

export const checkNameQuerySchema = z.object({ name: businessNameSchema })
export const checkEmailQuerySchema = z.object({ email: emailSchema })

export const sendCodeSchema = z.object({
  phone: phoneSchema,
  recaptchaToken: z.string({ error: CAPTCHA_MESSAGE }).min(1, CAPTCHA_MESSAGE).max(10_000),
})

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
  plan: z.literal('starter', { error: 'Elegí un plan.' }),
  password: passwordSchema,
})
export type RegisterBusinessPayload = z.input<typeof registerBusinessSchema>
