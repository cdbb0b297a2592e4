import { useId } from 'react'
import type { TransferAccount } from '../../domain/payments/schemas'
import { CopyButton } from './CopyButton'

/**
 * Where a transfer order's money goes (docs/product.md#payments): the shop's alias or CVU/CBU with
 * a copy button, and the holder's name to check in the bank's app. A CVU/CBU is all digits (the
 * rule of domain/payments/transfer-account.ts, not imported: it carries the panel's messages).
 */
export function TransferDetails({ transfer }: { transfer: TransferAccount }) {
  const accountId = useId()
  const cbu = /^\d+$/.test(transfer.account)
  return (
    <dl className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 text-stone-900">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <dt className="text-sm text-stone-600">{cbu ? 'CVU/CBU' : 'Alias'}</dt>
          <dd id={accountId} className="font-mono font-semibold break-all">
            {transfer.account}
          </dd>
        </div>
        <CopyButton text={transfer.account} describedBy={accountId} />
      </div>
      <div>
        <dt className="text-sm text-stone-600">Titular</dt>
        <dd className="font-medium break-words">{transfer.holder}</dd>
      </div>
    </dl>
  )
}
