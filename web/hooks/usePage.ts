import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Title and scroll of a static page. The router keeps the previous page's scroll, so a link from
 * the bottom of the landing would open the terms at their end; and a shared link to a section
 * (#derechos) arrives before the lazily loaded text exists, so the browser cannot find it alone.
 */
export function usePage(title: string) {
  const { pathname, hash } = useLocation()

  useEffect(() => {
    document.title = `${title} · Barrio`
  }, [title])

  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])
}
