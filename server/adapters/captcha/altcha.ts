import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import type { SharedState } from '../shared-state/types'
import type { CaptchaVerifier } from './types'

export const ALTCHA_CHALLENGE_PATH = '/api/captcha/challenge'
const CHALLENGE_TTL_MS = 10 * 60_000

/**
 * The widget's default algorithm (bundled, WebCrypto in workers). The work is counter × cost
 * PBKDF2 rounds, half a million on average: the widget's own solver takes about 0.4 s on one core
 * of this machine, so a phone's workers stay near a second; a test solves it in-process as fast.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 500
const MIN_COUNTER = 500
const MAX_COUNTER = 1500

// What altcha 3 sends: base64 of JSON { challenge: { parameters, signature }, solution }.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

export type SignedChallenge = Challenge & { signature: string }

export interface AltchaCaptcha extends CaptchaVerifier {
  /** A signed challenge for the `altcha` widget, served as JSON. */
  createChallenge(): Promise<SignedChallenge>
}

export function isAltchaCaptcha(captcha: CaptchaVerifier): captcha is AltchaCaptcha {
  return captcha.clientConfig.provider === 'altcha' && 'createChallenge' in captcha
}

/**
 * Self-hosted proof of work. Challenges are deterministic (the server knows the answer's key and
 * signs it), so verifying costs one HMAC, not a key derivation. A solved challenge is accepted
 * once: its signature is claimed in `spent`, the shared state every process sees
 * (docs/product.md#scale), until the challenge expires.
 */
export function altchaCaptcha(hmacKey: string, spent: Pick<SharedState, 'claim'>): AltchaCaptcha {
  const keySignatureSecret = createHmac('sha256', hmacKey)
    .update('altcha-key-signature')
    .digest('hex')

  return {
    clientConfig: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH },

    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(MAX_COUNTER, MIN_COUNTER),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      })
      if (!challenge.signature) throw new Error('altcha-lib returned an unsigned challenge')
      return { ...challenge, signature: challenge.signature }
    },

    async verify(token) {
      const raw = decode(token)
      // The widget's test mode sends { challenge: null, solution: null, test: true }: refused here.
      if (!payloadSchema.safeParse(raw).success) return false
      // The unparsed object is verified: the signature covers every parameter, unknown ones too.
      const payload = raw as z.infer<typeof payloadSchema>
      try {
        const result = await verifySolution({
          challenge: payload.challenge as Challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        })
        if (!result.verified) return false
      } catch {
        // Malformed hex or numbers inside a well-shaped payload.
        return false
      }
      // Kept until the challenge expires (it is refused as expired after that), a second at least.
      const ttlMs = Math.max(1000, payload.challenge.parameters.expiresAt * 1000 - Date.now())
      return spent.claim(`altcha:${payload.challenge.signature}`, ttlMs)
    },
  }
}

function decode(token: string): unknown {
  if (token.length > 10_000) return null
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
}
