import type { Readable } from 'node:stream'

/** An object read back for `GET /uploads/*`, or word that the client's copy is still good. */
export type StoredRead =
  | { notModified: false; body: Readable; contentType: string; length?: number; etag?: string }
  | { notModified: true; etag?: string }

/**
 * Where uploaded files live. Keys look like `logos/<sha-256 of the bytes>.webp` (see `imageKey`),
 * so a key never names two contents; URLs are what clients load.
 */
export interface Storage {
  /** Stores the bytes under the key (again, if they are there) and answers the URL to load them at. */
  put(key: string, body: Buffer, contentType: string): Promise<string>
  /** The key a URL of this storage names; null for any other URL (a preset picture, a stranger's). */
  keyOf(url: string): string | null
  /** Whether an object is stored under the key. */
  has(key: string): Promise<boolean>
  /** The bytes stored under the key, or null when there are none (`npm run pictures:variants`). */
  read(key: string): Promise<Buffer | null>
  /** Deletes the object a URL of this storage names; any other URL is left alone. */
  remove(url: string): Promise<void>
  /**
   * Reads an object for `GET /uploads/*`: null when there is none. Absent on disk, whose folder
   * the app serves itself.
   */
  get?(key: string, ifNoneMatch?: string): Promise<StoredRead | null>
}
