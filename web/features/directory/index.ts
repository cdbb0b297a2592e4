// The directory: where customers find shops.
export { exploreQueryKey } from './api/explore'
