import { hydrateRoot } from 'react-dom/client'
import type { PublicMenu } from '../../../domain/menu/schemas'
import { MENU_DATA_ID } from '../../../domain/menu/pages'
import { MenuView } from './components/MenuView'
import { adoptInSteps } from '../../components/Later'
import './menu.css'

/**
 * The QR menu's script (docs/product.md#fast-public-pages): the server sends the menu drawn and its data
 * beside it; this adopts that HTML with the same component, so sections fold and the category bar
 * scrolls. Built apart from the app (vite.menu.config.ts) on Preact's React-compatible runtime,
 * a tenth of React's size: a customer at a table on mobile data waits for no framework.
 */
const data = document.getElementById(MENU_DATA_ID)
const root = document.getElementById('root')
if (data?.textContent && root) {
  const menu = JSON.parse(data.textContent) as PublicMenu
  void adoptInSteps(() => hydrateRoot(root, <MenuView menu={menu} />)).then(() => {
    // Its buttons answer from here on, as the app marks its own pages.
    document.documentElement.dataset.ready = ''
  })
}
