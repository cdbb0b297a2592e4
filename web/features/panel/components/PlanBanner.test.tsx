// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Landed, renderAt } from '../../../testing/render'
import { PlanBanner } from './PlanBanner'

const DAY = 24 * 60 * 60_000

function show(plan: { subscriptionPaid: boolean; expiresAt: string | null }) {
  return renderAt(
    { '/business/home': () => <PlanBanner {...plan} />, '/business/planes': Landed },
    '/business/home',
  )
}

afterEach(cleanup)

describe('PlanBanner (docs/product.md#screens Home)', () => {
  it('unpaid: yellow, with Abonar ahora to /business/planes', async () => {
    const { router } = show({ subscriptionPaid: false, expiresAt: null })
    const link = await screen.findByRole('link', { name: 'Abonar ahora' })
    expect(link.closest('section')?.className).toMatch(/amber/)
    expect(screen.queryByRole('link', { name: 'Renovar plan' })).toBeNull()
    link.click()
    await screen.findByText('Llegó a /business/planes')
    expect(router.state.location.pathname).toBe('/business/planes')
  })

  it('paid and expired: red, with Renovar plan to /business/planes', async () => {
    show({ subscriptionPaid: true, expiresAt: new Date(Date.now() - DAY).toISOString() })
    const link = await screen.findByRole('link', { name: 'Renovar plan' })
    expect(link.getAttribute('href')).toBe('/business/planes')
    expect(link.closest('section')?.className).toMatch(/red/)
    expect(screen.getByText('Tu plan venció.')).toBeVisible()
  })

  it('paid and active: green, with the valid-until date in es-AR and no button', async () => {
    // Noon in Argentina, so the calendar day is the same in every zone the test may run in.
    show({ subscriptionPaid: true, expiresAt: '2099-03-15T15:00:00.000Z' })
    const banner = (await screen.findByText('Plan activo')).closest('section')!
    expect(banner.className).toMatch(/green/)
    expect(banner.textContent).toBe('Plan activo hasta el 15 de marzo de 2099.')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
