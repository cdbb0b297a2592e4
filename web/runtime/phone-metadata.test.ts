import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/metadata.min.json'
import { describe, expect, it } from 'vitest'
import { argentinaOnly } from './phone-metadata'

const argentina = argentinaOnly(metadata)

/** What the rules read of a parse: country, national number, validity and the readable form. */
const reading = (parsed: ReturnType<typeof parsePhoneNumberFromString>) =>
  parsed?.country === 'AR'
    ? {
        national: parsed.nationalNumber,
        valid: parsed.isValid(),
        readable: parsed.formatInternational(),
      }
    : null

describe('argentinaOnly', () => {
  it('reads every Argentine number as the whole metadata does, and no other as Argentine', () => {
    const typed = [
      '0351 15 555-1234',
      '351 555 1234',
      '+54 9 351 555 1234',
      '+5493515551234',
      '11 2345-6789',
      '011 15 2345 6789',
      '+54 11 4321 0000',
      '2901 15 44 5566',
      '+54 9 2901 44-5566',
      '0800 333 1234',
      '12345',
      '+1 212 555 0100',
      '+598 94 123 456',
      '+34 612 345 678',
      'hola',
    ]
    for (const text of typed) {
      expect(reading(parsePhoneNumberFromString(text, 'AR', argentina)), text).toEqual(
        reading(parsePhoneNumberFromString(text, 'AR', metadata)),
      )
      expect(reading(parsePhoneNumberFromString(text, argentina)), text).toEqual(
        reading(parsePhoneNumberFromString(text, metadata)),
      )
    }
  })

  it('is a fraction of the whole', () => {
    expect(JSON.stringify(argentina).length).toBeLessThan(JSON.stringify(metadata).length / 10)
  })
})
