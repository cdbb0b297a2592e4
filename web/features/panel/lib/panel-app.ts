import { useEffect } from 'react'
import { PANEL_SCOPE, PANEL_WORKER_URL, pushSupported } from '../../orders'

/**
 * The panel as an installable app (docs/product.md#push): while a /business screen is shown, the
 * page names the panel's manifest and icons, and the panel's service worker is registered with
 * the scope /business/ only, so the public pages never load through it.
 */
const HEAD_TAGS: [tag: 'link' | 'meta', attributes: Record<string, string>][] = [
  ['link', { rel: 'manifest', href: '/business/manifest.webmanifest' }],
  ['link', { rel: 'apple-touch-icon', href: '/business/apple-touch-icon.png' }],
  ['meta', { name: 'apple-mobile-web-app-capable', content: 'yes' }],
  ['meta', { name: 'apple-mobile-web-app-title', content: 'Barrio Panel' }],
  ['meta', { name: 'apple-mobile-web-app-status-bar-style', content: 'black' }],
]

export function usePanelApp() {
  useEffect(() => {
    const added = HEAD_TAGS.map(([tag, attributes]) => {
      const element = document.createElement(tag)
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
      document.head.append(element)
      return element
    })
    if (pushSupported()) {
      void navigator.serviceWorker
        .register(PANEL_WORKER_URL, { scope: PANEL_SCOPE })
        .catch(() => {})
    }
    return () => {
      for (const element of added) element.remove()
    }
  }, [])
}
