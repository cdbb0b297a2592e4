// @vitest-environment node
import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The web app's boundaries (docs/decisions/0007-web-by-feature.md) are kept by the lint config;
// these cases prove the config catches what it must and lets through what it should.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join('web', file) })
  return result.messages
    .filter((m) => m.ruleId === 'barrio/feature-boundaries')
    .map((m) => m.message)
}

describe('web feature boundaries', () => {
  it('refuses a file of another feature, and takes its entry', async () => {
    const deep = await problems(
      'features/products/pages/X.tsx',
      "import { useCategories } from '../../categories/api/categories'\nexport const x = useCategories\n",
    )
    expect(deep).toEqual([
      "Importá 'categories' por su entrada ('features/categories'), no un archivo suyo.",
    ])
    const entry = await problems(
      'features/products/pages/X.tsx',
      "import { useCategories } from '../../categories'\nexport const x = useCategories\n",
    )
    expect(entry).toEqual([])
  })

  it('lets a feature use its own files and shared code', async () => {
    const own = await problems(
      'features/products/pages/X.tsx',
      "import { a } from '../lib/product-form'\nimport { b } from '../../../components/ui/Button'\nexport const x = [a, b]\n",
    )
    expect(own).toEqual([])
  })

  it('keeps shared code free of features', async () => {
    const shared = await problems(
      'components/X.tsx',
      "import { useCategories } from '../features/categories'\nexport const x = useCategories\n",
    )
    expect(shared).toEqual([
      'El código compartido no importa features: mové lo que necesitás a un lugar compartido.',
    ])
  })

  it('lets only the route table load a feature page on its own', async () => {
    const lazy = "export const load = () => import('./features/menu/pages/MenuPage')\n"
    expect(await problems('routes.tsx', lazy)).toEqual([])
    expect(await problems('paths.ts', lazy)).toHaveLength(1)
  })
})
