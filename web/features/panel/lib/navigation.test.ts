import { describe, expect, it } from 'vitest'
import {
  bottomBarEntries,
  bottomBarEntriesFor,
  isActive,
  panelHome,
  pendingOrdersText,
  redirectFor,
  sidebarEntries,
  sidebarEntriesFor,
} from './navigation'

const active = (pathname: string) =>
  sidebarEntries.filter((e) => isActive(e, pathname)).map((e) => e.label)

describe('panel navigation', () => {
  it('has the sidebar entries (Clientes and Cupones beyond the spec, docs/product.md#customers, #coupons) and five bottom-bar entries of the spec', () => {
    expect(sidebarEntries.map((e) => e.label)).toEqual([
      'Inicio',
      'Pedidos',
      'Productos',
      'Categorías',
      'Menú QR',
      'Clientes',
      'Cupones',
      'Configuración',
    ])
    expect(bottomBarEntries.map((e) => [e.label, e.to])).toEqual([
      ['Inicio', '/business/home'],
      ['Pedidos', '/business/pedidos'],
      ['Productos', '/business/productos'],
      ['Categorías', '/business/categorias'],
      ['Perfil', '/business/configuracion'],
    ])
  })

  it('matches Productos, Categorías and Configuración by prefix', () => {
    expect(active('/business/productos/editar/42')).toEqual(['Productos'])
    expect(active('/business/productos/agregar')).toEqual(['Productos'])
    expect(active('/business/configuracion')).toEqual(['Configuración'])
  })

  it('matches Pedidos and Menú QR exactly', () => {
    expect(active('/business/pedidos')).toEqual(['Pedidos'])
    expect(active('/business/pedidos/123')).toEqual([])
    expect(active('/business/menu-qr')).toEqual(['Menú QR'])
    expect(active('/business/menu-qr/imprimir')).toEqual([])
  })

  it('does not confuse /business/productos-x with Productos', () => {
    expect(active('/business/productosx')).toEqual([])
  })

  it('counts pending orders on Pedidos only, in both bars', () => {
    const counted = (entries: typeof sidebarEntries) =>
      entries.filter((e) => e.showsPendingOrders).map((e) => e.label)
    expect(counted(sidebarEntries)).toEqual(['Pedidos'])
    expect(counted(bottomBarEntries)).toEqual(['Pedidos'])
  })

  it('words the pending count', () => {
    expect(pendingOrdersText(1)).toBe('1 pedido pendiente')
    expect(pendingOrdersText(2)).toBe('2 pedidos pendientes')
  })
})

describe('panel navigation by role (docs/product.md#team)', () => {
  const labels = (entries: typeof sidebarEntries) => entries.map((e) => e.label)

  it('shows the owner exactly the entries of a shop without a team', () => {
    expect(sidebarEntriesFor('owner')).toEqual(sidebarEntries)
    expect(bottomBarEntriesFor('owner')).toEqual(bottomBarEntries)
  })

  it('shows the manager every entry', () => {
    expect(labels(sidebarEntriesFor('manager'))).toEqual(labels(sidebarEntries))
    expect(labels(bottomBarEntriesFor('manager'))).toEqual(labels(bottomBarEntries))
  })

  it('shows the kitchen Pedidos, Productos and Mi cuenta, with no Configuración', () => {
    expect(labels(sidebarEntriesFor('staff'))).toEqual(['Pedidos', 'Productos', 'Mi cuenta'])
    expect(bottomBarEntriesFor('staff').map((e) => [e.label, e.to])).toEqual([
      ['Pedidos', '/business/pedidos'],
      ['Productos', '/business/productos'],
      ['Mi cuenta', '/business/configuracion'],
    ])
  })

  it('opens Inicio for who sees the figures and Pedidos for the kitchen', () => {
    expect(panelHome('owner')).toBe('/business/home')
    expect(panelHome('manager')).toBe('/business/home')
    expect(panelHome('staff')).toBe('/business/pedidos')
  })

  it('sends a role away from a screen it cannot use, to one it can', () => {
    expect(redirectFor('staff', '/business/home')).toBe('/business/pedidos')
    expect(redirectFor('staff', '/business/productos/agregar')).toBe('/business/productos')
    expect(redirectFor('staff', '/business/productos/editar/42')).toBe('/business/productos')
    expect(redirectFor('staff', '/business/categorias')).toBe('/business/productos')
    expect(redirectFor('staff', '/business/menu-qr')).toBe('/business/pedidos')
    expect(redirectFor('staff', '/business/planes/pago')).toBe('/business/pedidos')
    expect(redirectFor('manager', '/business/planes')).toBe('/business/home')
    expect(redirectFor('staff', '/business/cupones')).toBe('/business/pedidos')
  })

  it('shows Cupones to the owner and the manager, never to the kitchen (docs/product.md#coupons)', () => {
    expect(labels(sidebarEntriesFor('owner'))).toContain('Cupones')
    expect(labels(sidebarEntriesFor('manager'))).toContain('Cupones')
    expect(labels(sidebarEntriesFor('staff'))).not.toContain('Cupones')
    expect(redirectFor('owner', '/business/cupones')).toBeNull()
    expect(redirectFor('manager', '/business/cupones')).toBeNull()
  })

  it('lets each role stay where it may be', () => {
    for (const path of ['/business/pedidos', '/business/productos', '/business/configuracion']) {
      expect(redirectFor('staff', path)).toBeNull()
    }
    for (const path of ['/business/home', '/business/configuracion', '/business/categorias/']) {
      expect(redirectFor('manager', path)).toBeNull()
    }
    for (const path of ['/business/planes', '/business/menu-qr', '/business/productos/agregar']) {
      expect(redirectFor('owner', path)).toBeNull()
    }
  })
})
