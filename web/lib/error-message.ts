/*
 * The one place where the web app turns a failed call into words (docs/product.md#errors): the
 * server's own message when it sent one (every such text comes from domain/messages/), else the
 * screen's fallback from the same catalogue.
 */
import { ApiRequestError, UnsuccessfulAnswerError } from '../api/client'

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

export interface FailureMessages {
  /** The server answered a failure without its own message. */
  failed: string
  /** No answer at all (network) or something threw. */
  unexpected: string
}

/** The server's error when it sent one, else the screen's two fallbacks. */
export function failureMessage(err: unknown, messages: FailureMessages): string {
  if (err instanceof ApiRequestError) {
    if (err.fromServer) return err.message
    return err.code === 'NETWORK' ? messages.unexpected : messages.failed
  }
  if (err instanceof UnsuccessfulAnswerError) return err.serverMessage ?? messages.failed
  return messages.unexpected
}
