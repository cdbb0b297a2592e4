// Part of `npm run build`: compiles the server (and the domain code it shares with the web) into one
// ES module, dist/server/main.js, that plain `node` runs: no TypeScript loader in production.
// Packages stay in node_modules; the SQL migrations and the demo pictures are copied beside the
// bundle, where the migrator and the seed look for them.
import { build } from 'esbuild'
import { cpSync, rmSync } from 'node:fs'

const outdir = 'dist/server'
rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: ['server/main.ts'],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true })
// The demo shops' pictures, rendered ahead of time (server/demo/pictures.ts).
cpSync('server/demo/pictures', `${outdir}/pictures`, { recursive: true })
console.log(`Server compiled to ${outdir}/main.js`)
