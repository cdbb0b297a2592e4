// `npm run test:e2e`: Playwright against the production build, served on a free port with a fresh
// temporary DATA_DIR, in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `No se encontró Chromium en ${chromium}.\n` +
      'Instalalo con: sudo apt-get install -y chromium  (o indicá otro binario con CHROMIUM_PATH=/ruta/a/chromium).\n' +
      'Playwright no descarga navegadores en este proyecto.',
  )
  process.exit(1)
}
if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await new Promise((resolve, reject) => {
  const srv = createServer()
  srv.once('error', reject)
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address()
    srv.close(() => resolve(port))
  })
})
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-e2e-'))
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
})
rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
