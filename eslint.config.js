import js from '@eslint/js'
import path from 'node:path'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Web by feature (docs/decisions/0007-web-by-feature.md): a feature's files are its own; another
 * feature reaches them only through the feature's `index.ts`. Shared code (components, lib, hooks,
 * api, session) imports no feature. Only the route table opens a feature's pages directly, to load
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
    const isRouteTable = /\/web\/(routes|entry-server)\.tsx$/.test(normalized)
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    // The order modules meet only in the order record.
    files: ['server/modules/**/*.ts'],
    plugins: { 'barrio-orders': { rules: { walls: orderWalls } } },
    rules: { 'barrio-orders/walls': 'error' },
  },
)
