import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants'
import {
  EMAIL_MESSAGE,
  LOGIN_FIELDS_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
} from '../messages/customer'

/**
 * The checks of docs/product.md#validation that the sign-in screens (login, forgot and reset
 * password) and the registration's code screen run themselves, apart from zod and the phone library: those screens check their fields
 * with these alone, so their first load stays light (docs/decisions/0006-bundle-driven-splits.md).
 * The schemas beside it (`schemas.ts`) use the same rules for the API; the phone and CUIT rules
 * live in `rules.ts`.
 */

/** What a form's check found: the first field at fault and the message to show. */
export interface FieldProblem<K extends string = string> {
  field: K
  message: string
}

/** docs/product.md#validation: '{email} with no spaces'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX_LENGTH = 254

/** The email schema's rule (`emailSchema`): trimmed, at most 254 characters, the pattern. */
export function emailProblem(email: string): FieldProblem<'email'> | null {
  const trimmed = email.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed)
    ? null
    : { field: 'email', message: EMAIL_MESSAGE }
}

/** The login form: both fields, the email trimmed; the server checks the rest. */
export function loginFieldsProblem(
  email: string,
  password: string,
): FieldProblem<'email' | 'password'> | null {
  if (!email.trim()) return { field: 'email', message: LOGIN_FIELDS_MESSAGE }
  if (!password) return { field: 'password', message: LOGIN_FIELDS_MESSAGE }
  return null
}

/** Each requirement of docs/product.md#validation, so forms can show which ones are still missing. */
export const passwordRequirements = [
  {
    label: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'Una letra minúscula', test: (p: string) => /\p{Ll}/u.test(p) },
  { label: 'Una letra mayúscula', test: (p: string) => /\p{Lu}/u.test(p) },
  { label: 'Un número', test: (p: string) => /\d/.test(p) },
  { label: 'Un carácter especial', test: (p: string) => /[^\p{L}\d\s]/u.test(p) },
] as const

export const isStrongPassword = (password: string) =>
  password.length <= 200 && passwordRequirements.every((r) => r.test(password))

/** A new password and its repetition: the rule first, then that both match. */
export function newPasswordProblem(
  password: string,
  confirm: string,
): FieldProblem<'password' | 'confirm'> | null {
  if (!isStrongPassword(password)) return { field: 'password', message: PASSWORD_RULE_MESSAGE }
  if (password !== confirm) return { field: 'confirm', message: PASSWORD_MISMATCH_MESSAGE }
  return null
}

/** The code sent by WhatsApp: exactly its digits (docs/product.md#validation). */
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)
