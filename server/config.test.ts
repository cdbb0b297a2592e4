import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseEnv } from './config'

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
})
