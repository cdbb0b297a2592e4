// The panel's orders: what the rest of the panel uses (the live connection and the badge).
export { LiveOrdersProvider, useLiveOrders, type LiveOrders } from './components/LiveOrdersProvider'
export { badgeNumber } from './lib/format'
export { PANEL_SCOPE, PANEL_WORKER_URL, pushSupported, unsubscribeThisDevice } from './lib/push'
export { PauseOrdersButton } from './components/PauseOrders'
