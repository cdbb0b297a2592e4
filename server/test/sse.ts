import type { OrderEventData } from '../../domain/orders/events'

const EVENTS_PATH = '/api/business/orders/events'
/** Generous: only a failure waits this long. */
const WAIT_MS = 10_000

interface Message {
  event?: string
  data?: string
  retry?: number
  comment?: string
}

/** An open SSE connection: every message read so far, and a wait for one that matches. */
/**
 * An open stream of a shop's order events (`/api/business/orders/events` on `base`, read over
 * real HTTP: inject would wait for a response that never ends): every message read so far, and a
 * wait for one that matches.
 */
export async function openOwnerStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController()
  const response = await fetch(`${base}${EVENTS_PATH}`, {
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const messages: Message[] = []
  let ended = false
  let failure: unknown = null
  let wake = () => {}
  const reading = (async () => {
    if (!response.body) return
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const message: Message = {}
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.comment = line.slice(1).trim()
            else if (line.startsWith('event: ')) message.event = line.slice(7)
            else if (line.startsWith('data: ')) message.data = line.slice(6)
            else if (line.startsWith('retry: ')) message.retry = Number(line.slice(7))
          }
          messages.push(message)
        }
        wake()
      }
    } catch (error) {
      failure = error
    } finally {
      ended = true
      wake()
    }
  })()

  async function until<T>(check: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      const found = check()
      if (found !== undefined) return found
      if (ended) throw new Error(`stream ended while waiting for ${what}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out waiting for ${what}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  const orderEvents = () =>
    messages
      .filter((m) => m.event === 'order')
      .map((m) => JSON.parse(m.data ?? 'null') as OrderEventData)

  return {
    response,
    messages,
    orderEvents,
    /** Resolves once the server has subscribed this stream (its first line has arrived). */
    ready: () => until(() => messages.find((m) => m.retry !== undefined), 'the retry line'),
    waitForEvent: (orderId: string, type: OrderEventData['type']) =>
      until(
        () => orderEvents().find((e) => e.orderId === orderId && e.type === type),
        `${type} of ${orderId}`,
      ),
    waitForEnd: async () => {
      await until(() => (ended ? true : undefined), 'the end').catch((error: Error) => {
        if (!ended) throw error
      })
      return { failure }
    },
    abort: async () => {
      controller.abort()
      await reading
    },
  }
}
