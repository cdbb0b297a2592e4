/*
 * The panel's service worker (docs/product.md#push), registered with the scope /business/ only:
 * the public pages never load through it. It caches nothing; it shows the order notifications the
 * server pushes and opens Pedidos when one is tapped.
 */

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

const PEDIDOS = '/business/pedidos'

const panelWindows = () =>
  self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => windows.filter((w) => new URL(w.url).pathname.startsWith('/business/')))

self.addEventListener('push', (event) => {
  let message
  try {
    message = event.data.json()
  } catch {
    message = {
      title: 'Nuevo pedido',
      body: 'Abrí Pedidos para verlo.',
      tag: 'pedido',
      url: PEDIDOS,
    }
  }
  event.waitUntil(
    panelWindows().then((windows) => {
      // A panel on screen already shows the order and rings; a second alert would only repeat it.
      if (windows.some((w) => w.visibilityState === 'visible' && w.focused)) return
      return self.registration.showNotification(message.title, {
        body: message.body,
        // The same tag as the open panel's own notification: one per order, whoever shows it.
        tag: message.tag,
        icon: '/business/icon-192.png',
        badge: '/business/icon-192.png',
        lang: 'es-AR',
        data: { url: message.url || PEDIDOS },
      })
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || PEDIDOS, self.location.origin)
  event.waitUntil(
    panelWindows().then(async (windows) => {
      const open = windows[0]
      if (!open) return self.clients.openWindow(target.href)
      await open.focus()
      if (new URL(open.url).pathname !== target.pathname) await open.navigate(target.href)
    }),
  )
})
