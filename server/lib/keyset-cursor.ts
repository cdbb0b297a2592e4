/*
 * A page's cursor for lists ordered by (created_at, id), newest first: the last row's time as
 * PostgreSQL prints it, to the microsecond (a JavaScript Date would drop them and skip or repeat
 * rows written in one millisecond), and its id; opaque to the client (base64url).
 */
import { sql, type AnyColumn } from 'drizzle-orm'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const encodeCursor = (at: string, id: string) =>
  Buffer.from(`${at}|${id}`).toString('base64url')

/** The cursor's time and id; null when it is not one this server made. */
export function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!at || !id || !UUID.test(id) || Number.isNaN(Date.parse(at))) return null
  return { at, id }
}

/** A timestamptz column printed to the microsecond in UTC, as a cursor keeps it. */
export const cursorTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
