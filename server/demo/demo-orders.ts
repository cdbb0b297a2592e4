import type { Tx } from '../db/client'
import { orderItems, orders } from '../db/schema'
import { randomBytes } from 'node:crypto'

export interface DemoOrderProduct {
  id: string
  name: string
  price: number
  isAvailable: boolean
}

const customers = [
  {
    name: 'Lucía Fernández',
    phone: '+5493514100201',
    method: 'DELIVERY',
    info: 'Av. Vélez Sarsfield 512, 3° B',
  },
  { name: 'Martín Sosa', phone: '+5493514100202', method: 'PICKUP', info: 'Retira en el local' },
  { name: 'Carla Domínguez', phone: '+5493514100203', method: 'DELIVERY', info: 'Chacabuco 1020' },
  {
    name: 'Julián Ortiz',
    phone: '+5493514100204',
    method: 'DELIVERY',
    info: 'Bv. San Juan 340, PB',
  },
  { name: 'Sofía Romero', phone: '+5493514100205', method: 'PICKUP', info: 'Retira en el local' },
  { name: 'Diego Herrera', phone: '+5493514100206', method: 'DELIVERY', info: 'Ituzaingó 221' },
] as const
const statuses = ['PENDING', 'PENDING', 'PENDING', 'PENDING', 'ACCEPTED', 'REJECTED'] as const

/** A day of orders for the demo owner's shop, so its panel has something to show and to accept. */
export async function seedDemoOrders(
  tx: Tx,
  businessId: string,
  menu: DemoOrderProduct[],
  now: Date,
) {
  const available = menu.filter((p) => p.isAvailable)
  for (const [i, customer] of customers.entries()) {
    const lines = [available[i % available.length], available[(i * 3 + 1) % available.length]].map(
      (product, n) => ({ product, quantity: n === 0 ? 1 + (i % 2) : 1 }),
    )
    const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0)
    const deliveryFee = customer.method === 'DELIVERY' ? 150_000 : 0
    const status = statuses[i]
    const [order] = await tx
      .insert(orders)
      .values({
        businessId,
        publicToken: randomBytes(24).toString('base64url'),
        status,
        method: customer.method,
        customerName: customer.name,
        // Clientes lists them by phone (docs/product.md#customers).
        customerPhone: customer.phone,
        deliveryInfo: customer.info,
        subtotal,
        deliveryFee,
        total: subtotal + deliveryFee,
        estimatedTime: status === 'ACCEPTED' ? 30 : null,
        // Spread over the last hours, newest pending.
        createdAt: new Date(now.getTime() - (i * 25 + 5) * 60_000),
      })
      .returning({ id: orders.id })
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        businessId,
        orderId: order.id,
        productId: l.product.id,
        name: l.product.name,
        unitPrice: l.product.price,
        quantity: l.quantity,
      })),
    )
  }
}
