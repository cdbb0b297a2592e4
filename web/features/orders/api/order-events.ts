import { createParser } from 'eventsource-parser'
import {
  ORDER_EVENT_TYPES,
  ORDER_SSE_EVENT,
  type OrderEventData,
} from '../../../../domain/orders/events'
import { API_BASE, currentAuthHandlers, tokenRefused } from '../../../api/client'

/**
 * docs/product.md#live: the panel's live order events, GET /business/orders/events (Server-Sent
 * Events). EventSource cannot send the Authorization header, so the stream is read through fetch.
 */
export const ORDER_EVENTS_PATH = '/business/orders/events'

/** What the client waits before reconnecting until the server says otherwise (`retry:`). */
export const DEFAULT_RETRY_MS = 3000
/** However many drops in a row, a reconnect is tried at least this often. */
export const MAX_RETRY_MS = 30_000
/**
 * The server writes a comment every 25 s; a stream silent for this long is dead even if the
 * socket never said so (a phone that changed networks), so it is dropped and reopened.
 */
export const STALL_MS = 60_000

export interface ServerSentEvent {
  event: string
  data: string
}

/**
 * The text/event-stream format, fed in chunks as they arrive (eventsource-parser does the reading:
 * lines split across chunks, any line ending, comments). An event without a name is a `message`.
 */
export function createEventStreamParser(handlers: {
  onEvent: (event: ServerSentEvent) => void
  onRetry?: (ms: number) => void
}) {
  const parser = createParser({
    onEvent: (message) =>
      handlers.onEvent({ event: message.event || 'message', data: message.data }),
    onRetry: handlers.onRetry,
    // `id` changes nothing here: every (re)connect refetches the whole list.
  })
  return { push: (chunk: string) => parser.feed(chunk) }
}

/** The `data` of an `order` event, or null when it is not one we understand. */
export function parseOrderEvent(event: ServerSentEvent): OrderEventData | null {
  if (event.event !== ORDER_SSE_EVENT) return null
  try {
    const value = JSON.parse(event.data) as Partial<OrderEventData> | null
    if (
      typeof value?.orderId === 'string' &&
      (ORDER_EVENT_TYPES as readonly unknown[]).includes(value.type)
    )
      return { orderId: value.orderId, type: value.type! }
  } catch {
    // A malformed message is ignored; the next (re)connect refetches the list anyway.
  }
  return null
}

/**
 * How long to wait before reconnect number `attempt` (0 after the first drop): never less than the
 * server's `retry`, growing up to twice as much per failure and capped, with random jitter so a
 * restarted server is not hit by every panel in the same second.
 */
export function reconnectDelay(attempt: number, retryMs: number, random = Math.random): number {
  const ceiling = Math.max(retryMs, Math.min(MAX_RETRY_MS, retryMs * 2 ** (attempt + 1)))
  return Math.round(retryMs + random() * (ceiling - retryMs))
}

export interface OrderEventsOptions {
  /** The stream is open (first connect and every reconnect): events may have been missed. */
  onOpen?: () => void
  onEvent: (event: OrderEventData) => void
  /** The session's token; null stops the stream. Defaults to the API client's session. */
  getToken?: () => string | null
  /** A 401 to this token: by default the API client's tokenRefused (the session may be over). */
  onUnauthorized?: (token: string) => void
  /** A 401 or 403: the stream stopped for good. */
  onStop?: (status: 401 | 403) => void
  fetch?: typeof fetch
  random?: () => number
}

/**
 * Keeps the order event stream open until `close()`: reconnects after drops, network errors and
 * 5xx with the backoff of `reconnectDelay`; stops on 401 (ending the session, as apiFetch does)
 * and 403, which another try would answer the same.
 */
export function connectOrderEvents(options: OrderEventsOptions): { close: () => void } {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const getToken = options.getToken ?? (() => currentAuthHandlers().getToken())
  const onUnauthorized = options.onUnauthorized ?? tokenRefused
  let closed = false
  let retryMs = DEFAULT_RETRY_MS
  let attempt = 0
  let controller: AbortController | null = null
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let stallTimer: ReturnType<typeof setTimeout> | undefined

  const watchStall = () => {
    clearTimeout(stallTimer)
    stallTimer = setTimeout(() => controller?.abort(), STALL_MS)
  }

  function scheduleReconnect() {
    if (closed) return
    const delay = reconnectDelay(attempt, retryMs, options.random)
    attempt++
    reconnectTimer = setTimeout(() => void open(), delay)
  }

  async function open() {
    const token = getToken()
    if (closed || !token) return
    controller = new AbortController()
    const { signal } = controller
    try {
      const response = await doFetch(API_BASE + ORDER_EVENTS_PATH, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal,
      })
      if (response.status === 401 || response.status === 403) {
        closed = true
        void response.body?.cancel().catch(() => {})
        if (response.status === 401) onUnauthorized(token)
        options.onStop?.(response.status)
        return
      }
      if (!response.ok || !response.body) {
        void response.body?.cancel().catch(() => {})
        scheduleReconnect()
        return
      }
      attempt = 0
      watchStall()
      options.onOpen?.()
      const parser = createEventStreamParser({
        onRetry: (ms) => (retryMs = ms),
        onEvent: (event) => {
          const order = parseOrderEvent(event)
          if (order && !closed) options.onEvent(order)
        },
      })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done || closed) break
        watchStall()
        parser.push(value)
      }
    } catch {
      // A network error or an abort (ours on close, or the stall watchdog's): handled below.
    } finally {
      clearTimeout(stallTimer)
    }
    // The stream ended (server restart, proxy timeout, dead network): open it again.
    scheduleReconnect()
  }

  void open()
  return {
    close() {
      closed = true
      clearTimeout(reconnectTimer)
      clearTimeout(stallTimer)
      controller?.abort()
    },
  }
}
