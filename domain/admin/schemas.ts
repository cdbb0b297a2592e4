import { z } from 'zod'
import { newPasswordFormSchema, passwordSchema } from '../auth/schemas'
import { LOGIN_FIELDS_MESSAGE } from '../messages/customer'
import { OPERATOR_CODE_MESSAGE, OPERATOR_LINK_INVALID_MESSAGE } from '../messages/admin'

/** Schemas of the operators' calls (docs/product.md#operators), shared by the console and the API. */

/** POST /admin/activate: the one-time link's token and the operator's new password. */
export const activateSchema = z.object({
  token: z
    .string({ error: OPERATOR_LINK_INVALID_MESSAGE })
    .min(1, OPERATOR_LINK_INVALID_MESSAGE)
    .max(200),
  password: passwordSchema,
})

/** The activation form: a password and its repetition, by the owners' own rules. */
export const activateFormSchema = newPasswordFormSchema
export type ActivateFormInput = z.input<typeof activateFormSchema>

/** POST /admin/login: the first step, the password. */
export const adminLoginSchema = z.object({
  email: z.string({ error: LOGIN_FIELDS_MESSAGE }).trim().min(1, LOGIN_FIELDS_MESSAGE).max(254),
  password: z.string({ error: LOGIN_FIELDS_MESSAGE }).min(1, LOGIN_FIELDS_MESSAGE).max(200),
})
export type AdminLoginInput = z.input<typeof adminLoginSchema>

/** The authenticator app to link at the first sign-in: the otpauth:// address and its secret. */
export const totpSetupSchema = z.object({ uri: z.string(), secret: z.string() })
export type TotpSetup = z.infer<typeof totpSetupSchema>

export const adminLoginAnswerSchema = z.object({
  /** Opens only the code step, for a few minutes. */
  token: z.string(),
  /** Present while the operator has not linked an authenticator app yet. */
  totpSetup: totpSetupSchema.nullable(),
})
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>

/** A TOTP code: 6 digits (spaces the app shows between them are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/
/** A recovery code as shown: two groups of five letters or digits, 'abcde-12345'. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/

/** POST /admin/login/code: the TOTP code, or one of the recovery codes. */
export const adminCodeSchema = z.object({
  code: z
    .string({ error: OPERATOR_CODE_MESSAGE })
    .max(40, OPERATOR_CODE_MESSAGE)
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .refine(
      (value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
      OPERATOR_CODE_MESSAGE,
    ),
})
export type AdminCodeInput = z.input<typeof adminCodeSchema>

export const adminCodeAnswerSchema = z.object({
  /** The console's session. */
  token: z.string(),
  /** Shown once, right after the authenticator app is linked; null on every later sign-in. */
  recoveryCodes: z.array(z.string()).nullable(),
})
export type AdminCodeAnswer = z.infer<typeof adminCodeAnswerSchema>

/** GET /admin/me */
export const operatorMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  recoveryCodesLeft: z.number().int(),
})
export type OperatorMe = z.infer<typeof operatorMeSchema>

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** GET /admin/activity: the audit log, newest first, filtered; `cursor` from the last page. */
export const activityQuerySchema = z.object({
  action: optionalFilter(z.string().trim().max(60)),
  operator: optionalFilter(z.uuid()),
  shop: optionalFilter(z.uuid()),
  /** Days (YYYY-MM-DD) in Argentina's time, both included. */
  from: optionalFilter(z.iso.date()),
  to: optionalFilter(z.iso.date()),
  cursor: optionalFilter(z.string().max(200)),
})
export type ActivityQuery = z.input<typeof activityQuerySchema>

export const activityEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  operator: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  shop: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass it back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** The filters' choices: every operator, and every action and shop the log holds. */
  operators: z.array(z.object({ id: z.uuid(), email: z.string() })),
  actions: z.array(z.string()),
  shops: z.array(z.object({ id: z.uuid(), name: z.string() })),
})
export type ActivityPage = z.infer<typeof activityPageSchema>
