// 'Panorama', 'Comercios' and a shop's page (docs/product.md#operators) load as one module: three
// routes that add one file, not three, to the route table every page loads.
export { PanoramaPage } from './PanoramaPage'
export { ShopPage } from './ShopPage'
export { ShopsPage } from './ShopsPage'
