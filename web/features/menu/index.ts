// A shop's menu: its data and the pieces both the QR menu and the storefront draw it with.
export { publicMenuQuery } from './api/public-menu-query'
export { useMenuOnce } from './api/use-menu-once'
export { CategoryNav } from './components/CategoryNav'
export { ProductSummary } from './components/ProductSummary'
export { ShopLogoRow } from './components/ShopLogoRow'
