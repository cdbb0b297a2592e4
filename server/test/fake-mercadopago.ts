import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Mercado Pago's REST API played on a free loopback port, for the tests of the real `mercadopago`
 * adapter: it records every request (method, path, headers, JSON body) and answers what the test
 * routes ask, 404 otherwise.
 */
export interface RecordedRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

type Answer = { status: number; body?: unknown } | 'hang'

export async function startFakeMercadoPago() {
  const requests: RecordedRequest[] = []
  const answers = new Map<string, Answer[]>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      let body: unknown
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        body = text
      }
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      })
      const key = `${req.method} ${path}`
      const queue = answers.get(key)
      const answer = queue && queue.length > 1 ? queue.shift()! : queue?.[0]
      if (answer === 'hang') return
      const { status, body: out } = answer ?? { status: 404, body: { message: 'not_found' } }
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(out === undefined ? '' : JSON.stringify(out))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What `METHOD /path` answers from now on (several: in turn, the last one kept). */
    answer(route: string, ...given: Answer[]) {
      answers.set(route, given)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
