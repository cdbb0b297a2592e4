import { ApiRequestError } from '../api/client'

/**
 * The docs/product.md#errors sentence of a failed save, plus the server's own reason when it gave one the owner can
 * act on (an image too large, a category that no longer exists).
 */
export function saveFailure(err: unknown, message: string): { message: string; detail?: string } {
  console.error(err)
  if (err instanceof ApiRequestError && err.fromServer && err.status >= 400 && err.status < 500) {
    return { message, detail: err.message }
  }
  return { message }
}

/** docs/product.md#errors settings saves: the server's `error` field when it sent one, else the fallback. */
export function serverMessage(err: unknown, fallback: string): string {
  console.error(err)
  return err instanceof ApiRequestError && err.fromServer && err.status < 500
    ? err.message
    : fallback
}
