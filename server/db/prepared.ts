import type { Query, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'

/**
 * Statements the busiest paths run again and again (placing an order, the shared state's counters
 * and locks: docs/ARCHITECTURE.md, "An order, end to end"), prepared: drizzle builds each one's
 * text once per process, and on PostgreSQL each is a named statement, parsed and planned once per
 * connection instead of on every call. Their values are placeholders (`sql.placeholder(name)`),
 * given at each call. PGlite runs them as any other statement.
 *
 * A name stands for one text: two statements never share a name.
 */

/**
 * A query built with the ORM's builder and `.prepare(name)`, once per database. Only for the
 * database itself, never a transaction: the builder's statement runs on the database's pool.
 */
export function preparedOn<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) built.set(db, (query = build(db)))
    return query
  }
}

const dialect = new PgDialect()

export interface Statement {
  /** Runs it on the database, or in a transaction on the transaction's own connection. */
  run<Row = Record<string, unknown>>(
    db: Db | Tx,
    values: Record<string, unknown>,
  ): Promise<{ rows: Row[] }>
}

/**
 * A statement of raw SQL: rows as the driver gives them, under the columns' own names. It is built
 * at its first run, with the database it runs on for the ORM's builders (its text is the same on
 * any database).
 */
export function statement(name: string, build: (db: Db | Tx) => SQL): Statement {
  let query: Query | undefined
  return {
    run(db, values) {
      query ??= dialect.sqlToQuery(build(db))
      return db._.session.prepareQuery(query, undefined, name, false).execute(values) as never
    },
  }
}
