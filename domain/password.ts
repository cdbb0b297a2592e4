import { PASSWORD_MIN_LENGTH } from './constants'

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
