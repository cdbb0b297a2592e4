import { useEffect } from 'react'
import { useParams } from 'react-router'
import { usePublicMenu } from '../api/public-menu'
import { MenuSkeleton } from '../components/MenuSkeleton'
import { MenuUnavailable } from '../components/MenuUnavailable'
import { MenuView } from '../components/MenuView'

/**
 * docs/product.md#screens 'Public menu' when the app itself opens it (a link inside the panel): the
 * page fetches the menu. Opened from its address, the server sends it already drawn.
 */
export function Component() {
  const { slug = '' } = useParams()
  const { data: menu, isPending, isError } = usePublicMenu(slug)

  useEffect(() => {
    if (menu) document.title = `${menu.business.name} · Menú · Barrio`
  }, [menu])

  if (isPending) return <MenuSkeleton />
  if (isError) return <MenuUnavailable />
  return <MenuView menu={menu} />
}
