import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { IMAGE_FIELD } from '../../domain/business'
import type { Storage } from '../adapters/storage/types'
import { ApiError } from './errors'
import { toWebp, type ImageKind } from './images'
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

/** Where pictures go, and where a failure to delete an old one is reported (never fails a request). */
export interface ImageStore {
  storage: Storage
  warn(message: string, err: unknown): void
}

/** Re-encodes and stores a picture under a random name; nothing is stored if it is not an image. */
export async function storeImage(
  images: ImageStore,
  upload: Buffer,
  kind: ImageKind,
  folder: string,
): Promise<string> {
  const webp = await toWebp(upload, kind)
  return images.storage.put(`${folder}/${randomUUID()}.webp`, webp, 'image/webp')
}

export async function removeImage(images: ImageStore, url: string | null | undefined) {
  if (!url) return
  await images.storage.remove(url).catch((err) => images.warn(`could not remove ${url}`, err))
}

/** The request's storage and logger, as the services want them. */
export const imageStoreOf = (request: FastifyRequest): ImageStore => ({
  storage: request.server.adapters.storage,
  warn: (message, err) => request.log.warn({ err }, message),
})
