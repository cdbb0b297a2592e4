// The storefront reads its menu the way the in-app QR menu does (features/menu).
export { useMenuOnce as useStoreMenu } from '../../menu'
