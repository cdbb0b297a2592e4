import type { MetadataJson } from 'libphonenumber-js/core'

/**
 * The phone library's metadata kept to Argentina, for the customer pages' build
 * (vite.customer.config.ts): every phone those pages read or check is Argentine
 * (docs/product.md#validation), so the other countries' rules (about 29 KB gzipped) never load
 * there. A number of another country then reads as no number at all, which the rules already
 * treat as a number that is not Argentine.
 */
export function argentinaOnly(metadata: MetadataJson): MetadataJson {
  return {
    ...metadata,
    country_calling_codes: { 54: ['AR'] },
    countries: { AR: metadata.countries.AR },
    nonGeographic: {},
  } as MetadataJson
}
