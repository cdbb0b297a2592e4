import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  ADMIN_SHOP_SORTS,
  type AdminShopRow,
  type AdminShopSort,
} from '../../../../domain/admin/shops'
import {
  PLAN_STANDING_LABELS,
  PLAN_STANDINGS,
  type PlanStanding,
} from '../../../../domain/plan/rules'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Select } from '../../../components/ui/Select'
import { Skeleton } from '../../../components/ui/Skeleton'
import { TextField } from '../../../components/ui/TextField'
import { paths } from '../../../paths'
import { shopSearchParams, useCities, useShops, type ShopSearch } from '../api/shops'
import { PlanStandingBadge } from '../../../components/PlanStanding'
import { shortDate } from '../lib/format'

/** A shop's page in the console (kept out of paths.ts, which every public page loads). */
export const shopPath = (id: string) => `${paths.admin.shops}/${encodeURIComponent(id)}`

/** The search as the address keeps it, so a shop's page leads back to the same list. */
function readSearch(params: URLSearchParams): ShopSearch {
  const standing = params.get('standing') ?? ''
  const sort = params.get('sort') ?? 'created'
  const dir = params.get('dir') ?? ''
  return {
    q: params.get('q') ?? '',
    standing: (PLAN_STANDINGS as readonly string[]).includes(standing)
      ? (standing as PlanStanding)
      : '',
    city: params.get('city') ?? '',
    sort: (ADMIN_SHOP_SORTS as readonly string[]).includes(sort)
      ? (sort as AdminShopSort)
      : 'created',
    dir: dir === 'asc' || dir === 'desc' ? dir : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  }
}

/** 'Alta: más nuevos primero' and the like: each order with its natural direction first. */
const ORDER_CHOICES = [
  { value: 'created:', label: 'Alta: más nuevos primero' },
  { value: 'created:asc', label: 'Alta: más antiguos primero' },
  { value: 'name:', label: 'Nombre: de la A a la Z' },
  { value: 'name:desc', label: 'Nombre: de la Z a la A' },
  { value: 'expires:', label: 'Vencimiento: el más próximo primero' },
  { value: 'expires:desc', label: 'Vencimiento: el más lejano primero' },
] as const

function ShopCard({ shop }: { shop: AdminShopRow }) {
  return (
    <li>
      <Link
        to={shopPath(shop.id)}
        className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-300"
      >
        <div className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-semibold break-words text-stone-900">{shop.name}</span>
          <PlanStandingBadge standing={shop.standing} />
        </div>
        <span className="text-sm break-all text-stone-600">{shop.ownerEmail}</span>
        <span className="text-sm text-stone-600">
          {[shop.city, shop.phone].filter(Boolean).join(' · ') || 'Sin ciudad ni teléfono'}
        </span>
        <span className="text-sm text-stone-500">
          Alta {shortDate(shop.createdAt)}
          {shop.expiresAt && ` · vence ${shortDate(shop.expiresAt)}`}
        </span>
      </Link>
    </li>
  )
}

function ShopTable({ shops }: { shops: AdminShopRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            Comercio
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Contacto
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Ciudad
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Plan
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Alta
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Vence
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {shops.map((shop) => (
          <tr key={shop.id} className="hover:bg-stone-50">
            <td className="px-3 py-2">
              <Link to={shopPath(shop.id)} className="font-semibold text-brand-700 hover:underline">
                {shop.name}
              </Link>
              <div className="text-stone-500">{shop.slug}</div>
            </td>
            <td className="px-3 py-2">
              <div className="break-all">{shop.ownerEmail}</div>
              <div className="text-stone-500">{shop.phone ?? '—'}</div>
            </td>
            <td className="px-3 py-2">{shop.city ?? '—'}</td>
            <td className="px-3 py-2">
              <PlanStandingBadge standing={shop.standing} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{shortDate(shop.createdAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{shortDate(shop.expiresAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** docs/product.md#operators 'Comercios': search, filters, order and pages of 50. */
export function ShopsPage() {
  const [params, setParams] = useSearchParams()
  const search = readSearch(params)
  const [typed, setTyped] = useState(search.q)
  const shops = useShops(search)
  const cities = useCities()

  const apply = (change: Partial<ShopSearch>) => {
    setParams(shopSearchParams({ ...search, page: 1, ...change }))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    apply({ q: typed })
  }

  const data = shops.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0
  const last = data ? first + data.shops.length - (data.shops.length > 0 ? 1 : 0) : 0

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Comercios"
        description="Buscá por nombre, email, teléfono, slug o ciudad."
      />
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <div className="flex items-end gap-2">
          <TextField
            label="Buscar"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Panadería, ana@…, 351 555…"
            className="min-w-0 flex-1"
            enterKeyHint="search"
          />
          <Button type="submit" aria-label="Buscar">
            <Search aria-hidden className="size-5" />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label="Estado del plan"
            value={search.standing}
            onChange={(e) => apply({ standing: e.target.value as PlanStanding | '' })}
          >
            <option value="">Todos</option>
            {PLAN_STANDINGS.map((s) => (
              <option key={s} value={s}>
                {PLAN_STANDING_LABELS[s]}
              </option>
            ))}
          </Select>
          <Select
            label="Ciudad"
            value={search.city}
            onChange={(e) => apply({ city: e.target.value })}
          >
            <option value="">Todas</option>
            {search.city && !cities.data?.cities.some((c) => c.city === search.city) && (
              <option value={search.city}>{search.city}</option>
            )}
            {cities.data?.cities.map((c) => (
              <option key={c.city} value={c.city}>
                {c.city} ({c.shops})
              </option>
            ))}
          </Select>
          <Select
            label="Ordenar por"
            value={`${search.sort}:${search.dir}`}
            onChange={(e) => {
              const [sort, dir] = e.target.value.split(':')
              apply({ sort: sort as AdminShopSort, dir: dir as ShopSearch['dir'] })
            }}
          >
            {ORDER_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
      </form>

      {shops.isError && <Alert tone="error">{shops.error.message}</Alert>}
      {!data ? (
        shops.isPending && (
          <div aria-busy className="flex flex-col gap-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        )
      ) : data.total === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">
          Ningún comercio coincide con la búsqueda.
        </p>
      ) : (
        <section
          aria-label="Resultados"
          aria-busy={shops.isFetching || undefined}
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-stone-600" role="status">
            {data.total === 1 ? '1 comercio' : `${first}–${last} de ${data.total} comercios`}
          </p>
          <ul className="flex flex-col gap-3 md:hidden">
            {data.shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
            <ShopTable shops={data.shops} />
          </div>
          {pages > 1 && (
            <nav aria-label="Páginas" className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => setParams(shopSearchParams({ ...search, page: data.page - 1 }))}
              >
                <ChevronLeft aria-hidden className="size-5" />
                Anterior
              </Button>
              <span className="text-sm text-stone-600">
                Página {data.page} de {pages}
              </span>
              <Button
                variant="secondary"
                disabled={data.page >= pages}
                onClick={() => setParams(shopSearchParams({ ...search, page: data.page + 1 }))}
              >
                Siguiente
                <ChevronRight aria-hidden className="size-5" />
              </Button>
            </nav>
          )}
        </section>
      )}
    </div>
  )
}
