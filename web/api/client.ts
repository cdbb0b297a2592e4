import { isApiErrorBody } from '../../domain/errors/body'
import type { ErrorCode } from '../../domain/errors/catalogue'
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../../domain/messages/common'

/** Base of every API call; the API may live on another host (VITE_API_URL). */
export const API_BASE = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api'

const apiOrigin = /^https?:\/\//.test(API_BASE) ? new URL(API_BASE).origin : ''

/** docs/product.md#api: relative image paths returned by the server are prefixed with the API host. */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null
  return url.startsWith('/') ? apiOrigin + url : url
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** True when the message is the server's own `error` field (docs/product.md#errors shows it when present). */
    readonly fromServer = false,
    /** The whole error answer, for the few that carry more than `{ error, code }`. */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

let authHandlers: { getToken: () => string | null; onUnauthorized: () => void } = {
  getToken: () => null,
  onUnauthorized: () => {},
}

/** Set by the session: where the bearer token comes from and what a 401 does. */
export function setAuthHandlers(handlers: typeof authHandlers) {
  authHandlers = handlers
}

/** The session's handlers, for a call apiFetch cannot make (the streamed order events). */
export const currentAuthHandlers = () => authHandlers

let rotation: Promise<unknown> = Promise.resolve()

/**
 * Runs a call that ends every older session and stores this browser's fresh token (a new email or
 * password): `work` must store it before it settles. A 401 meanwhile, to the token it replaces, is
 * a call that went out just before, not this browser's end.
 */
export function rotateSession<T>(work: Promise<T>): Promise<T> {
  rotation = Promise.allSettled([rotation, work])
  return work
}

/** The API refused `token`: the session ends if, once a rotation under way is over, it is still this browser's. */
export function tokenRefused(token: string) {
  void rotation.then(() => {
    if (authHandlers.getToken() === token) authHandlers.onUnauthorized()
  })
}

interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Send the session's bearer token. */
  auth?: boolean
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown
}

export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { auth, body: payload, ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('Accept', 'application/json')
  const token = auth ? authHandlers.getToken() : null
  if (token) headers.set('Authorization', `Bearer ${token}`)
  let body: BodyInit | undefined
  if (payload instanceof FormData) body = payload
  else if (payload !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(payload)
  }
  let response: Response
  try {
    response = await fetch(API_BASE + path, { ...rest, headers, body })
  } catch {
    throw new ApiRequestError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  const responseBody: unknown =
    response.status === 204 ? null : await response.json().catch(() => null)
  if (response.status === 401 && token) tokenRefused(token)
  if (!response.ok) {
    if (isApiErrorBody(responseBody)) {
      throw new ApiRequestError(
        response.status,
        responseBody.code,
        responseBody.error,
        true,
        responseBody,
      )
    }
    throw new ApiRequestError(response.status, 'INTERNAL', UNEXPECTED_ERROR_MESSAGE)
  }
  return responseBody as T
}

/**
 * A 2xx answer whose `success` is not true: the call did not do its job. The server's own `error`
 * text, when it sent one, is kept for the screen to show.
 */
export class UnsuccessfulAnswerError extends Error {
  constructor(readonly serverMessage: string | null = null) {
    super(serverMessage ?? 'La respuesta del servidor no indica éxito.')
    this.name = 'UnsuccessfulAnswerError'
  }
}
