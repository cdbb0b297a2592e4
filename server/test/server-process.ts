import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-runtime.mjs'

/**
 * The real server as a separate process, for the shutdown test and the benches that measure it
 * from outside: `server/main.ts` through tsx, or the compiled `dist/server/main.js` as `npm start`
 * runs it.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
export const COMPILED_SERVER = path.join(root, 'dist/server/main.js')
export const BUILT_WEB_INDEX = path.join(root, 'dist/web/index.html')

export interface ServerProcess {
  child: ChildProcess
  port: number
  /** The process's last output lines, for a failure message. */
  output: string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

export interface StartServerOptions {
  /**
   * Run `dist/server/main.js` with plain node (serving `dist/web`), as `npm start` does: with its
   * flags and malloc settings (scripts/server-runtime.mjs).
   */
  compiled?: boolean
}

/**
 * Starts the server on 127.0.0.1 and resolves once it listens (start-up migrates and, with
 * SEED_DEMO, seeds before listening). On a free port unless `env.PORT` names one.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  if (options.compiled && !existsSync(COMPILED_SERVER)) {
    throw new Error(`${path.relative(root, COMPILED_SERVER)} is missing: run \`npm run build\``)
  }
  const args = options.compiled
    ? [...SERVER_NODE_ARGS, COMPILED_SERVER]
    : ['--import', 'tsx', 'server/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    // The port is read from the info line that says where it listens.
    env: {
      ...(options.compiled ? SERVER_ENV : {}),
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      ...env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const onLine = (line: string) => {
      output.push(line)
      if (output.length > 200) output.shift()
      const match = /Barrio escuchando en http:\/\/localhost:(\d+)/.exec(line)
      if (match) resolve(Number(match[1]))
    }
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        lines.forEach(onLine)
      })
    }
    void exited.then(({ code, signal }) =>
      reject(
        new Error(`server exited (${code ?? signal}) before listening:\n${output.join('\n')}`),
      ),
    )
  })
  return { child, port, output, exited }
}

/** Resolves once `GET /api/health` answers 200; throws after `timeoutMs`. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (res) => res.status,
      () => 0,
    )
    if (status === 200) return
    if (performance.now() > deadline) {
      throw new Error(`/api/health answered ${status || 'nothing'} for ${timeoutMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** SIGTERM, then waits for the process to exit. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
  }
  await server.exited
}

/** A TCP port free on 127.0.0.1 right now (for a server that must know its own port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
