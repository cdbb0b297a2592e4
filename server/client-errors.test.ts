import { mkdirSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalogue } from '../domain/errors/catalogue'
import { createAdapters } from './adapters'
import { buildApp } from './app'
import { clientErrorBody } from './lib/error-handler'
import { createOwnerSession, multipartPayload } from './test/factories'
import { createTestApp, type TestContext } from './test/harness'
import { errorOf } from './test/error-answer'

/*
 * Every client error answers `{ error, code }` in Spanish with a status that means what it says,
 * bad input never reaches the database as a 500, and a connection survives an error HTTP allows
 * it to survive. Some checks speak raw HTTP over a socket, as inject cannot show connections.
 */

let t: TestContext
let port: number
let owner: Awaited<ReturnType<typeof createOwnerSession>>
beforeAll(async () => {
  t = await createTestApp()
  owner = await createOwnerSession(t.db, t.app.config.jwtSecret)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** One socket to the server: write bytes, read answers one by one, see how it ended. */
function rawConnection() {
  const socket = net.connect(port, '127.0.0.1')
  let buffer = Buffer.alloc(0)
  let wake = () => {}
  let closed: string | null = null
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk])
    wake()
  })
  socket.on('error', (err: NodeJS.ErrnoException) => {
    closed = `error ${err.code}`
    wake()
  })
  socket.on('close', () => {
    closed ??= 'closed'
    wake()
  })
  const parse = (): RawResponse | null => {
    const end = buffer.indexOf('\r\n\r\n')
    if (end < 0) return null
    const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => {
        const at = line.indexOf(':')
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()]
      }),
    )
    const length = Number(headers['content-length'] ?? 0)
    if (buffer.length < end + 4 + length) return null
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8')
    buffer = buffer.subarray(end + 4 + length)
    return { status: Number(statusLine.split(' ')[1]), headers, body }
  }
  return {
    write: (data: string | Buffer) => socket.write(data),
    /** The next whole answer; rejects if the connection ends first. */
    async response(): Promise<RawResponse> {
      for (;;) {
        const parsed = parse()
        if (parsed) return parsed
        if (closed) throw new Error(`connection ${closed} before an answer`)
        await new Promise<void>((resolve) => (wake = resolve))
      }
    },
    /** How the connection ended: 'closed' when the server ended it gracefully. */
    async ending(): Promise<string> {
      while (!closed) await new Promise<void>((resolve) => (wake = resolve))
      return closed
    },
    destroy: () => socket.destroy(),
    /** Bytes received past the last whole answer. */
    rest: () => buffer.toString('latin1'),
  }
}

const jsonRequest = (method: string, url: string, body: string) =>
  `${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`

describe('errors HTTP itself raises', () => {
  it('answers a body that is not JSON in Spanish and keeps the connection for the next request', async () => {
    const conn = rawConnection()
    conn.write(jsonRequest('POST', '/api/auth/login-manual', '{"email":'))
    const bad = await conn.response()
    expect(bad.status).toBe(400)
    expect(errorOf(bad)).toEqual({
      error: 'El cuerpo de la solicitud no es un JSON válido.',
      code: 'BAD_REQUEST',
    })
    expect(bad.headers.connection).not.toBe('close')
    conn.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')
    expect((await conn.response()).status).toBe(200)
    conn.destroy()
  })

  it('answers headers too large with a 431 in the shape and closes without a reset', async () => {
    const conn = rawConnection()
    conn.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    const res = await conn.response()
    expect(res.status).toBe(431)
    expect(res.headers.connection).toBe('close')
    expect(JSON.parse(res.body)).toEqual({
      error: 'Los encabezados de la solicitud son demasiado grandes.',
      code: 'HEADERS_TOO_LARGE',
    })
    expect(await conn.ending()).toBe('closed')
  })

  it.each(['HEAD', 'GET'])(
    'answers %s headers too large that arrive in pieces with a 431 and no body, without a reset',
    async (method) => {
      // The server must read the first piece alone, so the piece it fails on lacks the request line.
      const accepted = new Promise<net.Socket>((resolve) =>
        t.app.server.once('connection', resolve),
      )
      const conn = rawConnection()
      const first = `${method} /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8_000)}`
      conn.write(first)
      const serverSide = await accepted
      await expect.poll(() => serverSide.bytesRead).toBe(first.length)
      conn.write(`${'a'.repeat(12_000)}\r\n\r\n`)
      const res = await conn.response()
      expect(res.status).toBe(431)
      expect(res.headers.connection).toBe('close')
      expect(res.body).toBe('')
      // Nothing follows the answer: a HEAD client would read stray bytes as a broken answer.
      expect(await conn.ending()).toBe('closed')
      expect(conn.rest()).toBe('')
    },
  )

  it.each([
    ['/api/public/menu/%ZZ', 400, 'BAD_REQUEST', 'La dirección no es válida.'],
    [
      `/api/business/products/${'a'.repeat(200)}`,
      414,
      'URI_TOO_LONG',
      'La dirección es demasiado larga.',
    ],
    ['/api/nada', 404, 'ROUTE_NOT_FOUND', 'No encontramos lo que buscás.'],
  ])('answers GET %s in the shape', async (url, status, code, error) => {
    const res = await t.app.inject({ url, headers: owner.headers })
    expect(res.statusCode).toBe(status)
    expect(errorOf(res)).toEqual({ error, code })
  })

  it('answers an empty JSON body and an unknown content type in the shape', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
    expect(errorOf(empty)).toEqual({
      error: 'Falta el cuerpo de la solicitud.',
      code: 'BAD_REQUEST',
    })
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(xml.statusCode).toBe(415)
    expect(errorOf(xml)).toEqual({
      error: 'Tipo de contenido no admitido.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })

  it('gives each client error status a code of that same status (a 403 is never VALIDATION)', () => {
    for (const status of [400, 401, 403, 404, 405, 406, 408, 413, 414, 415, 429, 431]) {
      const body = clientErrorBody(status)
      expect(errorCatalogue[body.code].status, `${status}`).toBe(status)
      expect(body.error).toMatch(/[a-záéíóúñ]/)
    }
  })
})

describe('text input', () => {
  const NUL_MESSAGE = 'El texto tiene caracteres no permitidos.'

  it('refuses a NUL character in a path, a query string and a JSON body before the database', async () => {
    const answers = [
      await t.app.inject('/api/public/menu/pizza%00'),
      await t.app.inject('/api/auth/business/check-name?name=Piz%00za'),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-manual',
        payload: { email: 'ana\u0000@example.com', password: 'x' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/public/business/x/orders',
        payload: { method: 'PICKUP', customer: { fullName: 'Ana\u0000', phone: '3515555555' } },
      }),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ error: NUL_MESSAGE, code: 'VALIDATION' })
    }
  })

  it('refuses a NUL character in a multipart text field', async () => {
    const form = await multipartPayload({ name: 'Empa\u0000nada', price: '1000' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/business/products',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: NUL_MESSAGE, code: 'VALIDATION' })
  })

  it('refuses a text longer than any field takes, even where a schema sets no bound', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      payload: { email: 'a'.repeat(20_000), password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toEqual({ error: 'El texto es demasiado largo.', code: 'VALIDATION' })
  })
})

describe('string bounds', () => {
  type Schema = {
    type?: string
    maxLength?: number
    enum?: unknown[]
    pattern?: string
    properties?: Record<string, Schema>
    items?: Schema
    anyOf?: Schema[]
  }
  /** Where a string input has no maximum: no maxLength, no enum, a pattern that repeats freely. */
  function unbounded(schema: Schema | undefined, where: string): string[] {
    if (!schema) return []
    const here =
      schema.type === 'string' &&
      schema.maxLength === undefined &&
      !schema.enum &&
      !(schema.pattern && !/[+*]|\{\d*,\}/.test(schema.pattern))
        ? [where]
        : []
    return [
      ...here,
      ...Object.entries(schema.properties ?? {}).flatMap(([k, v]) => unbounded(v, `${where}.${k}`)),
      ...unbounded(schema.items, `${where}[]`),
      ...(schema.anyOf ?? []).flatMap((s) => unbounded(s, where)),
    ]
  }

  it('gives every string a route takes a maximum length', async () => {
    type Operation = {
      parameters?: { in: string; name: string; schema: Schema }[]
      requestBody?: { content?: Record<string, { schema?: Schema }> }
    }
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>
    }>()
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => [
        ...(op.parameters ?? []).flatMap((p) =>
          unbounded(p.schema, `${method} ${path} ${p.in}:${p.name}`),
        ),
        ...unbounded(op.requestBody?.content?.['application/json']?.schema, `${method} ${path}`),
      ]),
    )
    expect(found).toEqual([])
  })
})

describe('multipart forms', () => {
  const post = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/business/products',
      headers: { ...owner.headers, 'content-type': contentType },
      payload,
    })
  const field = (boundary: string, name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const form = `${field('b1', 'name', 'Empanada')}${field('b1', 'price', '1000')}--b1--\r\n`
  const BROKEN = { error: 'El formulario llegó incompleto o mal armado.', code: 'BAD_REQUEST' }

  it('answers a body with no boundary, a wrong one or cut short with a 400, never a 500', async () => {
    const answers = [
      await post('multipart/form-data', form),
      await post('multipart/form-data; boundary=otro', form),
      await post('multipart/form-data; boundary=b1', form.slice(0, 70)),
      await post('multipart/form-data; boundary=b1', '--b1\r\nesto no es un encabezado\r\n\r\nx'),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual(BROKEN)
    }
  })

  /**
   * Sends the start of a form declared 64 MB long and never the rest: an answer proves the server
   * refused at the first field past its bounds instead of reading (and holding) the whole form.
   */
  async function answerToFormStart(start: string) {
    const conn = rawConnection()
    conn.write(
      `POST /api/business/products HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: ${owner.headers.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=b1\r\n` +
        `Content-Length: ${64 * 1024 * 1024}\r\n\r\n${start}`,
    )
    const res = await conn.response()
    conn.destroy()
    return { status: res.status, body: errorOf(res) }
  }

  it('refuses a text field of 1 MB at that field, in the shape', async () => {
    // The field ends where the next part begins; past 8 KB its text is dropped as it arrives.
    const big = field('b1', 'description', 'x'.repeat(1024 * 1024))
    const res = await answerToFormStart(`${big}--b1\r\n`)
    expect(res).toEqual({
      status: 413,
      body: { error: 'Un campo del formulario es demasiado largo.', code: 'PAYLOAD_TOO_LARGE' },
    })
  })

  it('refuses a form of hundreds of fields once past the bound, in the shape', async () => {
    const many = Array.from({ length: 400 }, (_, i) => field('b1', `f${i}`, 'x')).join('')
    const res = await answerToFormStart(many)
    expect(res).toEqual({
      status: 413,
      body: { error: 'El formulario tiene demasiados campos.', code: 'PAYLOAD_TOO_LARGE' },
    })
  })
})

describe('account answers', () => {
  it('are never stored by a browser or a proxy, the login answer included', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-manual',
      payload: { email: owner.owner.email, password: 'no-es-la-clave' },
    })
    expect(login.headers['cache-control']).toBe('no-store')
    const check = await t.app.inject('/api/auth/check-availability?email=ana@example.com')
    expect(check.headers['cache-control']).toBe('no-store')
  })
})

describe('the web app', () => {
  it('serves the page at / to a client that does not accept compression', async () => {
    const webDir = path.join(t.dataDir, 'web')
    mkdirSync(webDir, { recursive: true })
    const html = `<!doctype html><title>Barrio</title>${'<p>hola</p>'.repeat(200)}`
    writeFileSync(path.join(webDir, 'index.html'), html)
    writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync(html))
    const app = await buildApp({
      config: t.app.config,
      db: t.db,
      adapters: createAdapters(t.app.config, t.db),
      webDir,
    })
    try {
      const plain = await app.inject({ url: '/' })
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['content-type']).toContain('text/html')
      expect(plain.headers['cache-control']).toBe('no-cache')
      expect(plain.body).toBe(html)
      const gzipped = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
      expect(gzipped.statusCode).toBe(200)
      expect(gzipped.headers['content-encoding']).toBe('gzip')
    } finally {
      await app.close()
    }
  })
})
