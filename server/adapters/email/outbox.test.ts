import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readOutbox } from '../../test/outbox'
import { createMailer } from '.'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-mail-'))
})
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

const config = (NODE_ENV: 'development' | 'test') =>
  ({
    MAIL_PROVIDER: 'outbox',
    NODE_ENV,
    dataDir,
    MAIL_FROM: 'Barrio <no-responder@barrio.com.ar>',
  }) as const

const mail = {
  to: 'ana@example.com',
  subject: 'Restablecé tu contraseña',
  text: 'Entrá a https://barrio.test/restablecer?token=abc',
  html: '<p>Entrá a <a href="https://barrio.test/restablecer?token=abc">este enlace</a></p>',
}

describe('outbox mailer', () => {
  it('appends each mail as one JSON line to DATA_DIR/outbox/mail.jsonl', async () => {
    const mailer = createMailer(config('test'))
    await mailer.send(mail)
    await mailer.send({ ...mail, to: 'beto@example.com' })
    const lines = await readOutbox(dataDir, 'mail')
    expect(lines).toEqual([
      { ...mail, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { ...mail, to: 'beto@example.com', at: expect.any(String) },
    ])
    // The SMS outbox is a different file.
    expect(await readOutbox(dataDir, 'sms')).toEqual([])
  })

  it('keeps reset links to the server user: mail.jsonl 0600 in a 0700 folder', async () => {
    await createMailer(config('test')).send(mail)
    const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8)
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700')
    expect(modeOf(path.join(dataDir, 'outbox', 'mail.jsonl'))).toBe('600')
  })

  it('shows the mail on the console only in development', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await createMailer(config('test')).send(mail)
    expect(info).not.toHaveBeenCalled()
    await createMailer(config('development')).send(mail)
    expect(info.mock.calls[0]![0]).toContain('token=abc')
  })
})
