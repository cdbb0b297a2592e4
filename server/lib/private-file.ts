import { appendFile, chmod, mkdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Appends to `file`, readable by its owner only (0600), in a folder only its owner may enter
 * (0700): the outboxes hold verification codes and reset links, each enough to take an account.
 * A file or folder left wider by an earlier version is narrowed on the first write.
 */
export function privateAppender(file: string): (text: string) => Promise<void> {
  const dir = path.dirname(file)
  let narrowed = false
  return async (text) => {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    if (!narrowed) {
      await chmod(dir, 0o700)
      await chmod(file, 0o600).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err
      })
      narrowed = true
    }
    await appendFile(file, text, { mode: 0o600 })
  }
}
