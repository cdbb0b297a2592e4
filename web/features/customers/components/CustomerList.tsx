import { UserX } from 'lucide-react'
import { formatCustomerPhone } from '../../../../domain/customers/rules'
import type { Customer } from '../../../../domain/customers/schemas'
import { formatPesos } from '../../../../domain/money/rules'
import { Button } from '../../../components/ui/Button'
import { lastOrderLabel, ordersLabel } from '../lib/format'

interface Props {
  customers: Customer[]
  onAnonymize: (customer: Customer) => void
}

function AnonymizeButton({
  customer,
  onAnonymize,
}: Pick<Props, 'onAnonymize'> & { customer: Customer }) {
  return (
    <Button
      variant="ghost"
      className="px-3 text-sm text-red-700 hover:bg-red-50"
      aria-label={`Anonimizar a ${customer.name}`}
      onClick={() => onAnonymize(customer)}
    >
      <UserX aria-hidden className="size-4" />
      Anonimizar
    </Button>
  )
}

const COLUMNS = ['Cliente', 'Pedidos', 'Gastado', 'Último pedido', 'Producto más pedido']

/** A wide screen: one line per customer. */
export function CustomerTable({ customers, onAnonymize }: Props) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Clientes</caption>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 ${column === 'Pedidos' || column === 'Gastado' ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {customers.map((customer) => (
            <tr key={customer.phone} data-customer={customer.phone} className="hover:bg-stone-50">
              {/* Takes the room left, and cuts a long name short. */}
              <td className="w-full max-w-0 px-4 py-3">
                <span className="block truncate font-medium text-stone-900">{customer.name}</span>
                <span className="block truncate text-stone-600 tabular-nums">
                  {formatCustomerPhone(customer.phone)}
                </span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-stone-700 tabular-nums">
                {customer.orders.toLocaleString('es-AR')}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {formatPesos(customer.spent)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">
                <time dateTime={customer.lastOrderAt}>{lastOrderLabel(customer.lastOrderAt)}</time>
              </td>
              <td className="max-w-48 truncate px-4 py-3 text-stone-700">
                {customer.topProduct ?? '—'}
              </td>
              <td className="px-2 py-1 text-right">
                <AnonymizeButton customer={customer} onAnonymize={onAnonymize} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A phone: one card per customer. */
export function CustomerCards({ customers, onAnonymize }: Props) {
  return (
    <ul aria-label="Clientes" className="flex flex-col gap-3 md:hidden">
      {customers.map((customer) => (
        <li
          key={customer.phone}
          data-customer={customer.phone}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900">{customer.name}</p>
              <p className="text-sm text-stone-600 tabular-nums">
                {formatCustomerPhone(customer.phone)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
              {formatPesos(customer.spent)}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <div>
              <dt className="text-stone-500">Pedidos</dt>
              <dd className="text-stone-800">{ordersLabel(customer.orders)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Último pedido</dt>
              <dd className="text-stone-800 tabular-nums">
                <time dateTime={customer.lastOrderAt}>{lastOrderLabel(customer.lastOrderAt)}</time>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-stone-500">Producto más pedido</dt>
              <dd className="truncate text-stone-800">{customer.topProduct ?? '—'}</dd>
            </div>
          </dl>
          <div className="-mx-1 -mb-2 flex justify-end">
            <AnonymizeButton customer={customer} onAnonymize={onAnonymize} />
          </div>
        </li>
      ))}
    </ul>
  )
}
