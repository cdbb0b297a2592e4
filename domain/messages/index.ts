/**
 * Every message a person may read when something is refused or fails, in one catalogue
 * (docs/product.md#errors, docs/product.md#validation). domain/errors/catalogue.ts gives each API error code
 * its status and one of these as its default message. The catalogue is split by who reads it, so a
 * customer's page loads only the customer's part (docs/decisions/0006-bundle-driven-splits.md).
 * Code imports a message from the part that holds it; this index is for the catalogue of codes and
 * the catalogue's own test.
 */
export * from './admin'
export * from './api'
export * from './auth'
export * from './common'
export * from './coupons'
export * from './customer'
export * from './customers'
export * from './panel'
export * from './pause'
export * from './repeat-order'
export * from './schedule'
export * from './widgets'
