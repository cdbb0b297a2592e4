import { sql, type Column } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { IMAGE_FIELD } from '../../domain/catalog/schemas'
import { imageKey, type ImageFolder } from '../adapters/storage/keys'
import type { Storage } from '../adapters/storage/types'
import type { Db, Tx } from '../db/client'
import { ApiError } from './errors'
import { toWebp, type ImageKind } from './images'
import { removeVariants, writeVariants } from './picture-variants'
import { checkText } from './text-input'
import {
  BROKEN_FORM_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FORM_FIELD_TOO_LONG_MESSAGE,
  MULTIPART_REQUIRED_MESSAGE,
  ONE_IMAGE_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
  imageFieldMessage,
} from '../../domain/messages/api'

/*
 * Uploads of the panel's forms (products, categories, the shop's logo and cover).
 */

export interface FormWithImage {
  /** Text fields by name; a repeated field keeps its last value. */
  fields: Record<string, string>
  /** The bytes of the file sent as `image`, or null when none was chosen. */
  image: Buffer | null
}

/**
 * Reads a multipart form of text fields and at most one picture under `imageField` (`image` unless
 * told: the shop's logo and cover come as `logo` and `cover`). The size limit of the multipart
 * plugin (MAX_UPLOAD_BYTES) surfaces as a 413 in the error shape. An empty file part is what a
 * browser sends for a file input left empty, so it counts as no picture.
 */
export async function readFormWithImage(
  request: FastifyRequest,
  imageField: string = IMAGE_FIELD,
): Promise<FormWithImage> {
  if (!request.isMultipart()) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_REQUIRED_MESSAGE)
  }
  const fields: Record<string, string> = {}
  let image: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // Past the plugin's field limits busboy cuts the text: refuse it rather than read a cut one.
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new ApiError('PAYLOAD_TOO_LARGE', FORM_FIELD_TOO_LONG_MESSAGE)
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value)
        checkText(part.fieldname)
        checkText(value)
        fields[part.fieldname] = value
        continue
      }
      const bytes = await part.toBuffer()
      if (part.fieldname !== imageField) {
        throw new ApiError('VALIDATION', imageFieldMessage(imageField))
      }
      if (bytes.length > 0 || part.filename) image = bytes
    }
  } catch (err) {
    if (err instanceof ApiError) throw err
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw new ApiError('VALIDATION', ONE_IMAGE_MESSAGE)
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ApiError('PAYLOAD_TOO_LARGE', TOO_MANY_FIELDS_MESSAGE)
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE)
    }
    // Anything else the multipart parser throws is a broken body: no boundary, a wrong one, cut
    // short, a malformed part header.
    throw new ApiError('BAD_REQUEST', BROKEN_FORM_MESSAGE)
  }
  return { fields, image }
}

/**
 * Where pictures go, the database whose rows name them, and where a failure to delete an old one
 * is reported (never fails a request).
 */
export interface ImageStore {
  db: Db
  storage: Storage
  /**
   * Every column whose rows may name a stored picture: it is deleted only once none does. The
   * modules that store pictures say which (server/modules/pictures); this file knows no table.
   */
  namedBy: readonly Column[]
  warn(message: string, err: unknown): void
}

/*
 * A picture is stored under the hash of its bytes (`imageKey`), so the same photo uploaded for two
 * products is one object that two rows name, whatever process stored it (docs/product.md#scale).
 * It is deleted only once no row names it. A removal checks the rows and deletes the object under
 * a lock on the picture; a save that names a picture takes the same lock after its row commits and
 * puts the picture back if a removal that checked before that commit has just deleted it
 * (docs/ARCHITECTURE.md#image-storage).
 */

/** Distinguishes the pictures' advisory locks from any other use of two-key advisory locks. */
const IMAGE_LOCK_CLASS = 0x1a6e

const lockImage = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${IMAGE_LOCK_CLASS}::int, hashtext(${key}))`)

/**
 * Whether any row names the picture, by any URL that ends in its key (a row saved under another
 * S3_PUBLIC_URL, or at /uploads before there was one, still counts).
 */
async function isImageNamed(tx: Tx, namedBy: readonly Column[], key: string): Promise<boolean> {
  const tail = `/${key}`
  // One scan per table, whichever of its columns names the picture.
  const byTable = new Map<Column['table'], Column[]>()
  for (const column of namedBy)
    byTable.set(column.table, [...(byTable.get(column.table) ?? []), column])
  if (byTable.size === 0) return false
  const scans = [...byTable].map(
    ([table, columns]) =>
      sql`exists (select 1 from ${table} where ${sql.join(
        columns.map((column) => sql`right(${column}, ${tail.length}) = ${tail}`),
        sql` or `,
      )})`,
  )
  const result = await tx.execute<{ named: boolean }>(
    sql`select ${sql.join(scans, sql` or `)} as named`,
  )
  return Boolean(result.rows[0]?.named)
}

/**
 * Re-encodes and stores a picture and its smaller copies, then runs `write` with its URL (null without a picture) to save
 * the row that names it; nothing is stored if it is not an image, and if `write` fails the picture
 * is removed again (unless another row names it).
 */
export async function withStoredImage<T, Upload extends Buffer | null>(
  images: ImageStore,
  upload: Upload,
  kind: ImageKind,
  folder: ImageFolder,
  write: (url: Upload extends Buffer ? string : string | null) => Promise<T>,
): Promise<T> {
  // With a picture `write` gets its URL; a caller whose upload may be absent also takes null.
  const save = write as (url: string | null) => Promise<T>
  if (!upload) return save(null)
  const webp = await toWebp(upload, kind)
  const key = imageKey(folder, webp)
  const url = await images.storage.put(key, webp, 'image/webp')
  let result: T
  try {
    await writeVariants(images.storage, key, webp)
    result = await save(url)
  } catch (err) {
    await removeImage(images, url)
    throw err
  }
  try {
    // Waits for a removal that may have checked the rows before ours committed; it holds the lock.
    await images.db.transaction((tx) => lockImage(tx, key))
    if (!(await images.storage.has(key))) {
      await images.storage.put(key, webp, 'image/webp')
      await writeVariants(images.storage, key, webp, { onlyMissing: true })
    }
  } catch (err) {
    images.warn(`could not make sure ${url} is kept`, err)
  }
  return result
}

/**
 * Deletes a stored picture and its copies unless a row still names it; any other URL (a preset) is
 * left alone.
 */
export async function removeImage(images: ImageStore, url: string | null | undefined) {
  const key = url ? images.storage.keyOf(url) : null
  if (!url || !key) return
  try {
    await images.db.transaction(async (tx) => {
      await lockImage(tx, key)
      if (await isImageNamed(tx, images.namedBy, key)) return
      await images.storage.remove(url)
      await removeVariants(images.storage, url)
    })
  } catch (err) {
    images.warn(`could not remove ${url}`, err)
  }
}
