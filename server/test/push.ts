import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A push service for tests, on a free loopback port: it takes Web Push requests as FCM or
 * Mozilla's would (201), or answers 410 for paths under /gone/, and lets a test wait for them.
 * Paths under /redirect-301/ or /redirect-307/ answer that redirect to `redirectTo` (the same path
 * on another host). Devices are made here too, with real keys, so a test can read what the server
 * encrypted.
 */

export interface PushDelivery {
  path: string
  headers: IncomingMessage['headers']
  body: Buffer
}

export async function startFakePushService({ redirectTo }: { redirectTo?: string } = {}) {
  const received: PushDelivery[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const dropped = new Set<string>()
  const server = createServer((request, response) => {
    // A '/flaky/' device's push service drops the first connection for it without a word.
    const path = request.url ?? ''
    if (path.startsWith('/flaky/') && !dropped.has(path)) {
      dropped.add(path)
      request.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
      const redirect = path.match(/^\/redirect-(301|307)\//)
      if (redirect && redirectTo) {
        response.statusCode = Number(redirect[1])
        response.setHeader('location', `${redirectTo}${path}`)
      } else response.statusCode = path.startsWith('/gone/') ? 410 : 201
      response.end()
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    host,
    url: (path: string) => `http://${host}${path}`,
    received,
    /** Resolves once `count` deliveries in all have arrived. */
    until: (count: number) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser's subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() gives. */
export function fakeDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    /** Decrypts an aes128gcm Web Push body (RFC 8291 / RFC 8188) as the browser would. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16)
      const idLength = body[20]
      const serverKey = body.subarray(21, 21 + idLength)
      const ciphertext = body.subarray(21 + idLength)
      const shared = ecdh.computeSecret(serverKey)
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        serverKey,
      ])
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ])
      // The last record ends with the delimiter 0x02 and any padding zeros.
      const end = padded.lastIndexOf(2)
      return JSON.parse(padded.subarray(0, end).toString('utf8'))
    },
  }
}

/** A well-formed subscription to `endpoint` (keys that decrypt nothing a test reads). */
export const pushSubscription = (endpoint: string) => fakeDevice(endpoint).subscription
