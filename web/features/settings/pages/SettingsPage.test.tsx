// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemberRole } from '../../../../domain/team/permissions'
import { SessionContext, type Session } from '../../../session/SessionProvider'
import { Component as SettingsPage } from './SettingsPage'

afterEach(cleanup)

function sessionOf(memberRole: MemberRole): Session {
  return {
    user: {
      userId: 'u1',
      email: 'tomas@barrio.test',
      role: 'BUSINESS_OWNER',
      businessName: 'Lomitos 24',
      plan: 'Starter',
      subscriptionPaid: true,
      expiresAt: null,
      exp: null,
      memberRole,
    },
    token: 'token',
    isAuthenticated: true,
    loading: false,
    endedBy: null,
    login: () => {},
    refresh: () => {},
    logout: () => {},
  }
}

/** Configuración opened on its Contraseña tab, the one every role has (nothing to load). */
function showAs(role: MemberRole, tab = 'contrasena') {
  const router = createMemoryRouter(
    [{ path: '/business/configuracion', Component: SettingsPage }],
    {
      initialEntries: [`/business/configuracion?tab=${tab}`],
    },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={sessionOf(role)}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  )
}

const tabs = () => screen.queryAllByRole('tab').map((t) => t.textContent)

describe('Configuración by role (docs/product.md#team)', () => {
  it('shows the owner every tab and the plan', () => {
    showAs('owner')
    expect(tabs()).toEqual([
      'Logo del comercio',
      'Datos personales',
      'Datos del comercio',
      'Opciones de entrega',
      'Horarios de atención',
      'Pedidos',
      'Contraseña',
      'Cobros',
      'Equipo',
      'Actividad',
    ])
    expect(screen.getByRole('region', { name: 'Tu plan' })).toBeVisible()
  })

  it('shows the manager the day-to-day tabs and Actividad, without the plan', () => {
    showAs('manager')
    expect(tabs()).toEqual([
      'Opciones de entrega',
      'Horarios de atención',
      'Pedidos',
      'Contraseña',
      'Actividad',
    ])
    expect(screen.queryByRole('region', { name: 'Tu plan' })).toBeNull()
  })

  it('shows the kitchen its own password alone, as Mi cuenta, whatever tab the address asks', () => {
    showAs('staff', 'cobros')
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Contraseña' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Configuración' })).toBeNull()
    expect(tabs()).toEqual([])
    expect(screen.queryByRole('region', { name: 'Tu plan' })).toBeNull()
  })
})
