import type { FastifyInstance } from 'fastify'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/**
 * Does what the ALTCHA widget does in the browser: fetches a challenge, solves it and returns the
 * token a form sends as `recaptchaToken`. Each call gives a fresh token (a token works once).
 */
export async function solveCaptcha(app: Pick<FastifyInstance, 'inject'>): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/captcha/challenge answered ${response.statusCode}: ${response.body}`)
  }
  return solveAltchaChallenge(response.json<Challenge>())
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
  if (!solution) throw new Error('could not solve the ALTCHA challenge in time')
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}
