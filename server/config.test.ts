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
})
