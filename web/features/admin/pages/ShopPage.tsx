import { ExternalLink } from 'lucide-react'
import {
  PLAN_PAYMENT_SOURCE_LABELS,
  PLAN_PAYMENT_STATUS_LABELS,
} from '../../../../domain/plan/rules'
import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import type { AdminAuditEntry, AdminShopDetail } from '../../../../domain/admin/shops'
import { auditActionLabel } from '../../../../domain/admin/actions'
import { planLabel } from '../../../../domain/constants'
import { Alert } from '../../../components/ui/Alert'
import { Button } from '../../../components/ui/Button'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Skeleton } from '../../../components/ui/Skeleton'
import { paths } from '../../../paths'
import { useShop } from '../api/shops'
import { DaysChart } from '../components/DaysChart'
import { ShopActionDialog, type ShopActionKind } from '../components/ShopActionDialog'
import { PlanStandingBadge } from '../../../components/PlanStanding'
import { dateTime, pesos, shortDate } from '../lib/format'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 md:p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function auditLine(entry: AdminAuditEntry) {
  const label = auditActionLabel(entry.action)
  const d = entry.details
  if (entry.action === 'plan.extend' && typeof d.months === 'number') {
    const source =
      PLAN_PAYMENT_SOURCE_LABELS[d.source as keyof typeof PLAN_PAYMENT_SOURCE_LABELS] ?? ''
    return `${label} ${d.months} ${d.months === 1 ? 'mes' : 'meses'} (${source.toLowerCase()})`
  }
  return label
}

function address(shop: AdminShopDetail) {
  const a = shop.address
  const street = [a.street, a.floor && `piso ${a.floor}`, a.apartment && `dto. ${a.apartment}`]
    .filter(Boolean)
    .join(', ')
  const place = [a.city, a.province, a.zipCode].filter(Boolean).join(', ')
  return [street, place].filter(Boolean).join(' — ') || 'Sin dirección'
}

function ShopDetail({ shop }: { shop: AdminShopDetail }) {
  const [action, setAction] = useState<ShopActionKind | null>(null)
  const suspended = shop.suspension !== null

  return (
    <>
      <PageHeader
        title={shop.name}
        back={{ to: paths.admin.shops, label: 'Comercios' }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PlanStandingBadge standing={shop.plan.standing} />
            <a
              href={paths.storefront(shop.slug)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              /{shop.slug}
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </span>
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAction('extend')}>Extender plan</Button>
        {suspended ? (
          <Button variant="secondary" onClick={() => setAction('reactivate')}>
            Reactivar
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setAction('suspend')}>
            Suspender
          </Button>
        )}
      </div>

      {shop.suspension && (
        <Alert tone="error">
          <span className="block font-semibold">
            Suspendido desde el {dateTime(shop.suspension.at)}
          </span>
          Motivo: {shop.suspension.reason}
        </Alert>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Dueño y contacto">
          <Facts
            rows={[
              ['Email', shop.owner.email],
              ['Teléfono', shop.phone ?? '—'],
              [
                'Último ingreso',
                shop.owner.lastSignInAt ? dateTime(shop.owner.lastSignInAt) : 'Nunca',
              ],
              ['Razón social', shop.legalName ?? '—'],
              ['CUIT', shop.taxId ?? '—'],
              ['Alta', shortDate(shop.createdAt)],
            ]}
          />
        </Section>
        <Section title="Dirección y pedidos">
          <Facts
            rows={[
              ['Dirección', address(shop)],
              [
                'Pausa',
                shop.pausedUntil ? `Pedidos pausados hasta ${dateTime(shop.pausedUntil)}` : 'No',
              ],
              ['Pedidos (30 días)', String(shop.activity.orders)],
              ['Aceptados', String(shop.activity.accepted)],
              ['Ventas (30 días)', pesos(shop.activity.sales)],
            ]}
          />
        </Section>
      </div>

      <Section title="Plan">
        <Facts
          rows={[
            ['Plan', shop.plan.plan ? planLabel(shop.plan.plan) : 'Sin plan'],
            ['Estado', <PlanStandingBadge key="s" standing={shop.plan.standing} />],
            ['Vence', shortDate(shop.plan.expiresAt)],
          ]}
        />
        <h3 className="mt-2 font-semibold text-stone-900">Pagos del plan</h3>
        {shop.payments.length === 0 ? (
          <p className="text-sm text-stone-600">Todavía no hay pagos.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100 text-sm">
            {shop.payments.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 py-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    Comprobante {p.number} · {PLAN_PAYMENT_SOURCE_LABELS[p.source]} · {p.months}{' '}
                    {p.months === 1 ? 'mes' : 'meses'}
                  </span>
                  <span className="tabular-nums">{pesos(p.amount)}</span>
                </div>
                <span className="text-stone-600">
                  {PLAN_PAYMENT_STATUS_LABELS[p.status]}
                  {p.periodStart &&
                    p.periodEnd &&
                    ` · cubre del ${shortDate(p.periodStart)} al ${shortDate(p.periodEnd)}`}
                </span>
                {(p.operatorEmail || p.reason) && (
                  <span className="text-stone-600">
                    {p.operatorEmail ?? 'Operador'}: {p.reason}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Pedidos y ventas de los últimos 30 días">
        <DaysChart days={shop.activity.days} caption={`Pedidos y ventas de ${shop.name} por día`} />
      </Section>

      <Section title="Actividad reciente">
        {shop.audit.length === 0 ? (
          <p className="text-sm text-stone-600">Ningún operador actuó sobre este comercio.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100 text-sm">
            {shop.audit.map((a) => (
              <li key={a.id} data-action={a.action} className="flex flex-col gap-1 py-2">
                <span className="font-medium text-stone-900">{auditLine(a)}</span>
                <span className="text-stone-600">
                  {dateTime(a.createdAt)} · {a.operatorEmail ?? 'Operador'}
                </span>
                {a.reason && <span className="text-stone-700">Motivo: {a.reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {action && (
        <ShopActionDialog key={action} shop={shop} kind={action} onClose={() => setAction(null)} />
      )}
    </>
  )
}

/** docs/product.md#operators: one shop, all an operator needs, and the actions on it. */
export function ShopPage() {
  const { id = '' } = useParams()
  const shop = useShop(id)
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {shop.isError ? (
        <>
          <PageHeader title="Comercio" back={{ to: paths.admin.shops, label: 'Comercios' }} />
          <Alert tone="error">{shop.error.message}</Alert>
        </>
      ) : shop.data ? (
        <ShopDetail shop={shop.data} />
      ) : (
        <div aria-busy className="flex flex-col gap-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-48" />
        </div>
      )}
    </div>
  )
}
