import { expect } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** One line of DATA_DIR/outbox/sms.jsonl, as the server's `outbox` SMS provider writes it. */
export interface SmsOutboxLine {
  to: string
  body: string
  code: string
  at: string
}

/** The server of the e2e run writes here (scripts/e2e.mjs picks a fresh DATA_DIR per run). */
const smsOutbox = () => path.join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox', 'sms.jsonl')

/** Every message sent to `to` (+549…), oldest first. */
export async function smsSentTo(to: string): Promise<SmsOutboxLine[]> {
  const text = await readFile(smsOutbox(), 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '' // nothing sent yet in this run
    throw err
  })
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SmsOutboxLine)
    .filter((line) => line.to === to)
}

/**
 * The code of the `count`-th message sent to `to`, waiting for it to be written: the person reads
 * the code on their phone.
 */
export async function waitForSmsCode(to: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await smsSentTo(to)).length, {
      message: `esperando el mensaje ${count} para ${to} en el outbox de SMS`,
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(count)
  return (await smsSentTo(to))[count - 1].code
}
