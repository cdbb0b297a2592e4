import { createECDH, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i
const TRUST_PROXY_MESSAGE =
  "debe ser la cantidad de proxies delante del servidor (1, 2…) o sus direcciones separadas por comas (10.0.0.1,10.0.1.0/24); 'true' dejaría que cualquiera elija su IP con X-Forwarded-For"

const TRUST_PROXY_RANGE_MESSAGE = (range: string) =>
  `${range} abarca demasiadas direcciones (se acepta hasta una red /8 en IPv4 o /7 en IPv6, y ninguna que contenga todo IPv4, como ::ffff:0:0/96): sería como 'true', cualquiera podría elegir su IP con X-Forwarded-For`

interface IpRange {
  bits: 32 | 128
  value: bigint
  prefix: number
}

/** An IPv4 or IPv6 address, with an optional /prefix, as a number; undefined when malformed. */
function parseRange(text: string): IpRange | undefined {
  const [address, prefixText, extra] = text.split('/')
  if (extra !== undefined || !address) return undefined
  const ipv4 = (a: string) => {
    const parts = a.split('.')
    if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) {
      return undefined
    }
    return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n)
  }
  let bits: 32 | 128
  let value: bigint | undefined
  if (!address.includes(':')) {
    bits = 32
    value = ipv4(address)
  } else {
    bits = 128
    // An IPv4 tail (::ffff:10.0.0.1) counts as its two last groups.
    let groupsText = address
    const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address)
    if (tail) {
      const v4 = ipv4(tail[2])
      if (v4 === undefined) return undefined
      groupsText = `${tail[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
    }
    const halves = groupsText.split('::')
    if (halves.length > 2) return undefined
    const groupsOf = (h: string) => (h === '' ? [] : h.split(':'))
    const head = groupsOf(halves[0])
    const rest = halves.length === 2 ? groupsOf(halves[1]) : []
    const missing = 8 - head.length - rest.length
    if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
    const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
    if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return undefined
    value = groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n)
  }
  if (value === undefined) return undefined
  const prefix = prefixText === undefined ? bits : Number(prefixText)
  if (!/^\d{1,3}$/.test(prefixText ?? '0') || prefix > bits) return undefined
  return { bits, value, prefix }
}

const IPV4_MAPPED = 0xffffn << 32n

/**
 * A proxy is one machine or a network of them: at most a private /8 in IPv4 (10.0.0.0/8) or /7 in
 * IPv6 (fc00::/7). A broader range (0.0.0.0/0, ::/0) trusts the whole internet, as does an IPv6
 * range holding every IPv4-mapped address (::ffff:0:0/96, ::/64), since IPv4 clients are matched in
 * that form too.
 */
function tooBroad({ bits, value, prefix }: IpRange): boolean {
  if (bits === 32) return prefix < 8
  if (prefix < 7) return true
  const shift = BigInt(128 - Math.min(prefix, 96))
  const holdsMapped = value >> shift === IPV4_MAPPED >> shift
  // Inside the mapped block a range is an IPv4 range of prefix - 96.
  return holdsMapped && prefix - 96 < 8
}

/**
 * Which X-Forwarded-For hops to believe: none (false, 0), the last N (a hop count), or those sent
 * by the listed proxies. Trusting every hop would let any client pick its own IP, and with it walk
 * past every per-IP limit, so 'true' is refused.
 */
const trustProxyFromEnv = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim()
  if (['false', '0', 'no'].includes(text)) return false
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text)
  const addresses = text.split(',').map((a) => a.trim())
  if (!addresses.every((a) => IPV4_OR_CIDR.test(a) || IPV6_OR_CIDR.test(a))) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE })
    return z.NEVER
  }
  const ranges = addresses.map((a) => ({ text: a, range: parseRange(a) }))
  const invalid = ranges.find(({ range }) => !range)
  if (invalid) {
    ctx.addIssue({ code: 'custom', message: `${invalid.text} no es una dirección IP o red válida` })
    return z.NEVER
  }
  const broad = ranges.find(({ range }) => tooBroad(range!))
  if (broad) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_RANGE_MESSAGE(broad.text) })
    return z.NEVER
  }
  return addresses
})

/**
 * Every environment variable Barrio reads, documented in one place. The README's configuration
 * table mirrors this schema.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('development | production | test'),
  PORT: z.coerce
    .number({ error: 'debe ser un número de puerto' })
    .int('debe ser un número entero')
    .min(0, 'debe estar entre 0 y 65535')
    .max(65535, 'debe estar entre 0 y 65535')
    .default(3000)
    .describe('HTTP port (0 picks a free one)'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to listen on'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('Embedded database, uploads, outboxes and the generated JWT secret'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional()
    .describe('PostgreSQL server; when empty, the embedded PGlite database in DATA_DIR is used'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres')
    .optional()
    .describe('Signs access tokens; generated once into DATA_DIR when empty'),
  SECRET_KEYS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const keys = text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
      if (keys.some((key) => key.length < 32)) {
        ctx.addIssue({ code: 'custom', message: 'cada clave debe tener al menos 32 caracteres' })
      }
      return keys
    })
    .describe(
      "Keys sealing the shops' Mercado Pago secrets, comma-separated: the first seals, all open; JWT_SECRET when empty",
    ),
  PUBLIC_URL: z
    .url({ error: 'debe ser una URL absoluta (https://…)' })
    .optional()
    .describe('Public address of the site, for links in mails, QR codes and link previews'),
  BARRIO_MODE: z
    .enum(['demo', 'deployment'])
    .optional()
    .describe(
      'demo (fake payments, outboxes, demo shops) or deployment, which refuses those; when empty, demo only for a PUBLIC_URL on localhost (docs/ARCHITECTURE.md#configuration)',
    ),
  SEED_DEMO: booleanFromEnv
    .optional()
    .describe(
      'Seed demo shops on first start when the database is empty: true by default in the demo, refused in a deployment',
    ),
  API_DOCS: booleanFromEnv
    .optional()
    .describe('Serve the OpenAPI document and its UI at /api/docs: by default in the demo only'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORAGE_PROVIDER: z
    .enum(['disk', 's3'])
    .default('disk')
    .describe(
      'Where uploaded images live: disk (DATA_DIR/uploads) or s3 (an S3-compatible bucket)',
    ),
  S3_BUCKET: z.string().optional().describe('Bucket of the uploaded images (STORAGE_PROVIDER=s3)'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ error: 'debe ser una URL absoluta (https://…)' })
    .optional()
    .describe('Address of an S3-compatible service (MinIO, R2…), asked with path-style URLs'),
  S3_PUBLIC_URL: z
    .url({ error: 'debe ser una URL absoluta (https://…)' })
    .regex(/^https?:\/\//, 'debe empezar con http:// o https://')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional()
    .describe(
      'Public address of the bucket or its CDN: images link there; when empty the app serves them at /uploads',
    ),
  AWS_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe("S3 credentials; when empty, the AWS SDK's default chain (profile, instance role)"),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  SMS_PROVIDER: z
    .enum(['outbox', 'twilio'])
    .default('outbox')
    .describe('Verification codes: outbox writes DATA_DIR/outbox/sms.jsonl; twilio sends them'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
  TWILIO_CHANNEL: z.enum(['whatsapp', 'sms']).default('whatsapp'),
  MAIL_PROVIDER: z
    .enum(['outbox', 'smtp'])
    .default('outbox')
    .describe('Mail: outbox writes DATA_DIR/outbox/mail.jsonl; smtp sends through SMTP_URL'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Barrio <no-responder@barrio.com.ar>'),
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'recaptcha'])
    .default('altcha')
    .describe('altcha (self-hosted proof of work) or recaptcha'),
  ALTCHA_HMAC_KEY: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres')
    .optional()
    .describe('Signs ALTCHA challenges; generated once into DATA_DIR when empty'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  GEOCODER: z
    .enum(['nominatim', 'google', 'fake'])
    .default('nominatim')
    .describe('Address search and reverse geocoding, always through the server'),
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .describe('Map tiles shown by the address pickers'),
  PAYMENTS_PROVIDER: z
    .enum(['fake', 'mercadopago'])
    .default('fake')
    .describe(
      "Online payments (docs/product.md#payments): fake (an offline checkout at /api/dev/pay) or mercadopago (each shop's own account)",
    ),
  MERCADOPAGO_API_URL: z
    .url({ error: 'debe ser una URL absoluta (https://…)' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.mercadopago.com')
    .describe("Mercado Pago's REST API (PAYMENTS_PROVIDER=mercadopago)"),
  PLATFORM_MP_ACCESS_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Barrio's own Mercado Pago access token, which shops pay the Starter plan to (PAYMENTS_PROVIDER=mercadopago)",
    ),
  PLATFORM_MP_WEBHOOK_SECRET: z
    .string()
    .min(16, 'debe tener al menos 16 caracteres')
    .optional()
    .describe("The webhook secret of Barrio's own Mercado Pago application, for plan payments"),
  PLAN_TRIAL_DAYS: z.coerce
    .number({ error: 'debe ser un número de días' })
    .int('debe ser un número entero')
    .min(0, 'no puede ser negativo')
    .max(365, 'debe ser como mucho 365')
    .default(30)
    .describe('Days a new shop takes orders before paying its plan (docs/product.md#plan)'),
  PLAN_GRACE_DAYS: z.coerce
    .number({ error: 'debe ser un número de días' })
    .int('debe ser un número entero')
    .min(0, 'no puede ser negativo')
    .max(90, 'debe ser como mucho 90')
    .default(7)
    .describe(
      'Days an expired plan still takes orders, under the red banner (docs/product.md#plan)',
    ),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'debe ser un número de milisegundos' })
    .int('debe ser un número entero')
    .min(0, 'no puede ser negativo')
    .max(60_000, 'debe ser como mucho 60000')
    .default(2000)
    .describe(
      'On SIGTERM, how long /api/health/ready answers 503 while requests are still served, before the listener closes',
    ),
  SHUTDOWN_MAX_MS: z.coerce
    .number({ error: 'debe ser un número de milisegundos' })
    .int('debe ser un número entero')
    .min(1000, 'debe ser al menos 1000')
    .max(120_000, 'debe ser como mucho 120000')
    .default(10_000)
    .describe('From SIGTERM, the time after which the process exits 1 if shutting down hangs'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar con redis:// o rediss://')
    .optional()
    .describe(
      'Redis for what every process must share (request limits, spent captcha solutions, open streams); when empty, the database keeps it',
    ),
  REDIS_PREFIX: z
    .string()
    .min(1)
    .max(64)
    .default('barrio:')
    .describe('Put before every Redis key, so several deployments can share one Redis'),
  METRICS_TOKEN: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres')
    .optional()
    .describe(
      'Bearer token that GET /api/metrics (Prometheus) requires; when empty, the endpoint does not exist',
    ),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'debe ser una clave pública VAPID (base64url)')
    .optional()
    .describe('Web Push: the public key; generated with its private key into DATA_DIR when empty'),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'debe ser una clave privada VAPID (base64url)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'debe empezar con mailto: o https://')
    .default('mailto:soporte@barrio.com.ar')
    .describe('Web Push: who push services can contact about our notifications'),
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    )
    .describe(
      'Web Push: the push services a subscription may name (a host, or *.domain); nothing else is ever called',
    ),
  BACKUP_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Where `npm run backup` and the daily backup write (by default DATA_DIR/backups)'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'debe ser un número' })
    .int('debe ser un número entero')
    .min(1, 'debe ser al menos 1')
    .default(7)
    .describe('How many backups to keep in BACKUP_DIR, the newest; older ones are deleted'),
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'debe ser una hora HH:MM (03:30)')
    .optional()
    .describe("A backup every day at that time (the server's time zone), by one process"),
  TRUST_PROXY: trustProxyFromEnv
    .default(false)
    .describe(
      'Proxies in front of the server whose X-Forwarded-* headers count: a hop count or their addresses',
    ),
})

export type Mode = 'demo' | 'deployment'

/** The environment, with what depends on the mode settled (docs/ARCHITECTURE.md#configuration). */
export type Env = Omit<z.infer<typeof envSchema>, 'BARRIO_MODE' | 'SEED_DEMO' | 'API_DOCS'> & {
  BARRIO_MODE: Mode
  SEED_DEMO: boolean
  API_DOCS: boolean
}

export interface Config extends Omit<
  Env,
  'JWT_SECRET' | 'ALTCHA_HMAC_KEY' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'
> {
  jwtSecret: string
  altchaHmacKey: string
  /** Web Push's VAPID key pair, base64url (docs/product.md#push). */
  vapid: { publicKey: string; privateKey: string }
  /** Base of links sent to people (mails, QR codes). Never taken from a request's Host header. */
  publicUrl: string
  dataDir: string
  uploadsDir: string
  isProduction: boolean
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment; throws a ConfigError listing every bad variable at once. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set", as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  const settled = settleMode(result.data)
  const problems = [...providerProblems(settled), ...deploymentProblems(result.data, settled)]
  // A drain as long as the deadline would end every shutdown in a forced exit.
  if (result.data.SHUTDOWN_DRAIN_MS >= result.data.SHUTDOWN_MAX_MS) {
    problems.push('SHUTDOWN_DRAIN_MS: debe ser menor que SHUTDOWN_MAX_MS')
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return settled
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * The demo is what runs on localhost; any other PUBLIC_URL is a deployment, unless BARRIO_MODE
 * says otherwise. Demo shops and the API's docs are the demo's defaults only.
 */
function settleMode(parsed: z.infer<typeof envSchema>): Env {
  const onLocalhost = !parsed.PUBLIC_URL || LOOPBACK_HOST.test(new URL(parsed.PUBLIC_URL).hostname)
  const mode = parsed.BARRIO_MODE ?? (onLocalhost ? 'demo' : 'deployment')
  return {
    ...parsed,
    BARRIO_MODE: mode,
    SEED_DEMO: mode === 'demo' && (parsed.SEED_DEMO ?? true),
    API_DOCS: parsed.API_DOCS ?? mode === 'demo',
  }
}

/**
 * A deployment starts only with real providers: the demo's stand-ins would mark unpaid orders as
 * paid, open a shop whose login is public, or leave codes and reset links in a file nobody reads.
 */
function deploymentProblems(parsed: z.infer<typeof envSchema>, env: Env): string[] {
  if (env.BARRIO_MODE !== 'deployment') return []
  const refused: [boolean, string][] = [
    [
      !parsed.PUBLIC_URL,
      'PUBLIC_URL: es obligatoria en un despliegue (la dirección de los enlaces de mails y códigos QR)',
    ],
    [
      env.PAYMENTS_PROVIDER === 'fake',
      'PAYMENTS_PROVIDER: en un despliegue no puede ser fake (su cobro de prueba da pedidos por pagados sin mover dinero): usá mercadopago',
    ],
    [
      parsed.SEED_DEMO === true,
      'SEED_DEMO: en un despliegue no se cargan los comercios de demo (su usuario y contraseña son públicos): sacala o poné false',
    ],
    [
      env.SMS_PROVIDER === 'outbox',
      'SMS_PROVIDER: en un despliegue no puede ser outbox (los códigos de verificación quedarían en un archivo): usá twilio',
    ],
    [
      env.MAIL_PROVIDER === 'outbox',
      'MAIL_PROVIDER: en un despliegue no puede ser outbox (los enlaces para cambiar la contraseña quedarían en un archivo): usá smtp',
    ],
    [
      env.GEOCODER === 'fake',
      'GEOCODER: en un despliegue no puede ser fake (solo conoce unas direcciones de prueba): usá nominatim o google',
    ],
  ]
  return refused.filter(([bad]) => bad).map(([, problem]) => problem)
}

const platformPaymentsNeeded = (env: Env) =>
  env.BARRIO_MODE === 'deployment' && env.PAYMENTS_PROVIDER === 'mercadopago'

/** A provider chosen by config needs its credentials. */
function providerProblems(env: Env): string[] {
  const needs: [boolean, keyof Env][] = [
    [env.SMS_PROVIDER === 'twilio', 'TWILIO_ACCOUNT_SID'],
    [env.SMS_PROVIDER === 'twilio', 'TWILIO_AUTH_TOKEN'],
    [env.SMS_PROVIDER === 'twilio', 'TWILIO_VERIFY_SERVICE_SID'],
    [env.MAIL_PROVIDER === 'smtp', 'SMTP_URL'],
    [env.CAPTCHA_PROVIDER === 'recaptcha', 'RECAPTCHA_SITE_KEY'],
    [env.CAPTCHA_PROVIDER === 'recaptcha', 'RECAPTCHA_SECRET'],
    [env.GEOCODER === 'google', 'GOOGLE_MAPS_API_KEY'],
    [env.STORAGE_PROVIDER === 's3', 'S3_BUCKET'],
    [env.STORAGE_PROVIDER === 's3' && Boolean(env.AWS_ACCESS_KEY_ID), 'AWS_SECRET_ACCESS_KEY'],
    [env.STORAGE_PROVIDER === 's3' && Boolean(env.AWS_SECRET_ACCESS_KEY), 'AWS_ACCESS_KEY_ID'],
    [Boolean(env.VAPID_PUBLIC_KEY), 'VAPID_PRIVATE_KEY'],
    [Boolean(env.VAPID_PRIVATE_KEY), 'VAPID_PUBLIC_KEY'],
    // Shops pay their plan to Barrio's own account (docs/product.md#plan-payments).
    [platformPaymentsNeeded(env), 'PLATFORM_MP_ACCESS_TOKEN'],
    [platformPaymentsNeeded(env), 'PLATFORM_MP_WEBHOOK_SECRET'],
  ]
  return needs
    .filter(([needed, key]) => needed && !env[key])
    .map(([, key]) => `${key}: es obligatoria con la configuración elegida`)
}

/** A secret from the environment, or one generated once and kept in DATA_DIR. */
function resolveSecret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given
  const file = path.join(dataDir, name)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

/**
 * The VAPID key pair: from the environment, else one generated once (a P-256 key, as Web Push
 * wants it) and kept in DATA_DIR, so subscriptions made before a restart keep working.
 */
function resolveVapid(
  dataDir: string,
  publicKey: string | undefined,
  privateKey: string | undefined,
): Config['vapid'] {
  if (publicKey && privateKey) return { publicKey, privateKey }
  const file = path.join(dataDir, 'vapid.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Config['vapid']
  } catch {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    }
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
      return keys
    } catch {
      // Another process wrote it first: theirs is the one.
      return JSON.parse(readFileSync(file, 'utf8')) as Config['vapid']
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env)
  const dataDir = path.resolve(parsed.DATA_DIR)
  const uploadsDir = path.join(dataDir, 'uploads')
  mkdirSync(uploadsDir, { recursive: true })
  const { JWT_SECRET, ALTCHA_HMAC_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, ...rest } = parsed
  return {
    ...rest,
    vapid: resolveVapid(dataDir, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY),
    jwtSecret: resolveSecret(dataDir, 'jwt-secret', JWT_SECRET),
    altchaHmacKey: resolveSecret(dataDir, 'altcha-hmac-key', ALTCHA_HMAC_KEY),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    dataDir,
    uploadsDir,
    isProduction: parsed.NODE_ENV === 'production',
  }
}
