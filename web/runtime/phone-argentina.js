/**
 * `libphonenumber-js/min` as the customer pages' build runs it (vite.customer.config.ts): the same
 * parser over Argentina's metadata alone (web/runtime/phone-metadata.ts). Plain JavaScript: its
 * metadata is a module the build makes, which nothing type-checked imports.
 */
import { parsePhoneNumberFromString as parse } from 'libphonenumber-js/core'
import metadata from 'virtual:argentina-phone-metadata'

/**
 * @param {string} text
 * @param {import('libphonenumber-js/core').CountryCode} [country]
 */
export const parsePhoneNumberFromString = (text, country) =>
  country ? parse(text, country, metadata) : parse(text, metadata)
