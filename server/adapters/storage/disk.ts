import { randomBytes } from 'node:crypto'
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UPLOADS_URL_PREFIX, isStorageKey, keyAfter } from './keys'
import type { Storage } from './types'

/** Files under DATA_DIR/uploads, served by the app at /uploads. */
export function diskStorage(uploadsDir: string): Storage {
  const root = path.resolve(uploadsDir)
  const resolve = (key: string) => {
    const file = path.resolve(root, key)
    if (!isStorageKey(key) || !file.startsWith(root + path.sep)) throw new Error(`bad key ${key}`)
    return file
  }
  return {
    async put(key, body) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside and renamed: the same picture stored twice at once, or served meanwhile,
      // is never seen half written.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, body)
      await rename(temporary, file)
      return UPLOADS_URL_PREFIX + key
    },
    keyOf: (url) => keyAfter(url, UPLOADS_URL_PREFIX),
    async has(key) {
      return access(resolve(key)).then(
        () => true,
        () => false,
      )
    },
    async read(key) {
      return readFile(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null
        throw err
      })
    },
    async remove(url) {
      const key = keyAfter(url, UPLOADS_URL_PREFIX)
      if (key) await rm(resolve(key), { force: true })
    },
  }
}
