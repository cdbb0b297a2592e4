import js from '@eslint/js'
import path from 'node:path'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Web by feature (docs/decisions/0007-web-by-feature.md): a feature's files are its own; another
 * feature reaches them only through the feature's `index.ts`. Shared code (components, lib, hooks,
 * api, session) imports no feature. Only the route tables open a feature's pages directly, to load
 * each screen on its own.
 */
const featureOf = (file) =>
  file
    .split(path.sep)
    .join('/')
    .match(/\/web\/features\/([^/]+)(\/.*)?$/)
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "Importá '{{feature}}' por su entrada ('features/{{feature}}'), no un archivo suyo.",
      shared:
        'El código compartido no importa features: mové lo que necesitás a un lugar compartido.',
    },
  },
  create(context) {
    const file = context.filename
    const normalized = file.split(path.sep).join('/')
    if (!normalized.includes('/web/')) return {}
    const own = featureOf(file)?.[1]
    const isRouteTable = /\/web\/(routes|customer-routes|entry-server)\.tsx$/.test(normalized)
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = featureOf(path.resolve(path.dirname(file), source))
      if (!target || target[1] === own || isRouteTable) return
      if (!own) return context.report({ node, messageId: 'shared' })
      if (target[2] && target[2] !== '/index') {
        context.report({ node, messageId: 'deep', data: { feature: target[1] } })
      }
    }
    const fromSource = (node) => node.source && check(node, node.source.value)
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.value),
    }
  },
}

const webCode = { group: ['**/web/**'], message: 'El servidor no importa código de la web.' }
const artTools = {
  group: ['**/scripts/**'],
  message: 'El servidor no importa las herramientas de scripts/: ellas importan del servidor.',
}
/**
 * The server's parts above lib/, db/ and adapters/, as a relative import from one of them spells
 * them (docs/decisions/0013-server-layers.md). `parts` names the folders, then the entry files.
 */
const above = (parts, message) => ({
  regex: String.raw`^(\.\./)+(${parts.join('|')})(/|$)|^(\.\./)+(app|main|cli)$`,
  message,
})
const belowModules =
  'lib/, db/ y adapters/ no importan módulos, la demo ni la app: pasá lo que hace falta desde arriba (docs/decisions/0013-server-layers.md).'

/**
 * One order record (docs/ARCHITECTURE.md#order-record): the order modules share
 * `server/modules/order-record` and never import each other, and the record imports none of them.
 */
const ORDER_MODULES = ['public-orders', 'customer-orders', 'orders', 'order-events', 'payments']
const serverModuleOf = (file) =>
  file
    .split(path.sep)
    .join('/')
    .match(/\/server\/modules\/([^/]+)\//)?.[1]
const orderWalls = {
  meta: {
    type: 'problem',
    messages: {
      sibling:
        "'{{own}}' no importa '{{target}}': lo que comparten va en el registro del pedido (modules/order-record).",
    },
  },
  create(context) {
    const own = serverModuleOf(context.filename)
    if (own !== 'order-record' && !ORDER_MODULES.includes(own)) return {}
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = serverModuleOf(path.resolve(path.dirname(context.filename), source) + '/')
      if (target === own || !ORDER_MODULES.includes(target)) return
      context.report({ node, messageId: 'sibling', data: { own, target } })
    }
    const fromSource = (node) => node.source && check(node, node.source.value)
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.value),
    }
  },
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // With verbatimModuleSyntax, `import { type X } from 'm'` still loads 'm' in the browser (zod
    // came onto the customer's home that way, docs/decisions/0006-bundle-driven-splits.md);
    // `import type { X }` does not.
    files: ['web/**/*.{ts,tsx}', 'domain/**/*.ts'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  {
    // Imports flow one way: domain is shared by both sides and imports nothing of ours.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { barrio: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
      'barrio/feature-boundaries': 'error',
    },
  },
  {
    // The server serves the built web app; it never imports its code.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webCode] }] },
  },
  {
    // The server's layers (docs/decisions/0013-server-layers.md): the parts below the modules
    // import none of them, nor the demo or the app that puts them together.
    files: ['server/lib/**/*.ts', 'server/db/**/*.ts', 'server/adapters/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webCode, artTools, above(['modules', 'demo', 'http'], belowModules)] },
      ],
    },
  },
  {
    // Their tests may fill a database with the demo's shops, as any fixture would.
    files: ['server/lib/**/*.test.ts', 'server/db/**/*.test.ts', 'server/adapters/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webCode, above(['modules', 'http'], belowModules)] },
      ],
    },
  },
  {
    // The app puts the modules together; none imports it or the demo.
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webCode,
            artTools,
            above(
              ['demo', 'http'],
              'Un módulo no importa la demo ni la app: las arma la app (docs/decisions/0013-server-layers.md).',
            ),
          ],
        },
      ],
    },
  },
  {
    // The demo and the app import no tool of scripts/: the demo's pictures are drawn ahead of time.
    files: ['server/demo/**/*.ts', 'server/*.ts', 'server/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webCode, artTools] }] },
  },
  {
    // The order modules meet only in the order record.
    files: ['server/modules/**/*.ts'],
    plugins: { 'barrio-orders': { rules: { walls: orderWalls } } },
    rules: { 'barrio-orders/walls': 'error' },
  },
)
