import { emailSchema, businessNameSchema } from '../../../../domain/auth/schemas'
import { EMAIL_MESSAGE } from '../../../../domain/messages/customer'
import { CHECK_DEBOUNCE_MS } from '../../../../domain/constants'
import { useEmailAvailability, useNameAvailability } from '../api/registration'
import { useDebouncedValue } from '../../../hooks/useDebouncedValue'
import { EMAIL_MESSAGES, NAME_MESSAGES } from '../../../../domain/messages/panel'

export type CheckState = 'empty' | 'checking' | 'invalid' | 'available' | 'unavailable'

export interface Check {
  state: CheckState
  /** What to show under the field, if anything. */
  message: string | null
}

/**
 * docs/product.md#validation: the check runs 500 ms after the person stops typing; while it waits or runs the field
 * says so; a failed check counts as unavailable (docs/product.md#errors).
 */
function useAvailabilityCheck(
  value: string,
  validate: (value: string) => string | null,
  useAvailable: (value: string | null) => { isFetching: boolean; isError: boolean; data?: boolean },
  messages: typeof NAME_MESSAGES,
): Check {
  const current = value.trim()
  const settled = useDebouncedValue(current, CHECK_DEBOUNCE_MS)
  const problem = settled ? validate(settled) : null
  const query = useAvailable(settled && !problem ? settled : null)

  if (!current) return { state: 'empty', message: null }
  if (current !== settled) return { state: 'checking', message: messages.checking }
  if (problem) return { state: 'invalid', message: problem }
  if (query.isFetching) return { state: 'checking', message: messages.checking }
  if (query.isError || query.data !== true)
    return { state: 'unavailable', message: messages.unavailable }
  return { state: 'available', message: messages.available }
}

const nameProblem = (name: string) => {
  const result = businessNameSchema.safeParse(name)
  return result.success ? null : result.error.issues[0].message
}
const emailProblem = (email: string) =>
  emailSchema.safeParse(email).success ? null : EMAIL_MESSAGE

export const useNameCheck = (name: string) =>
  useAvailabilityCheck(name, nameProblem, useNameAvailability, NAME_MESSAGES)

export const useEmailCheck = (email: string) =>
  useAvailabilityCheck(email, emailProblem, useEmailAvailability, EMAIL_MESSAGES)
