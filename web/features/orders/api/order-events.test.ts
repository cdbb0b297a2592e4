import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  connectOrderEvents,
  createEventStreamParser,
  MAX_RETRY_MS,
  parseOrderEvent,
  reconnectDelay,
  STALL_MS,
  type ServerSentEvent,
} from './order-events'

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = []
  const retries: number[] = []
  const parser = createEventStreamParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
  })
  for (const chunk of chunks) parser.push(chunk)
  return { events, retries }
}

describe('createEventStreamParser', () => {
  it('reads retry, named events and skips comments', () => {
    const { events, retries } = parse([
      'retry: 3000\n\n',
      ': ping\n\n',
      'event: order\ndata: {"orderId":"a","type":"created"}\n\n',
    ])
    expect(retries).toEqual([3000])
    expect(events).toEqual([{ event: 'order', data: '{"orderId":"a","type":"created"}' }])
  })

  it('joins lines and events split anywhere across chunks, whatever the line ending', () => {
    const text = 'event: order\r\ndata: uno\r\n\r\nevent: order\rdata: dos\r\rdata: tres\n\n'
    for (const size of [1, 2, 3, 7]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!
      expect(parse(chunks).events).toEqual([
        { event: 'order', data: 'uno' },
        { event: 'order', data: 'dos' },
        { event: 'message', data: 'tres' },
      ])
    }
  })

  it('joins several data lines, keeps a value without the space, dispatches nothing without data', () => {
    const { events, retries } = parse([
      'event: order\n\n',
      'data:a\ndata: b\n\n',
      'retry: pronto\n\n',
      'data: sin fin de evento',
    ])
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }])
    expect(retries).toEqual([])
  })
})

describe('parseOrderEvent', () => {
  it('accepts the two order event types and nothing else', () => {
    const order = (data: string) => parseOrderEvent({ event: 'order', data })
    expect(order('{"orderId":"a","type":"status"}')).toEqual({ orderId: 'a', type: 'status' })
    expect(order('{"orderId":"a","type":"deleted"}')).toBeNull()
    expect(order('{"type":"created"}')).toBeNull()
    expect(order('no es json')).toBeNull()
    expect(order('null')).toBeNull()
    expect(parseOrderEvent({ event: 'message', data: '{"orderId":"a","type":"created"}' })).toBe(
      null,
    )
  })
})

describe('reconnectDelay', () => {
  it('never waits less than the server asks, grows with each failure and is capped', () => {
    expect(reconnectDelay(0, 3000, () => 0)).toBe(3000)
    expect(reconnectDelay(0, 3000, () => 1)).toBe(6000)
    expect(reconnectDelay(1, 3000, () => 1)).toBe(12_000)
    expect(reconnectDelay(2, 3000, () => 1)).toBe(24_000)
    expect(reconnectDelay(3, 3000, () => 1)).toBe(MAX_RETRY_MS)
    expect(reconnectDelay(40, 3000, () => 1)).toBe(MAX_RETRY_MS)
    expect(reconnectDelay(40, 3000, () => 0)).toBe(3000)
    // A server asking for more than the cap is obeyed.
    expect(reconnectDelay(2, 45_000, () => 1)).toBe(45_000)
  })
})

/** A response body the test writes to; aborting the request errors it, as a real fetch does. */
function streamResponse(signal: AbortSignal | null | undefined, status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('aborted', 'AbortError'))
    } catch {
      // already closed
    }
  })
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  }
}

type Stream = ReturnType<typeof streamResponse>

/** A fake fetch: each call gets the next planned answer (a status, a network error or a stream). */
function fakeServer(plan: (number | 'network-error')[] = []) {
  const streams: Stream[] = []
  const calls: RequestInit[] = []
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init!)
    const next = plan.shift() ?? 200
    if (next === 'network-error') throw new TypeError('Failed to fetch')
    const stream = streamResponse(init?.signal, next)
    if (next === 200) streams.push(stream)
    else stream.end()
    return stream.response
  })
  return { fetch, streams, calls }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('connectOrderEvents', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function connect(server: ReturnType<typeof fakeServer>, token: string | null = 'tok') {
    const onOpen = vi.fn()
    const onEvent = vi.fn()
    const onUnauthorized = vi.fn()
    const onStop = vi.fn()
    const connection = connectOrderEvents({
      fetch: server.fetch as unknown as typeof fetch,
      getToken: () => token,
      onOpen,
      onEvent,
      onUnauthorized,
      onStop,
      random: () => 0,
    })
    return { connection, onOpen, onEvent, onUnauthorized, onStop }
  }

  it('sends the bearer token, reports the open stream and each order event', async () => {
    const server = fakeServer()
    const { connection, onOpen, onEvent } = connect(server)
    await settle()
    expect(server.fetch).toHaveBeenCalledWith('/api/business/orders/events', expect.anything())
    expect(new Headers(server.calls[0].headers).get('Authorization')).toBe('Bearer tok')
    expect(onOpen).toHaveBeenCalledTimes(1)
    server.streams[0].send('retry: 3000\n\n: ping\n\nevent: order\ndata: {"orderId":"o1",')
    server.streams[0].send(
      '"type":"created"}\n\nevent: order\ndata: {"orderId":"o1","type":"status"}\n\n',
    )
    await settle()
    expect(onEvent.mock.calls).toEqual([
      [{ orderId: 'o1', type: 'created' }],
      [{ orderId: 'o1', type: 'status' }],
    ])
    connection.close()
  })

  it('reconnects after a drop with the server retry delay, and reports the new open', async () => {
    const server = fakeServer()
    const { connection, onOpen } = connect(server)
    await settle()
    server.streams[0].send('retry: 5000\n\n')
    server.streams[0].end()
    await vi.advanceTimersByTimeAsync(4999)
    expect(server.fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.fetch).toHaveBeenCalledTimes(2)
    expect(onOpen).toHaveBeenCalledTimes(2)
    connection.close()
  })

  it('backs off on repeated failures up to the cap, and starts over once connected', async () => {
    const server = fakeServer([503, 'network-error', 500, 502, 500, 200])
    const { connection, onOpen } = connect(server, 'tok')
    await settle()
    expect(server.fetch).toHaveBeenCalledTimes(1)
    // random() = 1 would double each time; with 0 each wait is the server's 3 s.
    for (const n of [2, 3, 4, 5, 6]) {
      await vi.advanceTimersByTimeAsync(3000)
      expect(server.fetch).toHaveBeenCalledTimes(n)
    }
    expect(onOpen).toHaveBeenCalledTimes(1)
    connection.close()

    // The same failures with the most jitter: 6, 12, 24, 30, 30 seconds.
    const slow = fakeServer([503, 503, 503, 503, 503, 200, 200])
    const conn2 = connectOrderEvents({
      fetch: slow.fetch as unknown as typeof fetch,
      getToken: () => 'tok',
      onEvent: () => {},
      random: () => 1,
    })
    await settle()
    for (const [wait, n] of [
      [6000, 2],
      [12_000, 3],
      [24_000, 4],
      [30_000, 5],
      [30_000, 6],
    ]) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(slow.fetch).toHaveBeenCalledTimes(n - 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(slow.fetch).toHaveBeenCalledTimes(n)
    }
    // Connected: the next drop waits the short delay again.
    slow.streams[0].end()
    await vi.advanceTimersByTimeAsync(6000)
    expect(slow.fetch).toHaveBeenCalledTimes(7)
    conn2.close()
  })

  it('stops for good on 401, ending the session, and on 403', async () => {
    const unauthorized = fakeServer([401])
    const a = connect(unauthorized)
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 3)
    expect(unauthorized.fetch).toHaveBeenCalledTimes(1)
    expect(a.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(a.onStop).toHaveBeenCalledWith(401)
    expect(a.onOpen).not.toHaveBeenCalled()

    const forbidden = fakeServer([403])
    const b = connect(forbidden)
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 3)
    expect(forbidden.fetch).toHaveBeenCalledTimes(1)
    expect(b.onUnauthorized).not.toHaveBeenCalled()
    expect(b.onStop).toHaveBeenCalledWith(403)
  })

  it('does not connect without a session token', async () => {
    const server = fakeServer()
    connect(server, null)
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS)
    expect(server.fetch).not.toHaveBeenCalled()
  })

  it('close() aborts the open stream and cancels a pending reconnect', async () => {
    const server = fakeServer()
    const { connection, onEvent } = connect(server)
    await settle()
    const signal = server.calls[0].signal!
    connection.close()
    await settle()
    expect(signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2)
    expect(server.fetch).toHaveBeenCalledTimes(1)
    expect(onEvent).not.toHaveBeenCalled()

    const failing = fakeServer([500])
    const other = connect(failing)
    await settle()
    other.connection.close()
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2)
    expect(failing.fetch).toHaveBeenCalledTimes(1)
  })

  it('drops and reopens a stream that went silent (not even the 25 s pings)', async () => {
    const server = fakeServer()
    const { connection, onOpen } = connect(server)
    await settle()
    // Pings keep it alive...
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(25_000)
      server.streams[0].send(': ping\n\n')
    }
    await settle()
    expect(server.calls[0].signal!.aborted).toBe(false)
    // ...silence does not.
    await vi.advanceTimersByTimeAsync(STALL_MS)
    expect(server.calls[0].signal!.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(6000)
    expect(server.fetch).toHaveBeenCalledTimes(2)
    expect(onOpen).toHaveBeenCalledTimes(2)
    connection.close()
  })
})
