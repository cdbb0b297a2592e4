import { ApiRequestError } from './client'

/**
 * Retry policy of the panel's lists: a 4xx will answer the same again, so only a network failure or
 * a 5xx is tried once more before the screen shows its error.
 */
export function retryOnceUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}
