import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { askDataDirOwner, DataDirBusyError, lockDataDir } from './data-dir-lock'

// docs/ARCHITECTURE.md#durability: one process at a time on an embedded data directory.

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-lock-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the lock on an embedded data directory', () => {
  it('is held by one opener, answers its requests, and is free again once released', async () => {
    const dir = tempDir()
    const lock = await lockDataDir(dir, async (request) => ({ echo: request }))
    // Only its own user may connect.
    expect(statSync(path.join(dir, 'pglite.sock')).mode & 0o777).toBe(0o600)
    await expect(lockDataDir(dir, async () => ({}))).rejects.toThrow(DataDirBusyError)
    expect(await askDataDirOwner(dir, { ping: 1 })).toEqual({ echo: { ping: 1 } })

    await lock.release()
    expect(existsSync(path.join(dir, 'pglite.sock'))).toBe(false)
    expect(await askDataDirOwner(dir, { ping: 1 })).toBeNull()
    const again = await lockDataDir(dir, async () => ({}))
    await again.release()
  })

  it('is free after a power cut or a kill -9: the socket its dead owner left answers nothing', async () => {
    const dir = tempDir()
    const socket = path.join(dir, 'pglite.sock')
    // A process that takes the socket and dies without closing it.
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ])
    expect(killed.signal).toBe('SIGKILL')
    expect(existsSync(socket)).toBe(true)

    expect(await askDataDirOwner(dir, { ping: 1 })).toBeNull()
    const lock = await lockDataDir(dir, async () => ({ mine: true }))
    try {
      expect(await askDataDirOwner(dir, {})).toEqual({ mine: true })
    } finally {
      await lock.release()
    }
  })
})
