import { describe, expect, it } from 'vitest'
import { bottomBarEntries, isActive, pendingOrdersText, sidebarEntries } from './navigation'

const active = (pathname: string) =>
  sidebarEntries.filter((e) => isActive(e, pathname)).map((e) => e.label)

describe('panel navigation', () => {
  it('has the six sidebar entries and five bottom-bar entries of the spec', () => {
    expect(sidebarEntries.map((e) => e.label)).toEqual([
      'Inicio',
      'Pedidos',
      'Productos',
      'Categorías',
      'Menú QR',
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
