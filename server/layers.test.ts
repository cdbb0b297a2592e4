import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The server's layers (docs/decisions/0013-server-layers.md) are kept by the lint config; these
// cases prove the config catches an arrow back up and lets the arrows down through.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join('server', file) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const uses = (from: string) => `import { x } from '${from}'\nexport const y = x\n`

describe('server layers', () => {
  it('refuses lib/, db/ and adapters/ importing a module, the demo or the app', async () => {
    const cases: [string, string][] = [
      ['lib/metrics.ts', '../modules/order-events/service'],
      ['db/prepare.ts', '../demo'],
      ['db/backup.ts', '../demo/demo-shops'],
      ['adapters/storage/s3.ts', '../../modules/products/service'],
      ['lib/uploads.ts', '../http/api-routes'],
      ['lib/auth.ts', '../app'],
      ['db/migrate.ts', '../main'],
    ]
    for (const [file, from] of cases) {
      const found = await refusals(file, uses(from))
      expect(found, `${file} → ${from}`).toHaveLength(1)
      expect(found[0]).toContain('lib/, db/ y adapters/ no importan módulos')
    }
  })

  it('lets them import each other, the domain and packages', async () => {
    for (const [file, from] of [
      ['lib/uploads.ts', '../db/schema'],
      ['db/backup.ts', '../lib/one-at-a-time'],
      ['adapters/index.ts', '../config'],
      ['lib/images.ts', '../../domain/business'],
      ['lib/metrics.ts', 'prom-client'],
    ]) {
      expect(await refusals(file, uses(from)), `${file} → ${from}`).toEqual([])
    }
  })

  it('refuses a module importing the demo or the app, and lets the demo and the app use modules', async () => {
    expect(await refusals('modules/products/service.ts', uses('../../demo'))).toHaveLength(1)
    expect(await refusals('modules/products/routes.ts', uses('../../app'))).toHaveLength(1)
    expect(await refusals('demo/index.ts', uses('../modules/product-options/service'))).toEqual([])
    expect(await refusals('http/api-routes.ts', uses('../modules/products/routes'))).toEqual([])
  })

  it('keeps the tools of scripts/ out of the server', async () => {
    const found = await refusals('demo/pictures.ts', uses('../../scripts/art/dishes/catalog'))
    expect(found).toHaveLength(1)
  })
})
