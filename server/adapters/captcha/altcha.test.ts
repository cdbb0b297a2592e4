import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { solveAltchaChallenge } from '../../test/captcha'
import { useDatabaseSharedState } from '../../test/shared-state'
import { altchaCaptcha, isAltchaCaptcha, type AltchaCaptcha } from './altcha'
import { createCaptcha } from '.'

afterEach(() => {
  vi.useRealTimers()
})

const KEY = 'k'.repeat(48)
// Spent solutions are kept in the shared state the app would give it (the database's tables).
const shared = useDatabaseSharedState()
let captcha: AltchaCaptcha
beforeAll(() => {
  captcha = altchaCaptcha(KEY, shared().state)
})

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString())
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64')

describe('ALTCHA captcha', () => {
  it('is what CAPTCHA_PROVIDER=altcha builds, pointing the widget at the challenge route', () => {
    const built = createCaptcha({ CAPTCHA_PROVIDER: 'altcha', altchaHmacKey: KEY }, shared().state)
    expect(built.clientConfig).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    })
    expect(isAltchaCaptcha(built)).toBe(true)
  })

  it('serves signed challenges in the altcha 3 widget format, expiring in ten minutes', async () => {
    const challenge = await captcha.createChallenge()
    // The widget accepts a challenge with these parameters and a bundled algorithm.
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      cost: expect.any(Number),
      keyLength: 32,
    })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const expiresInSeconds = challenge.parameters.expiresAt! - Date.now() / 1000
    expect(expiresInSeconds).toBeGreaterThan(9 * 60)
    expect(expiresInSeconds).toBeLessThanOrEqual(10 * 60)
    expect((await captcha.createChallenge()).parameters.nonce).not.toBe(challenge.parameters.nonce)
  })

  it('accepts a solved challenge once; reusing it fails', async () => {
    const token = await solveAltchaChallenge(await captcha.createChallenge())
    const other = await solveAltchaChallenge(await captcha.createChallenge())
    expect(await captcha.verify(token)).toBe(true)
    expect(await captcha.verify(token)).toBe(false)
    expect(await captcha.verify(other)).toBe(true)
  })

  it('refuses a solution another process has already accepted', async () => {
    const token = await solveAltchaChallenge(await captcha.createChallenge())
    const otherProcess = altchaCaptcha(KEY, shared().peer())
    expect(await otherProcess.verify(token)).toBe(true)
    expect(await captcha.verify(token)).toBe(false)
  })

  it('refuses a wrong answer, changed parameters and another server key', async () => {
    const token = await solveAltchaChallenge(await captcha.createChallenge())
    const payload = decode(token)

    const wrongKey = structuredClone(payload)
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    )
    expect(await captcha.verify(encode(wrongKey))).toBe(false)

    const cheaper = structuredClone(payload)
    cheaper.challenge.parameters.cost = 1
    expect(await captcha.verify(encode(cheaper))).toBe(false)

    expect(await altchaCaptcha('o'.repeat(48), shared().state).verify(token)).toBe(false)
    // None of the failures above used the token up.
    expect(await captcha.verify(token)).toBe(true)
  })

  it('refuses an expired challenge', async () => {
    const token = await solveAltchaChallenge(await captcha.createChallenge())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 11 * 60_000)
    expect(await captcha.verify(token)).toBe(false)
  })

  it('refuses garbage and the widget test-mode payload without throwing', async () => {
    const testMode = encode({ challenge: null, solution: null, test: true })
    for (const token of ['', 'no-es-base64', encode('hola'), testMode, 'A'.repeat(20_000)]) {
      expect(await captcha.verify(token)).toBe(false)
    }
    const unsigned = decode(await solveAltchaChallenge(await captcha.createChallenge()))
    unsigned.challenge.signature = 'zz'
    expect(await captcha.verify(encode(unsigned))).toBe(false)
  })
})
