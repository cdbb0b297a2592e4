/**
 * `npm run fuzz [-- --seed 7 --count 20000]`: bad requests generated from the OpenAPI document,
 * sent over real keep-alive sockets to a server on a fresh embedded database with the demo shops.
 * Reports answers 5xx, connections the server reset, and 4xx answers that are not
 * `{ error, code, requestId }` in Spanish, with examples. Exits 1 when any is found. `server/fuzz.test.ts` runs a sample.
 */
import http from 'node:http'
import { pathToFileURL } from 'node:url'
import { errorCatalogue } from '../domain/errors/catalogue'

interface Operation {
  method: string
  path: string
  params: { in: string; name: string }[]
  jsonBody?: JsonSchema
}
type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
}

export interface FuzzOptions {
  /** http://host:port of the server under test. */
  baseUrl: string
  seed: number
  count: number
  /** A valid owner's token: half the requests carry it, to reach past the login checks. */
  token?: string
  /** A shop slug that exists, so some requests reach a shop's routes. */
  slug?: string
  concurrency?: number
}

export interface Finding {
  request: string
  problem: string
}

export interface FuzzReport {
  total: number
  /** Answers per status, or per connection failure (ECONNRESET, TIMEOUT…). */
  byStatus: Record<string, number>
  serverErrors: number
  /** Requests whose connection failed: reset, closed before the answer, or no answer in 15 s. */
  resets: number
  nonConforming: number
  examples: Finding[]
}

/** Mulberry32: a small seeded PRNG, so a seed names one exact run. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof prng>

const BAD_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(300),
  'x'.repeat(20_000),
  'ñandú 😀 Ωmega',
  '\u202e\u200b',
  '\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '-1',
  '1e309',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
]
const BAD_VALUES: unknown[] = [null, 0, -1, 1.5, 1e308, true, [], {}, [[[]]], { a: { b: 1 } }]
const BAD_JSON_BODIES = ['{', '{"a":', '[1,', 'nul', '"\u0000"', '{"a":"\\u0000"}', '\u0000', '{}}']
const PATH_VALUES = ['x', 'a'.repeat(200), '%00', '%E0%A4%A', '%ZZ', '..%2F..', '%F0%9F%98%80', '-']
const ENGLISH =
  /\b(the|must|should|invalid|bad|request|expected|required|body|unsupported|too|large|failed|cannot|unexpected|missing|allowed|header|received|error)\b/i
const CODES = new Set(Object.keys(errorCatalogue))

/** Every operation of the OpenAPI document, with its parameters and JSON body schema. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>
}): Operation[] {
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params']) ?? [],
        jsonBody: body?.content?.['application/json']?.schema,
      })
    }
  }
  return ops
}

/** A value of the schema's shape, then sometimes broken (wrong type, odd text, key missing). */
function valueFor(schema: JsonSchema | undefined, r: Random, depth = 0): unknown {
  if (r.chance(0.15)) return r.chance(0.5) ? r.pick(BAD_VALUES) : r.pick(BAD_TEXTS)
  if (!schema || depth > 4) return r.pick(BAD_TEXTS)
  if (schema.enum) return r.pick(schema.enum)
  if (schema.anyOf) return valueFor(r.pick(schema.anyOf), r, depth)
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (!r.chance(0.1)) out[key] = valueFor(prop, r, depth + 1)
      }
      if (r.chance(0.1)) out[r.pick(['__proto__', 'constructor', 'extra\u0000'])] = 1
      return out
    }
    case 'array':
      return Array.from({ length: r.pick([0, 1, 2, 60]) }, () =>
        valueFor(schema.items, r, depth + 1),
      )
    case 'number':
    case 'integer':
      return r.pick([0, 1, 42, -5, 99, 1e9, 3.5, -31.4])
    case 'boolean':
      return r.chance(0.5)
    default:
      return r.pick(BAD_TEXTS)
  }
}

function multipartBody(r: Random): { type: string; body: Buffer } {
  const boundary = `fuzz${r.int(1e9)}`
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const fields = ['name', 'description', 'price', 'categoryId', 'isAvailable']
    .map((name) => field(name, String(valueFor({ type: 'string' }, r))))
    .join('')
  const whole = `${fields}--${boundary}--\r\n`
  const variant = r.int(7)
  if (variant === 0) return { type: 'multipart/form-data', body: Buffer.from(whole) }
  if (variant === 1)
    return { type: 'multipart/form-data; boundary=other', body: Buffer.from(whole) }
  if (variant === 2) {
    const cut = whole.slice(0, r.int(whole.length))
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(cut) }
  }
  if (variant === 3) {
    const many = Array.from({ length: 400 }, (_, i) => field(`f${i}`, 'x')).join('')
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(`${many}--${boundary}--\r\n`),
    }
  }
  if (variant === 4) {
    const big = field('description', 'x'.repeat(1024 * 1024)) + `--${boundary}--\r\n`
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(big) }
  }
  if (variant === 5) {
    const file =
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n\u0089PNG garbage\r\n--${boundary}--\r\n`
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(fields + file) }
  }
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(whole) }
}

/** Percent-encoded; a lone surrogate becomes the invalid UTF-8 bytes a careless client would send. */
function encodeText(text: string) {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

/** One bad request for the operation. */
function requestFor(op: Operation, r: Random, options: FuzzOptions): FuzzRequest {
  const headers: Record<string, string> = { accept: r.pick(['application/json', '*/*', 'x/y']) }
  if (options.token && r.chance(0.5)) headers.authorization = `Bearer ${options.token}`
  else if (r.chance(0.2)) headers.authorization = r.pick(['Bearer x.y.z', 'Basic Zm9v', 'Bearer '])
  if (r.chance(0.03)) headers['x-big'] = 'a'.repeat(20_000)
  if (r.chance(0.1)) headers['idempotency-key'] = r.pick(['k', 'x'.repeat(300), 'valid-key-1234'])

  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'slug' && options.slug && r.chance(0.4)
      ? options.slug
      : r.chance(0.2)
        ? crypto.randomUUID()
        : r.pick(PATH_VALUES),
  )
  const query = op.params
    .filter((p) => p.in === 'query' && r.chance(0.7))
    .map((p) => `${p.name}=${encodeText(String(valueFor({ type: 'string' }, r)))}`)
  if (r.chance(0.05)) query.push(r.pick(['a=%ZZ', `q=${'a'.repeat(20_000)}`, 'lat=1&lat=2']))
  if (query.length > 0) path += `?${query.join('&')}`

  const method = r.chance(0.1) ? r.pick(['GET', 'HEAD', 'DELETE', 'PATCH', 'OPTIONS']) : op.method
  if (method === 'GET' || method === 'HEAD') return { method, path, headers }
  const kind = r.int(10)
  if (kind < 5 && op.jsonBody) {
    headers['content-type'] = 'application/json'
    return { method, path, headers, body: Buffer.from(JSON.stringify(valueFor(op.jsonBody, r))) }
  }
  if (kind < 7) {
    headers['content-type'] = r.pick(['application/json', 'application/json; charset=utf-8'])
    return { method, path, headers, body: Buffer.from(r.pick(BAD_JSON_BODIES)) }
  }
  if (kind < 9) {
    const { type, body } = multipartBody(r)
    headers['content-type'] = type
    return { method, path, headers, body }
  }
  headers['content-type'] = r.pick([
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
  ])
  return { method, path, headers, body: Buffer.from('a=1&b=\u0000') }
}

interface Outcome {
  status?: number
  /** The server said it closes the connection after this answer. */
  closes?: boolean
  contentType?: string
  body?: string
  failure?: string
}

function send(agent: http.Agent, base: URL, req: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers = { ...req.headers, 'content-length': String(req.body?.length ?? 0) }
    const out = http.request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '')
        const closes = res.headers.connection === 'close'
        // A live stream never ends: its status and headers are all this run needs.
        if (contentType.startsWith('text/event-stream')) {
          res.destroy()
          return resolve({ status: res.statusCode, contentType, closes })
        }
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            contentType,
            closes,
            body: Buffer.concat(chunks).toString(),
          }),
        )
        res.on('error', (err) => resolve({ failure: (err as NodeJS.ErrnoException).code }))
      },
    )
    out.setTimeout(15_000, () =>
      out.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    )
    out.on('error', (err: NodeJS.ErrnoException) => resolve({ failure: err.code ?? err.message }))
    out.end(req.body)
  })
}

/** What is wrong with an answer, or null. */
function problemOf(req: FuzzRequest, outcome: Outcome): string | null {
  if (outcome.failure) return `connection: ${outcome.failure}`
  const status = outcome.status ?? 0
  if (status >= 500) return `answered ${status}: ${outcome.body?.slice(0, 200)}`
  // Only a request HTTP cannot read to its end (headers or body too large) ends the connection.
  const unreadable = [408, 413, 414, 431].includes(status)
  if (outcome.closes && !unreadable) return `${status} closed the connection`
  // A request Node could not read from its first byte has no known method, so its answer has no
  // body (were it HEAD, a body would break the connection; server/lib/error-handler.ts).
  if (outcome.closes && unreadable && outcome.body === '') return null
  if (status < 400 || req.method === 'HEAD') return null
  let body: { error?: unknown; code?: unknown; requestId?: unknown }
  try {
    body = JSON.parse(outcome.body ?? '')
  } catch {
    return `${status} is not JSON: ${outcome.body?.slice(0, 200)}`
  }
  const keys = Object.keys(body ?? {})
    .sort()
    .join(',')
  // The request's id is in every answer of a request HTTP could parse (server/lib/request-id.ts).
  const shaped =
    keys === 'code,error' || (keys === 'code,error,requestId' && typeof body.requestId === 'string')
  if (!shaped || typeof body.error !== 'string' || !CODES.has(String(body.code))) {
    return `${status} not in the error shape: ${outcome.body?.slice(0, 200)}`
  }
  if (ENGLISH.test(body.error)) return `${status} in English: ${body.error}`
  if (errorCatalogue[body.code as keyof typeof errorCatalogue].status !== status) {
    return `${status} with code ${String(body.code)}`
  }
  return null
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const r = prng(options.seed)
  const base = new URL(options.baseUrl)
  const doc = (await (await fetch(new URL('/api/docs/json', base))).json()) as Parameters<
    typeof operationsOf
  >[0]
  const ops = operationsOf(doc)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 4 })
  const report: FuzzReport = {
    total: 0,
    byStatus: {},
    serverErrors: 0,
    resets: 0,
    nonConforming: 0,
    examples: [],
  }
  // Requests are drawn up front, so the seed fixes them whatever the order answers arrive in.
  const requests = Array.from({ length: options.count }, () => requestFor(r.pick(ops), r, options))
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]
      const outcome = await send(agent, base, req)
      report.total++
      const key = outcome.failure ?? String(outcome.status)
      report.byStatus[key] = (report.byStatus[key] ?? 0) + 1
      const problem = problemOf(req, outcome)
      if (!problem) continue
      if (outcome.failure) report.resets++
      else if ((outcome.status ?? 0) >= 500) report.serverErrors++
      else report.nonConforming++
      // A few examples of each kind of problem, not twenty of the first one.
      const kind = problem.slice(0, 24)
      const sameKind = report.examples.filter((e) => e.problem.startsWith(kind)).length
      if (report.examples.length < 20 && sameKind < 3) {
        const what = `${req.method} ${req.path.slice(0, 120)} [${req.headers['content-type'] ?? ''}]`
        report.examples.push({ request: what, problem })
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  agent.destroy()
  return report
}

async function main() {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`)
    return at > 0 ? Number(process.argv[at + 1]) : fallback
  }
  const seed = arg('seed', 1)
  const count = arg('count', 20_000)
  // Imported here so the test, which builds its own app, does not load a second one.
  const { startFuzzTarget } = await import('./fuzz-target')
  const target = await startFuzzTarget()
  try {
    const started = Date.now()
    const report = await runFuzz({ ...target, seed, count })
    console.log(
      `Fuzz: seed ${seed}, ${report.total} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
    console.log(`  by status: ${JSON.stringify(report.byStatus)}`)
    console.log(`  5xx: ${report.serverErrors}`)
    console.log(`  connections reset, cut or left unanswered: ${report.resets}`)
    console.log(`  4xx not { error, code } in Spanish: ${report.nonConforming}`)
    for (const e of report.examples) console.log(`  - ${e.request}\n      ${e.problem}`)
    process.exitCode = report.serverErrors + report.resets + report.nonConforming > 0 ? 1 : 0
  } finally {
    await target.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
