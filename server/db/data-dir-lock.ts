import { chmodSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * One process at a time on an embedded database (docs/deploy.md#backups): two PGlite instances on
 * one data directory would corrupt it. The process that opens it listens on a unix socket in
 * DATA_DIR, readable by its own user only; the kernel answers a connection only while that process
 * lives, so a socket file left by a crash is told apart from a live owner. The socket is also how
 * `npm run backup` asks a running server for its snapshot.
 */

const SOCKET_NAME = 'pglite.sock'
// sockaddr_un holds about 104 bytes (macOS) to 108 (Linux).
const MAX_SOCKET_PATH = 100

export class DataDirBusyError extends Error {
  constructor(dataDir: string) {
    super(
      `La base embebida de ${dataDir} está abierta por otro proceso de Barrio: ` +
        'detenelo antes (o pedile la copia con `npm run backup`, que se la pide al servidor en marcha).',
    )
    this.name = 'DataDirBusyError'
  }
}

function socketPath(dataDir: string) {
  const full = path.join(path.resolve(dataDir), SOCKET_NAME)
  if (full.length <= MAX_SOCKET_PATH) return full
  const relative = path.relative(process.cwd(), full)
  if (relative.length <= MAX_SOCKET_PATH) return relative
  throw new Error(`DATA_DIR es una ruta demasiado larga para su socket (${full})`)
}

type Request = Record<string, unknown>
type Answer = Record<string, unknown>

/**
 * Sends `request` to the process holding `dataDir` and resolves its answer, or null when no live
 * process holds it.
 */
export function askDataDirOwner(dataDir: string, request: Request): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath(dataDir))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.end(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as Answer)
      } catch {
        reject(new Error(`respuesta inválida del proceso que tiene ${dataDir}: ${text}`))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
      else reject(error)
    })
  })
}

/** Whether a live process listens on the socket (its owner, or a process of another user). */
function held(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file)
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code !== 'ENOENT' && error.code !== 'ECONNREFUSED'),
    )
  })
}

/**
 * Takes `dataDir` for this process, or throws DataDirBusyError. `answer` serves each request
 * another process sends (askDataDirOwner). Two processes finding the same stale socket in the same
 * instant could both take it; a process never starts twice at once on purpose.
 */
export async function lockDataDir(dataDir: string, answer: (request: Request) => Promise<Answer>) {
  const file = socketPath(dataDir)
  if (await held(file)) throw new DataDirBusyError(dataDir)
  rmSync(file, { force: true })
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', () => {})
    socket.on('end', () => {
      void (async () => {
        let reply: Answer
        try {
          reply = await answer(JSON.parse(text) as Request)
        } catch (error) {
          reply = { error: (error as Error).message }
        }
        socket.end(`${JSON.stringify(reply)}\n`)
      })()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DataDirBusyError(dataDir) : error),
    )
    // Created 0600 (bind happens within listen): no other user may ever connect.
    let umask: number | undefined
    try {
      umask = process.umask(0o177)
    } catch {
      // A worker thread cannot set it: the chmod below still closes the socket.
    }
    try {
      server.listen(file, resolve)
    } finally {
      if (umask !== undefined) process.umask(umask)
    }
  })
  chmodSync(file, 0o600)
  // The lock never keeps the process alive by itself.
  server.unref()
  let released: Promise<void> | undefined
  return {
    release() {
      released ??= new Promise<void>((resolve) => server.close(() => resolve())).then(() =>
        rmSync(file, { force: true }),
      )
      return released
    },
  }
}
