import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readOutbox } from '../../test/outbox'
import { createSmsSender } from '.'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-sms-'))
})
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

const outboxConfig = (NODE_ENV: 'development' | 'production' | 'test') =>
  ({ SMS_PROVIDER: 'outbox', NODE_ENV, dataDir, TWILIO_CHANNEL: 'whatsapp' }) as const

describe('outbox SMS sender', () => {
  it('appends one JSON line per message to DATA_DIR/outbox/sms.jsonl, with a Spanish body', async () => {
    const sms = createSmsSender(outboxConfig('test'))
    expect(await readOutbox(dataDir, 'sms')).toEqual([])
    const before = Date.now()
    await sms.sendVerificationCode('+5493511234567', '123456')
    await sms.sendVerificationCode('+5493517654321', '654321')

    const lines = await readOutbox(dataDir, 'sms')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toEqual({
      to: '+5493511234567',
      body: 'Tu código de verificación de Barrio es 123456. Vence en 10 minutos.',
      code: '123456',
      at: expect.any(String),
    })
    expect(Date.parse(lines[0]!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(lines[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(lines[1]).toMatchObject({ to: '+5493517654321', code: '654321' })
  })

  it('keeps the codes to the server user: the file 0600 in a 0700 folder, an older open one narrowed', async () => {
    const modeOf = (file: string) => statSync(file).mode & 0o777
    const folder = path.join(dataDir, 'outbox')
    await createSmsSender(outboxConfig('test')).sendVerificationCode('+5493511234567', '123456')
    expect(modeOf(folder).toString(8)).toBe('700')
    expect(modeOf(path.join(folder, 'sms.jsonl')).toString(8)).toBe('600')

    // An outbox an earlier version left readable by everyone.
    const older = mkdtempSync(path.join(os.tmpdir(), 'barrio-sms-'))
    try {
      mkdirSync(path.join(older, 'outbox'))
      chmodSync(path.join(older, 'outbox'), 0o755)
      writeFileSync(path.join(older, 'outbox', 'sms.jsonl'), '', { mode: 0o644 })
      chmodSync(path.join(older, 'outbox', 'sms.jsonl'), 0o644)
      const sms = createSmsSender({ ...outboxConfig('test'), dataDir: older })
      await sms.sendVerificationCode('+5493511234567', '654321')
      expect(modeOf(path.join(older, 'outbox')).toString(8)).toBe('700')
      expect(modeOf(path.join(older, 'outbox', 'sms.jsonl')).toString(8)).toBe('600')
      expect(await readOutbox(older, 'sms')).toMatchObject([{ code: '654321' }])
    } finally {
      rmSync(older, { recursive: true, force: true })
    }
  })

  it('shows the code on the console only in development', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await createSmsSender(outboxConfig('production')).sendVerificationCode(
      '+5493511234567',
      '111111',
    )
    await createSmsSender(outboxConfig('test')).sendVerificationCode('+5493511234567', '222222')
    expect(info).not.toHaveBeenCalled()
    await createSmsSender(outboxConfig('development')).sendVerificationCode(
      '+5493511234567',
      '333333',
    )
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0]![0]).toContain('333333')
  })
})
