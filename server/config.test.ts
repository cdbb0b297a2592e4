import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseEnv } from './config'
import { REAL_PROVIDERS } from './test/deployment'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-config-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('config', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SEED_DEMO).toBe(true)
    expect(env.BARRIO_MODE).toBe('demo')
    expect(env.API_DOCS).toBe(true)
  })

  it('is a deployment for a PUBLIC_URL off localhost, or when BARRIO_MODE says so', () => {
    const modeOf = (env: Record<string, string>) => parseEnv({ ...REAL_PROVIDERS, ...env })
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4173',
      'http://[::1]:3000',
      'http://barrio.localhost',
    ]) {
      expect(modeOf({ PUBLIC_URL: url }).BARRIO_MODE, url).toBe('demo')
    }
    for (const url of [
      'https://barrio.example',
      'http://192.168.0.10:3000',
      'http://localhost.ar',
    ]) {
      expect(modeOf({ PUBLIC_URL: url }).BARRIO_MODE, url).toBe('deployment')
    }
    expect(
      modeOf({ BARRIO_MODE: 'deployment', PUBLIC_URL: 'http://localhost:3000' }),
    ).toMatchObject({ BARRIO_MODE: 'deployment', SEED_DEMO: false, API_DOCS: false })
    // A demo on a public address is a choice someone wrote down.
    expect(
      parseEnv({ BARRIO_MODE: 'demo', PUBLIC_URL: 'https://demo.barrio.example' }),
    ).toMatchObject({ BARRIO_MODE: 'demo', SEED_DEMO: true, PAYMENTS_PROVIDER: 'fake' })
    expect(() => parseEnv({ BARRIO_MODE: 'prod' })).toThrow(/BARRIO_MODE/)
  })

  it('refuses to start a deployment with the demo stand-ins, naming each variable', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        parseEnv(env)
        return []
      } catch (err) {
        return (err as ConfigError).problems
      }
    }
    const variablesOf = (env: Record<string, string>) =>
      problemsOf(env).map((problem) => problem.split(':')[0])
    // The documented production start, with every default left as it is.
    expect(variablesOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://barrio.example' })).toEqual([
      'PAYMENTS_PROVIDER',
      'SMS_PROVIDER',
      'MAIL_PROVIDER',
    ])
    expect(
      variablesOf({
        BARRIO_MODE: 'deployment',
        SEED_DEMO: 'true',
        GEOCODER: 'fake',
        PAYMENTS_PROVIDER: 'fake',
      }),
    ).toEqual([
      'PUBLIC_URL',
      'PAYMENTS_PROVIDER',
      'SEED_DEMO',
      'SMS_PROVIDER',
      'MAIL_PROVIDER',
      'GEOCODER',
    ])
    expect(problemsOf({ PUBLIC_URL: 'https://barrio.example', SEED_DEMO: 'yes' })).toContain(
      'SEED_DEMO: en un despliegue no se cargan los comercios de demo (su usuario y contraseña son públicos): sacala o poné false',
    )
    // With real providers it starts, seeding nothing and hiding the API's docs unless asked.
    const deployment = { PUBLIC_URL: 'https://barrio.example', ...REAL_PROVIDERS }
    expect(parseEnv(deployment)).toMatchObject({ SEED_DEMO: false, API_DOCS: false })
    expect(parseEnv({ ...deployment, SEED_DEMO: 'false', API_DOCS: 'true' })).toMatchObject({
      SEED_DEMO: false,
      API_DOCS: true,
    })
    // Shops pay their plan to Barrio's own Mercado Pago account: a deployment names it.
    const withoutPlatform = {
      ...deployment,
      PLATFORM_MP_ACCESS_TOKEN: '',
      PLATFORM_MP_WEBHOOK_SECRET: '',
    }
    expect(() => parseEnv(withoutPlatform)).toThrow(ConfigError)
    try {
      parseEnv(withoutPlatform)
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'PLATFORM_MP_ACCESS_TOKEN: es obligatoria con la configuración elegida',
        'PLATFORM_MP_WEBHOOK_SECRET: es obligatoria con la configuración elegida',
      ])
    }
    // The demo may try Mercado Pago without it (paying the plan is then unavailable).
    expect(
      parseEnv({ ...REAL_PROVIDERS, PLATFORM_MP_ACCESS_TOKEN: '', PLATFORM_MP_WEBHOOK_SECRET: '' })
        .BARRIO_MODE,
    ).toBe('demo')
    // The demo keeps its defaults, and may turn them off.
    expect(parseEnv({ SEED_DEMO: 'false', API_DOCS: 'false' })).toMatchObject({
      SEED_DEMO: false,
      API_DOCS: false,
    })
  })

  it('rejects a bad PORT with a readable message', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError)
    try {
      parseEnv({ PORT: '70000', DATABASE_URL: 'mysql://x' })
      expect.unreachable()
    } catch (err) {
      const e = err as ConfigError
      expect(e.problems).toEqual([
        'PORT: debe estar entre 0 y 65535',
        'DATABASE_URL: debe empezar con postgres:// o postgresql://',
      ])
      expect(e.message).toContain('Configuración inválida')
      expect(e.message).toContain('  - PORT: debe estar entre 0 y 65535')
    }
  })

  it('bounds the shutdown: a drain shorter than the deadline', () => {
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 2000, SHUTDOWN_MAX_MS: 10_000 })
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow('no puede ser negativo')
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      'SHUTDOWN_DRAIN_MS: debe ser menor que SHUTDOWN_MAX_MS',
    )
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_MAX_MS: '5000' }).SHUTDOWN_DRAIN_MS).toBe(0)
  })

  it('takes S3 storage only with a bucket, both halves of a key, and an http(s) public URL', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        parseEnv(env)
        return []
      } catch (err) {
        return (err as ConfigError).problems
      }
    }
    expect(problemsOf({ STORAGE_PROVIDER: 's3' })).toEqual([
      'S3_BUCKET: es obligatoria con la configuración elegida',
    ])
    expect(problemsOf({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', AWS_ACCESS_KEY_ID: 'k' })).toEqual([
      'AWS_SECRET_ACCESS_KEY: es obligatoria con la configuración elegida',
    ])
    expect(
      problemsOf({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'ftp://x' }),
    ).toEqual(['S3_PUBLIC_URL: debe empezar con http:// o https://'])
    expect(
      parseEnv({
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'b',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }),
    ).toMatchObject({ S3_REGION: 'us-east-1', S3_PUBLIC_URL: 'https://cdn.example.com' })
    // The AWS variables of a machine that keeps its pictures on disk are none of its business.
    expect(problemsOf({ AWS_ACCESS_KEY_ID: 'k' })).toEqual([])
  })

  it('treats empty variables as not set', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir()
    const first = loadConfig({ DATA_DIR: dir })
    const second = loadConfig({ DATA_DIR: dir })
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(second.jwtSecret).toBe(first.jwtSecret)
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret)
  })

  it('prefers JWT_SECRET when given', () => {
    const secret = 's'.repeat(40)
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret)
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: debe tener al menos 32/)
  })

  it('takes SECRET_KEYS as a list of keys of 32 characters or more, empty by default', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)]
    expect(parseEnv({}).SECRET_KEYS).toEqual([])
    expect(parseEnv({ SECRET_KEYS: `${a}, ${b},` }).SECRET_KEYS).toEqual([a, b])
    expect(() => parseEnv({ SECRET_KEYS: `${a},corta` })).toThrow(
      /SECRET_KEYS: cada clave debe tener al menos 32 caracteres/,
    )
  })

  it('takes TRUST_PROXY as a hop count or proxy addresses, never trust-everything', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ])
    for (const value of ['true', 'yes', 'todos', '10.0.0.1,cualquiera']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: debe ser la cantidad de proxies/,
      )
    }
  })

  it('refuses a TRUST_PROXY range that takes in everyone, as it refuses true', () => {
    const accepted = [
      '10.0.0.0/8',
      '172.16.0.0/12',
      '173.245.48.0/20,2400:cb00::/32',
      'fc00::/7',
      'fd12:3456::/48',
      '::ffff:10.0.0.0/104',
      '::ffff:192.168.1.1',
      '::1',
      '::/127',
    ]
    for (const value of accepted) {
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY, value).toEqual(
        value.split(',').map((a) => a.trim()),
      )
    }
    const catchAll = [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1, 0.0.0.0/0',
      '0.0.0.0/1',
      '128.0.0.0/1',
      '2000::/3',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/100',
      '::/64',
      '::/80',
      '0:0:0:0:0:ffff:0:0/96',
    ]
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1, ::/0' })).toThrow(
      "TRUST_PROXY: ::/0 abarca demasiadas direcciones (se acepta hasta una red /8 en IPv4 o /7 en IPv6, y ninguna que contenga todo IPv4, como ::ffff:0:0/96): sería como 'true', cualquiera podría elegir su IP con X-Forwarded-For",
    )
    for (const value of catchAll) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: \S+ abarca demasiadas direcciones .*cualquiera podría elegir su IP/,
      )
    }
    for (const value of ['300.0.0.1', '10.0.0.0/33', '::/129', '1::2::3', 'fe80::1::']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .* no es una dirección IP o red válida|TRUST_PROXY: debe ser la cantidad/,
      )
    }
  })
})
