import { TRANSFER_ALIAS_MESSAGE, TRANSFER_CBU_MESSAGE } from '../messages/panel'

/**
 * The account a shop takes transfers to (docs/product.md#payments): an alias of 6 to 20 letters,
 * digits, '.' or '-', or a CBU/CVU of 22 digits whose two check digits hold.
 */

export const ALIAS_MIN = 6
export const ALIAS_MAX = 20
export const CBU_DIGITS = 22
export const HOLDER_MAX = 80

const ALIAS_PATTERN = /^[A-Za-z0-9.-]+$/

/** The check digit of a block: the weights 7, 1, 3, 9 repeated, then 10 minus the sum mod 10. */
function blockCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  return (10 - (sum % 10)) % 10
}

/**
 * A CBU or CVU is two blocks: 7 digits (bank and branch) and their check digit, then 13 digits
 * (the account) and theirs. A CVU follows the same rule (its first block starts with 000).
 */
export function isValidCbu(value: string): boolean {
  if (!/^\d{22}$/.test(value)) return false
  const first = blockCheckDigit(value.slice(0, 7), [7, 1, 3, 9, 7, 1, 3])
  const second = blockCheckDigit(value.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
  return first === Number(value[7]) && second === Number(value[21])
}

/**
 * The account as the owner typed it, tidied: a CBU/CVU keeps only its digits (the spaces or dashes
 * typed between groups go), an alias is kept in lower case, as banks show it. Anything else is
 * refused with the message to show.
 */
export function transferAccountOf(
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const trimmed = input.trim()
  const digits = trimmed.replace(/[\s-]/g, '')
  // Ten digits or more is someone typing a CBU, not an alias (which must have a letter to be read).
  if (/^\d{10,}$/.test(digits)) {
    return isValidCbu(digits)
      ? { ok: true, value: digits }
      : { ok: false, message: TRANSFER_CBU_MESSAGE }
  }
  if (trimmed.length < ALIAS_MIN || trimmed.length > ALIAS_MAX || !ALIAS_PATTERN.test(trimmed)) {
    return { ok: false, message: TRANSFER_ALIAS_MESSAGE }
  }
  return { ok: true, value: trimmed.toLowerCase() }
}

/** Whether a stored account is a CBU/CVU (digits) rather than an alias. */
export const isCbu = (account: string) => /^\d+$/.test(account)
