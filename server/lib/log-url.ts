/**
 * A request's URL as the logs may carry it (docs/ARCHITECTURE.md#observability). Capability links
 * put their secret in the address: an order's page and API take `?token=`, a reset link its token
 * in the path (`/reset-password/<token>`), and anyone who reads a log line holding one can use it.
 * The path's shape and every other parameter stay, so a line still says what was asked for.
 */

export const LOG_CENSOR = '[oculto]'

/** Query parameters whose value is a secret, by name: `token`, `access_token`, `secret`, `code`… */
const SECRET_PARAM = /token|secret|password|passwd|code|key|signature|auth|hash|sid/i

/** Path segments that follow one of these are a secret (compared case-insensitively). */
const SECRET_AFTER = new Set(['reset-password'])

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function safePath(path: string): string {
  const segments = path.split('/')
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_AFTER.has(decoded(segments[i - 1]).toLowerCase()) && segments[i] !== '') {
      segments[i] = LOG_CENSOR
    }
  }
  return segments.join('/')
}

function safeQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals === -1 ? pair : pair.slice(0, equals)
      return SECRET_PARAM.test(decoded(name)) && equals !== -1 ? `${name}=${LOG_CENSOR}` : pair
    })
    .join('&')
}

/** `url` (path and query, as a request line has it) with its secrets replaced by `[oculto]`. */
export function logSafeUrl(url: string): string {
  const hash = url.indexOf('#')
  const whole = hash === -1 ? url : url.slice(0, hash)
  const mark = whole.indexOf('?')
  if (mark === -1) return safePath(whole)
  return `${safePath(whole.slice(0, mark))}?${safeQuery(whole.slice(mark + 1))}`
}
