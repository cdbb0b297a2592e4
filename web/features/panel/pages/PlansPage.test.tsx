// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STARTER_PLAN } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money/rules'
import { PLAN_PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../../domain/messages/panel'
import type { PlanOverview, PlanPayment } from '../../../../domain/plan/schemas'
import { SessionProvider } from '../../../session/SessionProvider'
import { json, mockApi } from '../../../testing/mock-api'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Component as PlansPage } from './PlansPage'

/*
 * docs/product.md#plan-payments: the plan page in the plan states' words, paying with Mercado
 * Pago, the way back asking again until the payment is told, and the session following it.
 */

const PLAN = '/api/business/plan'

/** A token as the server signs one (the client only decodes it). */
function tokenOf(claims: Record<string, unknown>) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    userId: '11111111-1111-4111-8111-111111111111',
    email: 'rosa@barrio.test',
    role: 'BUSINESS_OWNER',
    businessName: 'Almacén Doña Rosa',
    plan: 'Starter',
    subscriptionPaid: false,
    expiresAt: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  })}.firma`
}

const payment = (over: Partial<PlanPayment> = {}): PlanPayment => ({
  id: '22222222-2222-4222-8222-222222222222',
  number: 7,
  status: 'pending',
  source: 'mercadopago',
  months: 1,
  amount: STARTER_PLAN.monthlyPrice,
  createdAt: '2026-11-20T15:00:00.000Z',
  paidAt: null,
  periodStart: null,
  periodEnd: null,
  ...over,
})

const pending: PlanOverview = {
  plan: {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: STARTER_PLAN.monthlyPrice,
    features: [...STARTER_PLAN.features],
  },
  shop: { name: 'Almacén Doña Rosa', cuit: '20123456786' },
  standing: 'pending',
  state: 'unpaid',
  subscriptionPaid: false,
  expiresAt: null,
  suspensionReason: null,
  gate: { open: true, reason: null, until: '2026-12-20T15:00:00.000Z', since: null },
  payments: [],
}

const END = '2026-12-20T15:00:00.000Z'
const paid: PlanOverview = {
  ...pending,
  standing: 'active',
  state: 'active',
  subscriptionPaid: true,
  expiresAt: END,
  gate: { open: true, reason: null, until: null, since: null },
  payments: [
    payment({
      status: 'approved',
      paidAt: '2026-11-20T15:00:00.000Z',
      periodStart: '2026-11-20T15:00:00.000Z',
      periodEnd: END,
    }),
  ],
}

function show(path: string) {
  const router = createMemoryRouter([{ path: '/business/planes/*', Component: PlansPage }], {
    initialEntries: [path],
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return router
}

beforeEach(() => {
  // Recordarme off: the session lives in this tab only.
  sessionStorage.setItem('token', tokenOf({}))
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('Planes', () => {
  it('shows the standing, the trial’s end and no receipts yet', async () => {
    mockApi({ [`GET ${PLAN}`]: () => json(pending) })
    show('/business/planes')
    const state = await screen.findByRole('region', { name: 'Estado de tu plan' })
    expect(state.textContent).toContain('Pendiente')
    expect(state.className).toMatch(/amber/)
    expect(state.textContent).toContain('Tu prueba gratis termina el 20 de diciembre de 2026')
    expect(screen.getByText('Todavía no tenés pagos del plan.')).toBeTruthy()
  })

  it('goes to Mercado Pago’s checkout, or says why it cannot', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    let available = false
    mockApi({
      [`GET ${PLAN}`]: () => json(pending),
      [`POST ${PLAN}/checkout`]: () =>
        available
          ? json({ url: 'https://mp.example/checkout/1', paymentId: payment().id })
          : json({ error: PLAN_PAYMENTS_UNAVAILABLE_MESSAGE, code: 'CONFLICT' }, 409),
    })
    show('/business/planes')
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar con Mercado Pago' }))
    expect((await screen.findByRole('alert')).textContent).toBe(PLAN_PAYMENTS_UNAVAILABLE_MESSAGE)
    available = true
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://mp.example/checkout/1'))
    vi.unstubAllGlobals()
  })

  it('back from paying, asks again until the payment is told, then the session follows it', async () => {
    const fresh = tokenOf({ subscriptionPaid: true, expiresAt: END })
    let told = false
    const api = mockApi({
      [`GET ${PLAN}`]: () => {
        if (!told) return json({ ...pending, payments: [payment()] })
        return json({ ...paid, token: fresh })
      },
    })
    show('/business/planes?pago=ok')
    expect((await screen.findByText(/esperando la confirmación de Mercado Pago/)).textContent).toBe(
      'Estamos esperando la confirmación de Mercado Pago. Esta página se actualiza sola.',
    )
    told = true
    await screen.findByText('¡Listo! Recibimos tu pago.', {}, { timeout: 8000 })
    expect(api.callsTo(`GET ${PLAN}`).length).toBeGreaterThanOrEqual(2)
    const state = screen.getByRole('region', { name: 'Estado de tu plan' })
    expect(state.textContent).toContain('Activo')
    expect(state.textContent).toContain('Válido hasta 20 de diciembre de 2026')
    // The new token is kept where the owner chose: this tab only.
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(fresh))
    expect(localStorage.getItem('token')).toBeNull()
    const receipts = screen.getByRole('region', { name: 'Comprobantes' })
    expect(receipts.textContent).toContain(`Nº 7 · ${formatMoney(STARTER_PLAN.monthlyPrice, 0)}`)
  }, 15_000)

  it('back from a refused payment, says so', async () => {
    mockApi({
      [`GET ${PLAN}`]: () => json({ ...pending, payments: [payment({ status: 'rejected' })] }),
    })
    show('/business/planes?pago=error')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Mercado Pago no aprobó el pago',
    )
  })

  it('draws a receipt to print under the plan page', async () => {
    mockApi({ [`GET ${PLAN}`]: () => json(paid) })
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    show(`/business/planes/comprobante/${payment().id}`)
    const receipt = await screen.findByRole('article', { name: 'Comprobante Nº 7' })
    expect(receipt.textContent).toContain('20-12345678-6')
    expect(receipt.textContent).toContain('Del 20 de noviembre de 2026 al 20 de diciembre de 2026')
    expect(receipt.textContent).toContain(`Total pagado${formatMoney(STARTER_PLAN.monthlyPrice)}`)
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalled()
  })
})
