import { Download, Search, Users } from 'lucide-react'
import { useState } from 'react'
import { CUSTOMER_SEARCH_MAX } from '../../../../domain/customers/rules'
import type { Customer } from '../../../../domain/customers/schemas'
import {
  CUSTOMER_ANONYMIZE_ERROR,
  CUSTOMERS_EXPORT_ERROR,
  CUSTOMERS_LOAD_ERROR,
} from '../../../../domain/messages/customers'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { EmptyState } from '../../../components/ui/EmptyState'
import { ListSkeleton } from '../../../components/ui/ListSkeleton'
import { ListState } from '../../../components/ui/ListState'
import { PageHeader } from '../../../components/ui/PageHeader'
import { TextField } from '../../../components/ui/TextField'
import { toast, Toaster } from '../../../components/ui/Toast'
import { useDebouncedValue } from '../../../hooks/useDebouncedValue'
import { serverMessage } from '../../../lib/error-message'
import { useFileDownload } from '../../../hooks/useFileDownload'
import { downloadCustomersCsv, useAnonymizeCustomer, useCustomers } from '../api/customers'
import { CustomerCards, CustomerTable } from '../components/CustomerList'
import { RetentionSetting } from '../components/RetentionSetting'
import { ordersLabel } from '../lib/format'

/** A pause in typing before the list is asked again. */
const SEARCH_DELAY_MS = 300

/**
 * docs/product.md#customers 'Clientes', the owner's and the manager's: the shop's customers, one
 * per phone, found by name or phone, as a CSV; anonymising one on request and how long their data
 * is kept (docs/product.md#personal-data).
 */
export function Component() {
  const [typed, setTyped] = useState('')
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS)
  const list = useCustomers(q)
  const customers = list.data?.pages.flatMap((page) => page.customers) ?? []
  const anonymize = useAnonymizeCustomer()
  const [asked, setAsked] = useState<Customer | null>(null)
  const {
    download: downloadFile,
    downloading,
    failure,
    saved,
  } = useFileDownload(CUSTOMERS_EXPORT_ERROR)

  const download = () => downloadFile(() => downloadCustomersCsv(q))

  function confirmAnonymize() {
    if (!asked) return
    const { name, phone } = asked
    anonymize.mutate(phone, {
      onSuccess: ({ orders }) => {
        setAsked(null)
        toast(`Listo: quitamos los datos de ${name} de ${ordersLabel(orders)}.`)
      },
      onError: (err) => {
        setAsked(null)
        toast(serverMessage(err, CUSTOMER_ANONYMIZE_ERROR), 'error')
      },
    })
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Clientes"
        description="Quienes te pidieron, uno por teléfono, con lo que dejaron al pedir."
        actions={
          <Button
            variant="secondary"
            busy={downloading}
            disabled={list.isSuccess && customers.length === 0}
            onClick={() => void download()}
          >
            {!downloading && <Download aria-hidden className="size-4" />}
            Descargar CSV
          </Button>
        }
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <p role="status" className="sr-only">
        {saved ? `Descargado: ${saved}` : ''}
      </p>
      <form role="search" aria-label="Buscar clientes" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nombre o teléfono"
          maxLength={CUSTOMER_SEARCH_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <ListState
        query={list}
        failed={list.isError && customers.length === 0}
        loadingLabel="Cargando clientes..."
        skeleton={<ListSkeleton rows={4} />}
        errorMessage={CUSTOMERS_LOAD_ERROR}
        isEmpty={customers.length === 0}
        empty={
          q ? (
            <EmptyState icon={Search} title="No encontramos clientes con esa búsqueda.">
              Probá con otra parte del nombre o del teléfono.
            </EmptyState>
          ) : (
            <EmptyState icon={Users} title="Todavía no tenés clientes.">
              Cuando te hagan pedidos, vas a ver acá a cada cliente con sus pedidos, lo que gastó y
              lo que más pide.
            </EmptyState>
          )
        }
      >
        {() => (
          <div className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            <CustomerTable customers={customers} onAnonymize={setAsked} />
            <CustomerCards customers={customers} onAnonymize={setAsked} />
            {list.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                busy={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Ver más
              </Button>
            )}
          </div>
        )}
      </ListState>
      <RetentionSetting />
      <ConfirmDialog
        open={asked !== null}
        title={`¿Anonimizar a ${asked?.name ?? ''}?`}
        confirmLabel="Anonimizar"
        busy={anonymize.isPending}
        onConfirm={confirmAnonymize}
        onCancel={() => setAsked(null)}
      >
        <p>
          Se borran su nombre, teléfono, dirección y notas de todos sus pedidos en tu comercio.{' '}
          <strong>No se puede deshacer.</strong>
        </p>
        <p className="mt-2">Los importes de los pedidos quedan, así que tus ventas no cambian.</p>
      </ConfirmDialog>
      <Toaster />
    </div>
  )
}
