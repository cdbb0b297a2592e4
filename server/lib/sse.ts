import type { FastifyReply } from 'fastify'

/**
 * Server-Sent Events over a hijacked Fastify reply, shared by every live stream (the owner's order
 * events, a customer's one order), so headers, heartbeat and back-pressure behave the same.
 */

/** A comment line every 25 s keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000
/** What the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RETRY_MS = 3000
/** A client this far behind (bytes not yet sent) is dropped; its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024

export interface EventStream {
  /** Writes one `event:` message with `data` as JSON; nothing once the client is gone. */
  send(event: string, data: unknown): void
  /** Ends the response (the app is closing). */
  end(): void
}

export interface EventStreamOptions {
  heartbeatMs?: number
}

/**
 * Answers 200 text/event-stream and keeps the response open. `subscribe` is called once the stream
 * is writable and answers how to unsubscribe, which runs when the client hangs up. Whatever was
 * decided before (a 404) must be thrown before calling this: from here Fastify sends nothing.
 */
export function startEventStream(
  reply: FastifyReply,
  subscribe: (stream: EventStream) => () => void,
  { heartbeatMs = HEARTBEAT_MS }: EventStreamOptions = {},
): void {
  // No serializer and no onSend hooks from here on, so no compression buffering the stream.
  reply.hijack()
  const res = reply.raw
  // Headers set so far (security headers from helmet, a route's Cache-Control) still go out.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value)
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': String(reply.getHeader('cache-control') ?? 'no-cache'),
    'x-accel-buffering': 'no',
  })
  res.write(`retry: ${RETRY_MS}\n\n`)

  const write = (chunk: string) => {
    if (res.writableEnded || res.destroyed) return
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy()
      return
    }
    res.write(chunk)
  }
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs)
  const unsubscribe = subscribe({
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => res.end(),
  })
  const cleanup = () => {
    clearInterval(heartbeat)
    unsubscribe()
  }
  res.on('close', cleanup)
  // A client gone before the subscription (no 'close' left to come) is cleaned up now.
  if (res.destroyed) cleanup()
  // HEAD asks for the headers only: the stream ends at once (and its 'close' cleans up).
  else if (reply.request.method === 'HEAD') res.end()
}
