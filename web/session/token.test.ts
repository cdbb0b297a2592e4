import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  acceptLoginToken,
  decodeToken,
  replaceStoredToken,
  restoreSession,
  type TokenStores,
} from './token'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.firma`
const owner = {
  userId: 'u1',
  email: 'dueña@example.com',
  role: 'BUSINESS_OWNER',
  businessName: 'Café Ñandú',
  plan: 'Starter',
  subscriptionPaid: true,
  expiresAt: '2026-12-01T00:00:00.000Z',
  exp: NOW / 1000 + 3600,
}

function memoryStores(
  persistent: Record<string, string> = {},
  session: Record<string, string> = {},
) {
  const store = (data: Record<string, string>) => ({
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => void (data[k] = v),
    removeItem: (k: string) => void delete data[k],
  })
  return { persistent: store(persistent), session: store(session) } satisfies TokenStores
}

afterEach(() => vi.restoreAllMocks())

describe('decodeToken', () => {
  it('reads the claims, accents included, and fills the spec defaults', () => {
    expect(decodeToken(jwt(owner))).toMatchObject({
      businessName: 'Café Ñandú',
      email: 'dueña@example.com',
    })
    expect(decodeToken(jwt({ role: 'BUSINESS_OWNER', exp: 1 }))).toMatchObject({
      businessName: 'Tu negocio',
      plan: 'Sin plan',
      subscriptionPaid: false,
      expiresAt: null,
    })
  })
  it('reads the member role of a team, and counts a token without one as the owner’s', () => {
    expect(decodeToken(jwt({ ...owner, memberRole: 'staff' })).memberRole).toBe('staff')
    expect(decodeToken(jwt({ ...owner, memberRole: 'manager' })).memberRole).toBe('manager')
    expect(decodeToken(jwt(owner)).memberRole).toBe('owner')
    expect(decodeToken(jwt({ ...owner, memberRole: 'admin' })).memberRole).toBe('owner')
  })
  it('reads claims in any script, encoded without padding', () => {
    const claims = { ...owner, businessName: 'Ñoquis «La Nonna» 🍝', email: 'a@b.ar' }
    expect(jwt(claims)).not.toContain('=')
    expect(decodeToken(jwt(claims))).toMatchObject({ businessName: claims.businessName })
  })
  it('throws on something that is not a JWT', () => {
    expect(() => decodeToken('basura')).toThrow()
    expect(() => decodeToken(`${base64url({ alg: 'HS256' })}.${base64url(owner)}`)).toThrow()
    expect(() => decodeToken(`a.${Buffer.from('no es JSON').toString('base64url')}.b`)).toThrow()
    expect(() => decodeToken(`a.${base64url([owner])}.b`)).toThrow()
    expect(() => decodeToken(`a.${Buffer.from('"texto"').toString('base64url')}.b`)).toThrow()
    expect(() => decodeToken('a.%%%.b')).toThrow()
  })
})

describe('restoreSession', () => {
  it('restores a valid owner token, persistent storage first', () => {
    const persistentToken = jwt(owner)
    const stores = memoryStores(
      { token: persistentToken },
      { token: jwt({ ...owner, userId: 'u2' }) },
    )
    expect(restoreSession(stores, NOW)).toMatchObject({
      token: persistentToken,
      user: { userId: 'u1' },
    })
  })

  it('falls back to session storage', () => {
    const stores = memoryStores({}, { token: jwt(owner) })
    expect(restoreSession(stores, NOW)?.user.userId).toBe('u1')
  })

  it.each([
    ['expired', { ...owner, exp: NOW / 1000 - 1 }],
    ['without exp', { ...owner, exp: undefined }],
    ['of another role', { ...owner, role: 'CUSTOMER' }],
  ])('clears both stores for a token %s', (_, claims) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stores = memoryStores({ token: jwt(claims) }, { token: jwt(claims) })
    expect(restoreSession(stores, NOW)).toBeNull()
    expect(stores.persistent.data).toEqual({})
    expect(stores.session.data).toEqual({})
    expect(warn).toHaveBeenCalledWith('Token expired or invalid role')
  })

  it('clears both stores for an undecodable token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stores = memoryStores({ token: 'no.es-json.x' }, { token: jwt(owner) })
    expect(restoreSession(stores, NOW)).toBeNull()
    expect(stores.session.data).toEqual({})
    expect(warn).toHaveBeenCalledWith('Error decoding stored token')
  })

  it('is empty with nothing stored', () => {
    expect(restoreSession(memoryStores(), NOW)).toBeNull()
  })
})

describe('acceptLoginToken', () => {
  it('keeps the token in persistent storage by default (Recordarme)', () => {
    const stores = memoryStores()
    expect(acceptLoginToken(stores, jwt(owner))?.userId).toBe('u1')
    expect(stores.persistent.data.token).toBeDefined()
    expect(stores.session.data.token).toBeUndefined()
  })

  it('keeps it only for the browser session without Recordarme', () => {
    const stores = memoryStores({ token: 'viejo' })
    acceptLoginToken(stores, jwt(owner), false)
    expect(stores.session.data.token).toBe(jwt(owner))
    expect(stores.persistent.data.token).toBeUndefined()
  })

  it('denies another role and clears the session', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stores = memoryStores({ token: 'viejo' })
    expect(acceptLoginToken(stores, jwt({ ...owner, role: 'CUSTOMER' }))).toBeNull()
    expect(stores.persistent.data).toEqual({})
    expect(warn).toHaveBeenCalledWith('Invalid role. Access denied.')
  })

  it('clears the session when the token cannot be decoded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stores = memoryStores({ token: 'viejo' })
    expect(acceptLoginToken(stores, 'x')).toBeNull()
    expect(stores.persistent.data).toEqual({})
    expect(warn).toHaveBeenCalledWith('Error decoding token')
  })
})

describe('replaceStoredToken (a re-signed token after a name change)', () => {
  const renamed = jwt({ ...owner, businessName: 'Café Ñandú II' })

  it('keeps a remembered session in persistent storage', () => {
    const stores = memoryStores({ token: jwt(owner) })
    expect(replaceStoredToken(stores, renamed, NOW)?.businessName).toBe('Café Ñandú II')
    expect(stores.persistent.data.token).toBe(renamed)
    expect(stores.session.data.token).toBeUndefined()
  })

  it('keeps a browser-session login in session storage', () => {
    const stores = memoryStores({}, { token: jwt(owner) })
    replaceStoredToken(stores, renamed, NOW)
    expect(stores.session.data.token).toBe(renamed)
    expect(stores.persistent.data.token).toBeUndefined()
  })

  it('refuses a token of another role, an expired one or garbage, storing nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const old = jwt(owner)
    const stores = memoryStores({ token: old })
    expect(replaceStoredToken(stores, jwt({ ...owner, role: 'CUSTOMER' }), NOW)).toBeNull()
    expect(replaceStoredToken(stores, jwt({ ...owner, exp: NOW / 1000 - 1 }), NOW)).toBeNull()
    expect(replaceStoredToken(stores, 'garbage', NOW)).toBeNull()
    expect(stores.persistent.data.token).toBe(old)
  })
})
