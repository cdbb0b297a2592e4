import type { Order } from '../../../../domain/orders/schemas'
import { formatMoney } from '../../../../domain/money/rules'
import { shortOrderId } from './format'

export type NotificationAccess = NotificationPermission | 'unsupported'

/** What the browser allows: 'unsupported' where there is no Notification API (iPhone Safari). */
export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/**
 * docs/product.md#real-orders: a system notification for a new order, only when permitted and the
 * panel's tab is not on screen (on screen, the list, the chime and the title already say it).
 * Clicking it brings the tab to the front and runs `onOpen`. The tag makes two open tabs show it
 * once.
 */
export function notifyNewOrder(
  orderId: string,
  order: Pick<Order, 'user' | 'total'> | undefined,
  onOpen: () => void,
): Notification | null {
  if (notificationAccess() !== 'granted' || document.visibilityState === 'visible') return null
  const body = order
    ? `${order.user.fullName} · ${formatMoney(order.total, 2)}`
    : `Pedido #${shortOrderId(orderId)}`
  try {
    const notification = new Notification('Nuevo pedido', {
      body,
      tag: `pedido-${orderId}`,
      icon: '/favicon.svg',
      lang: 'es-AR',
    })
    notification.onclick = () => {
      window.focus()
      onOpen()
      notification.close()
    }
    return notification
  } catch {
    // Chrome on Android only shows notifications through a service worker; the chime still rings.
    return null
  }
}
