// `npm start`: builds the web app and the server when either is missing or older than its sources,
// then runs the compiled server with plain node, with the flags and malloc settings of
// scripts/server-runtime.mjs.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-runtime.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const manifest = path.join(root, 'dist/web/.vite/manifest.json')
const serverBundle = path.join(root, 'dist/server/main.js')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const newestSource = (dirs) => Math.max(...dirs.map((dir) => newestMtime(path.join(root, dir))))
const stale = () =>
  newestSource(['web', 'domain']) > statSync(manifest).mtimeMs ||
  newestSource(['server', 'domain']) > statSync(serverBundle).mtimeMs

if (!existsSync(manifest) || !existsSync(serverBundle) || stale()) {
  console.log('Compilando la aplicación web y el servidor…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, serverBundle], {
  cwd: root,
  stdio: 'inherit',
  // The environment's own values win, so a deployment can still tune malloc.
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
