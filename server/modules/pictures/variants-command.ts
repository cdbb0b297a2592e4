import { sql } from 'drizzle-orm'
import type { Storage } from '../../adapters/storage/types'
import type { Db } from '../../db/client'
import { writeVariants } from '../../lib/picture-variants'
import { PICTURE_COLUMNS } from './store'

export interface VariantsReport {
  /** Stored pictures some row names. */
  pictures: number
  /** Copies written now (0 on a second run). */
  written: number
  /** Pictures a row names that the storage does not hold. */
  missing: number
}

/**
 * `npm run pictures:variants`: writes the smaller copies each stored picture lacks (uploads made
 * before copies were), one picture after another. Running it again writes nothing.
 */
export async function writeMissingVariants(db: Db, storage: Storage): Promise<VariantsReport> {
  const report: VariantsReport = { pictures: 0, written: 0, missing: 0 }
  const urls = new Set<string>()
  for (const column of PICTURE_COLUMNS) {
    const rows = await db
      .selectDistinct({ url: column })
      .from(column.table)
      .where(sql`${column} is not null`)
    for (const { url } of rows) if (url) urls.add(url)
  }
  const keys = new Set([...urls].map((url) => storage.keyOf(url)).filter((key) => key !== null))
  for (const key of keys) {
    const original = await storage.read(key)
    if (!original) {
      report.missing++
      continue
    }
    report.pictures++
    report.written += await writeVariants(storage, key, original, { onlyMissing: true })
  }
  return report
}
