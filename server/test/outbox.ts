import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { MailOutboxLine } from '../adapters/email/outbox'
import type { SmsOutboxLine } from '../adapters/sms/outbox'

interface OutboxLines {
  sms: SmsOutboxLine
  mail: MailOutboxLine
}

/** What the outbox providers wrote under DATA_DIR, oldest first; empty when nothing was sent. */
export async function readOutbox<K extends keyof OutboxLines>(
  dataDir: string,
  kind: K,
): Promise<OutboxLines[K][]> {
  const file = path.join(dataDir, 'outbox', `${kind}.jsonl`)
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return ''
    throw err
  })
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxLines[K])
}
