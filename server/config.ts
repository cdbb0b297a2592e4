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
  if (addresses.every((a) => IPV4_OR_CIDR.test(a) || IPV6_OR_CIDR.test(a))) return addresses
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE })
  return z.NEVER
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
  PUBLIC_URL: z
    .url({ error: 'debe ser una URL absoluta (https://…)' })
    .optional()
    .describe('Public address of the site, for links in mails, QR codes and link previews'),
  SEED_DEMO: booleanFromEnv
    .default(true)
    .describe('Seed demo shops on first start when the database is empty'),
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
      'fcm.googleapis.com,*.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
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

export type Env = z.infer<typeof envSchema>

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
  const problems = providerProblems(result.data)
  // A drain as long as the deadline would end every shutdown in a forced exit.
  if (result.data.SHUTDOWN_DRAIN_MS >= result.data.SHUTDOWN_MAX_MS) {
    problems.push('SHUTDOWN_DRAIN_MS: debe ser menor que SHUTDOWN_MAX_MS')
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return result.data
}

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
