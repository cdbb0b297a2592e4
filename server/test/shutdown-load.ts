import http from 'node:http'
import type { ServerProcess } from './server-process'

/**
 * SIGTERM under load against the real server process (`server/main.ts`), shared by the shutdown
 * test and `npm run bench:shutdown`: keep-alive clients ask for public pages (or place orders) back to back, the
 * process is told to stop mid-load, and every request is sorted into answered, refused (a new
 * connection after the listener closed, what a load balancer sees once readiness fails) or reset
 * (sent and never answered: the defect).
 */

const DEMO_SLUG = 'pizzeria-don-luigi'
/** Public reads that all touch the database, as a lunch rush would. */
export const LOAD_PATHS = [
  `/api/public/menu/${DEMO_SLUG}`,
  `/api/public/business/${DEMO_SLUG}`,
  '/api/explore/restaurant',
  '/api/health',
]

type Outcome =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'refused' }
  | { kind: 'reset'; code: string }

/** A shop taking orders on the server: the order load places orders there. */
export interface OrderTarget {
  slug: string
  productId: string
}

let orderCount = 0
/**
 * A pickup order at `target`, from a customer of its own (phone, and the address one trusted proxy
 * hop reports: the server must run with TRUST_PROXY=1), so no limit stops the load.
 */
function orderRequest(target: OrderTarget) {
  const n = ++orderCount
  return {
    path: `/api/public/business/${target.slug}/orders`,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      method: 'PICKUP',
      customer: { fullName: 'Ana Gómez', phone: `351 6${String(n % 1_000_000).padStart(6, '0')}` },
      items: [{ productId: target.productId, quantity: 1 }],
    }),
  }
}

/**
 * One GET (or, with a body, a POST of JSON) on `agent`; a socket error or a body cut short is a
 * reset, unless nothing was sent.
 */
function get(
  port: number,
  path: string,
  agent: http.Agent,
  post?: { body: string; address: string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers = post
      ? { 'content-type': 'application/json', 'x-forwarded-for': post.address }
      : undefined
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers, method: post ? 'POST' : 'GET' },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body }))
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'reset', code: error.code ?? error.message }),
        )
      },
    )
    req.end(post?.body)
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'reset', code: error.code ?? error.message },
      ),
    )
  })
}

export interface ShutdownReport {
  /** Requests that reached the server (answered + reset). */
  sent: number
  answered: number
  /** Answers by status, before and after the signal. */
  statuses: Record<number, number>
  /** Requests sent and never (fully) answered, by socket error code. */
  resets: Record<string, number>
  resetCount: number
  /** New connections refused once the listener had closed (expected). */
  refused: number
  /** Readiness answers after the signal, in order (200 while still ready, then 503). */
  readiness: number[]
  /** How long each of those readiness answers took, in ms. */
  readinessMs: number[]
  /** A 503 from readiness came before the first refused connection. */
  notReadyBeforeClose: boolean
  /** The 503 readiness body, to check its shape. */
  notReadyBody: string | undefined
  exitCode: number | null
  exitSignal: NodeJS.Signals | null
  /** From the signal to the process's exit. */
  exitMs: number
}

export interface ShutdownLoadOptions {
  server: ServerProcess
  /** Concurrent keep-alive clients. */
  connections: number
  /** Answers to wait for before sending the signal, so the load is in full swing. */
  answersBeforeSignal: number
  /** Place orders at this shop instead of reading public pages. */
  orders?: OrderTarget
  signal?: NodeJS.Signals
}

/** Drives the load, sends the signal once it is in full swing, and waits for the process to exit. */
export async function sigtermUnderLoad(options: ShutdownLoadOptions): Promise<ShutdownReport> {
  const { server, connections, answersBeforeSignal } = options
  const report: ShutdownReport = {
    sent: 0,
    answered: 0,
    statuses: {},
    resets: {},
    resetCount: 0,
    refused: 0,
    readiness: [],
    readinessMs: [],
    notReadyBeforeClose: false,
    notReadyBody: undefined,
    exitCode: null,
    exitSignal: null,
    exitMs: 0,
  }
  let exited = false
  void server.exited.then(() => (exited = true))
  let signalledAt = 0
  let firstRefusedAt = Infinity
  let notReadyAt = Infinity
  // The signal goes once every client (and the probe) has its connection accepted and answered,
  // so every request in the count was sent on a connection the server had taken.
  const connected = new Set<number>()
  const count = (outcome: Outcome, client: number) => {
    if (outcome.kind === 'refused') {
      report.refused++
      firstRefusedAt = Math.min(firstRefusedAt, performance.now())
      return
    }
    report.sent++
    if (outcome.kind === 'reset') {
      report.resetCount++
      report.resets[outcome.code] = (report.resets[outcome.code] ?? 0) + 1
      return
    }
    report.answered++
    report.statuses[outcome.status] = (report.statuses[outcome.status] ?? 0) + 1
    connected.add(client)
    if (
      !signalledAt &&
      report.answered >= answersBeforeSignal &&
      connected.size === connections + 1
    ) {
      signalledAt = performance.now()
      server.child.kill(options.signal ?? 'SIGTERM')
    }
  }

  // Each client keeps one socket and asks again as soon as it has an answer, until the listener
  // refuses it or the process is gone.
  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    for (let i = index; !exited; i++) {
      const order = options.orders && orderRequest(options.orders)
      const outcome = order
        ? await get(server.port, order.path, agent, order)
        : await get(server.port, LOAD_PATHS[i % LOAD_PATHS.length], agent)
      count(outcome, index)
      if (outcome.kind === 'refused') break
    }
    agent.destroy()
  }
  // A load balancer's readiness probe on a connection of its own, polling until it fails.
  const probe = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    while (!exited) {
      const before = signalledAt > 0
      const sentAt = performance.now()
      const outcome = await get(server.port, '/api/health/ready', agent)
      count(outcome, connections)
      if (outcome.kind !== 'answered') break
      if (!before) continue
      report.readiness.push(outcome.status)
      report.readinessMs.push(performance.now() - sentAt)
      if (outcome.status === 200) continue
      if (outcome.status === 503) {
        notReadyAt = performance.now()
        report.notReadyBody = outcome.body
      }
      break
    }
    agent.destroy()
  }

  await Promise.all([...Array.from({ length: connections }, (_, i) => client(i)), probe()])
  const { code, signal: exitSignal, at } = await server.exited
  report.exitCode = code
  report.exitSignal = exitSignal
  report.exitMs = at - signalledAt
  report.notReadyBeforeClose = notReadyAt < firstRefusedAt
  return report
}
