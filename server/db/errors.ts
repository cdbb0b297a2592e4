type PgError = { code?: string; constraint?: string; cause?: unknown } | undefined

/** The driver's error behind Drizzle's wrapper with the given SQLSTATE, if any. */
function findPgError(err: unknown, code: string): PgError {
  for (let e = err as PgError; e; e = e.cause as PgError) if (e.code === code) return e
  return undefined
}

/** The constraint a unique violation hit, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const e = findPgError(err, '23505')
  return e ? (e.constraint ?? '') : null
}

/** True when a foreign key refused the write (a row pointed at, or still pointing to, another). */
export const isForeignKeyViolation = (err: unknown) => findPgError(err, '23503') !== undefined
