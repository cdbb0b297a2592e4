// A shop's storefront and checkout: what other features use of its cart.
export { replaceStoredCart } from './lib/stored-cart'
