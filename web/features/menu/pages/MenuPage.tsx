import { useEffect } from 'react'
import { useParams } from 'react-router'
// Read once through the query cache, without useQuery's observer (2.9 KB gzipped): the in-app
// menu must load in 120 KB (docs/product.md#budgets), as the storefront does.
import { useMenuOnce } from '../api/use-menu-once'
import { MenuSkeleton } from '../components/MenuSkeleton'
import { MenuUnavailable } from '../components/MenuUnavailable'
import { MenuView } from '../components/MenuView'

/**
 * docs/product.md#screens 'Public menu' when the app itself opens it (a link inside the panel): the
 * page fetches the menu. Opened from its address, the server sends it already drawn.
 */
export function Component() {
  const { slug = '' } = useParams()
  const { data: menu, error } = useMenuOnce(slug)

  useEffect(() => {
    if (menu) document.title = `${menu.business.name} · Menú · Barrio`
  }, [menu])

  if (error !== undefined) return <MenuUnavailable />
  if (!menu) return <MenuSkeleton />
  return <MenuView menu={menu} />
}
