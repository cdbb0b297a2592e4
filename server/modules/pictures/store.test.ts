import { getTableColumns, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import { PICTURE_COLUMNS } from './store'

describe('the columns that name pictures', () => {
  it('are every column of the schema that holds a URL', () => {
    const urlColumns = Object.values(schema)
      .filter((table) => is(table, PgTable))
      .flatMap((table) => Object.values(getTableColumns(table)))
      .filter((column) => column.name.endsWith('_url'))
    expect(urlColumns.length).toBeGreaterThan(0)
    expect(new Set(urlColumns)).toEqual(new Set(PICTURE_COLUMNS))
  })
})
