import type { FastifyInstance } from 'fastify'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'

/**
 * Graceful stop of one server process: readiness fails while requests are still served (drain),
 * then the listener closes, every connection closes once it has answered what it was asked, and
 * only then the app and the database close. Node's http `server.close()` (which `app.close()`
 * calls) is not used to stop listening: it destroys at once every connection it counts as idle,
 * including keep-alive connections whose next request is still unread while the event loop is
 * busy (the embedded database runs on it), which reset most requests in flight under load.
 */

/** How long a connection with no request in progress may stay open once the server stops. */
const IDLE_GRACE_MS = 1000
/** How often the stop phase looks for connections to close. */
const SWEEP_MS = 50

const notReady = new WeakSet<Server>()

/** False once this server began shutting down (readiness answers 503). */
export function isReady(server: Server): boolean {
  return !notReady.has(server)
}

/** Readiness fails from now on; the server keeps answering everything else. */
export function markNotReady(server: Server): void {
  notReady.add(server)
}

interface Connection {
  /** Requests read and not yet answered (more than one when pipelined). */
  pending: Set<ServerResponse>
  /** When it last had nothing to do. */
  idleSince: number
}

export interface ShutdownOptions {
  /** How long readiness fails before the listener closes. */
  drainMs: number
  /** From the signal, the time after which the process exits 1 whatever is left. */
  timeoutMs: number
  /** Ends long-lived answers (event streams), which would otherwise keep their connections busy. */
  endStreams: () => void
  /** Runs after the app has closed. */
  closeDatabase: () => Promise<void>
  exit: (code: number) => void
}

/**
 * Tracks the server's connections from now on (call before listening) and answers the function
 * that shuts the process down; calling it again while shutting down changes nothing.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions) {
  const server = app.server
  const connections = new Map<Socket, Connection>()
  let stopping = false

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { pending: new Set(), idleSince: performance.now() })
    socket.once('close', () => connections.delete(socket))
  })
  // Runs before Fastify's handler: the answer is not written yet, so it can still say close.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket)
    if (!connection) return
    connection.pending.add(res)
    if (stopping) res.shouldKeepAlive = false
    // 'finish', not 'close': a served file already carries ten 'close' listeners (Node warns past
    // that); an answer that never finishes ends with its socket, which leaves the map on 'close'.
    res.once('finish', () => {
      connection.pending.delete(res)
      if (connection.pending.size === 0) connection.idleSince = performance.now()
    })
  })

  /** Closes connections idle for the grace time; resolves when none is left. */
  const closeConnections = () =>
    new Promise<void>((resolve) => {
      const sweep = () => {
        // After a timer the loop polls sockets before setImmediate: a request that arrived while
        // it was busy is read (and counted as pending) before any idle connection is judged.
        setImmediate(() => {
          // A stream asked for on a busy connection after the stop ends too.
          options.endStreams()
          const now = performance.now()
          for (const [socket, connection] of connections) {
            if (connection.pending.size === 0 && now - connection.idleSince >= IDLE_GRACE_MS) {
              socket.destroy()
            }
          }
          if (connections.size === 0) resolve()
          else setTimeout(sweep, SWEEP_MS)
        })
      }
      sweep()
    })

  let started: Promise<void> | null = null
  return (signal: string): Promise<void> => {
    started ??= (async () => {
      const deadline = setTimeout(() => {
        app.log.error({ signal, connections: connections.size }, 'shutdown: deadline passed')
        options.exit(1)
      }, options.timeoutMs)
      // Kept referenced: a close that hangs on nothing at all must still end in exit 1, not 0.
      try {
        markNotReady(server)
        app.log.info({ signal, drainMs: options.drainMs }, 'shutdown: not ready, draining')
        if (options.drainMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, options.drainMs))
        }
        stopping = true
        // Node's http close would also destroy "idle" connections at once (see above); the net
        // close only stops accepting.
        net.Server.prototype.close.call(server)
        for (const connection of connections.values()) {
          for (const res of connection.pending) if (!res.headersSent) res.shouldKeepAlive = false
        }
        app.log.info({ connections: connections.size }, 'shutdown: listener closed')
        await closeConnections()
        await app.close()
        await options.closeDatabase()
        app.log.info({ signal }, 'shutdown: done')
        clearTimeout(deadline)
        options.exit(0)
      } catch (err) {
        app.log.error({ err, signal }, 'shutdown failed')
        options.exit(1)
      }
    })()
    return started
  }
}
