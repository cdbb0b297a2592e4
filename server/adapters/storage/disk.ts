import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Storage } from './types'

export const UPLOADS_URL_PREFIX = '/uploads/'

/** Files under DATA_DIR/uploads, served by the app at /uploads. */
export function diskStorage(uploadsDir: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(uploadsDir, key)
    if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) throw new Error(`bad key ${key}`)
    return file
  }
  return {
    async put(key, body) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
      return UPLOADS_URL_PREFIX + key
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return
      await rm(resolve(url.slice(UPLOADS_URL_PREFIX.length)), { force: true })
    },
  }
}
