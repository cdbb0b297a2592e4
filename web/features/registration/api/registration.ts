import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RegisterBusinessPayload } from '../../../../domain/auth/schemas'
import { apiFetch, UnsuccessfulAnswerError } from '../../../api/client'

/** docs/product.md#api registration calls: availability checks, phone verification and sign-up. */

async function expectSuccess(
  answer: Promise<{ success?: boolean; error?: unknown } | null>,
): Promise<void> {
  const body = await answer
  if (body?.success === true) return
  const error = body?.error
  throw new UnsuccessfulAnswerError(typeof error === 'string' && error.trim() ? error : null)
}

export const checkBusinessName = (name: string, signal?: AbortSignal) =>
  apiFetch<{ available: boolean }>(`/auth/business/check-name?${new URLSearchParams({ name })}`, {
    signal,
  }).then((r) => r.available === true)

export const checkEmailAvailability = (email: string, signal?: AbortSignal) =>
  apiFetch<{ emailAvailable: boolean }>(
    `/auth/check-availability?${new URLSearchParams({ email })}`,
    { signal },
  ).then((r) => r.emailAvailable === true)

// docs/product.md#errors: a failed check counts as unavailable, so it is not retried behind the person's back.
const availability = { retry: false, staleTime: 15_000 } as const

export const nameAvailabilityQuery = (name: string) =>
  queryOptions({
    queryKey: ['registration', 'name-available', name.toLowerCase()],
    queryFn: ({ signal }) => checkBusinessName(name, signal),
    ...availability,
  })

export const emailAvailabilityQuery = (email: string) =>
  queryOptions({
    queryKey: ['registration', 'email-available', email.toLowerCase()],
    queryFn: ({ signal }) => checkEmailAvailability(email, signal),
    ...availability,
  })

/** Null: nothing to check yet. */
export function useNameAvailability(name: string | null) {
  return useQuery({ ...nameAvailabilityQuery(name ?? ''), enabled: name !== null })
}

export function useEmailAvailability(email: string | null) {
  return useQuery({ ...emailAvailabilityQuery(email ?? ''), enabled: email !== null })
}

export const sendBusinessCode = (body: { phone: string; recaptchaToken: string }) =>
  expectSuccess(apiFetch('/auth/send-code-business', { method: 'POST', body }))

export const verifyBusinessCode = (body: { phone: string; code: string }) =>
  expectSuccess(apiFetch('/auth/verify-business-code', { method: 'POST', body }))

export const registerBusiness = (payload: RegisterBusinessPayload) =>
  expectSuccess(apiFetch('/auth/register-business', { method: 'POST', body: payload }))
