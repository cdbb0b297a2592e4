import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The order modules share the order record and never import each other
// (docs/ARCHITECTURE.md#order-record); the lint config keeps it so, and these cases prove it does.
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })
const ORDER_MODULES = ['public-orders', 'customer-orders', 'orders', 'order-events', 'payments']

const wallsOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'barrio-orders/walls')
      .map((m) => `${path.relative(root, result.filePath)}: ${m.message}`),
  )

async function problems(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, 'server/modules', file) })
  return results[0].messages.filter((m) => m.ruleId === 'barrio-orders/walls').map((m) => m.message)
}

describe('the walls between the order modules', () => {
  it('refuses an import of a sibling order module, in any form', async () => {
    expect(
      await problems(
        'payments/x.ts',
        "import { readOrderItems } from '../public-orders/service'\nexport const x = readOrderItems\n",
      ),
    ).toEqual([
      "'payments' no importa 'public-orders': lo que comparten va en el registro del pedido (modules/order-record).",
    ])
    const other = [
      "export { sameToken } from '../customer-orders/service'\n",
      "export * from '../../modules/order-events/service'\n",
      "export const load = () => import('../orders/service')\n",
      "import type { PaymentUpdate } from '../payments/service'\nexport type X = PaymentUpdate\n",
    ]
    for (const code of other) expect(await problems('public-orders/x.ts', code)).toHaveLength(1)
    // The record is below them all: it imports none of them either.
    expect(
      await problems('order-record/x.ts', "export { listOrders } from '../orders/service'\n"),
    ).toHaveLength(1)
  })

  it('lets an order module use the record, its own files and the rest of the server', async () => {
    const code = [
      "import { publishOrderEvent } from '../order-record/events'",
      "import { requestHash } from './service'",
      "import { optionGroupsOfProducts } from '../product-options/service'",
      "import { ApiError } from '../../lib/errors'",
      "import { orders } from '../../db/schema'",
      'export const x = [publishOrderEvent, requestHash, optionGroupsOfProducts, ApiError, orders]',
    ].join('\n')
    expect(await problems('public-orders/x.ts', code)).toEqual([])
    // Outside the order modules the wall does not apply.
    expect(
      await problems('stats/x.ts', "export { listOrders } from '../orders/service'\n"),
    ).toEqual([])
  })

  it('holds in the tree as it is', async () => {
    const folders = [...ORDER_MODULES, 'order-record'].map((m) => `server/modules/${m}/**/*.ts`)
    expect(wallsOf(await eslint.lintFiles(folders))).toEqual([])
  })
})
