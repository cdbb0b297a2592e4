import { describe, expect, it } from 'vitest'
import { centavosToPesosText, pesosToCentavos, tidyPesosText } from './pesos'

describe('pesosToCentavos', () => {
  it.each([
    ['12500', 1_250_000],
    ['12.500', 1_250_000],
    ['12.500,50', 1_250_050],
    ['12500,5', 1_250_050],
    ['$ 1.250.000', 125_000_000],
    ['0,99', 99],
    [',5', 50],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1.500', 150_000],
    ['  850 ', 85_000],
  ])('reads %s as %i centavos', (text, centavos) => {
    expect(pesosToCentavos(text)).toBe(centavos)
  })

  it('reads an empty field as null', () => {
    expect(pesosToCentavos('')).toBeNull()
    expect(pesosToCentavos('  $ ')).toBeNull()
  })

  it.each(['abc', '12,345', '1,2,3', '12.34.5', '1.2345', '-5', '12e3', '12.500.5'])(
    'refuses %s',
    (text) => {
      expect(pesosToCentavos(text)).toBeNaN()
    },
  )
})

describe('centavosToPesosText', () => {
  it('writes whole pesos without decimals and centavos after a comma', () => {
    expect(centavosToPesosText(1_250_000)).toBe('12.500')
    expect(centavosToPesosText(1_250_050)).toBe('12.500,50')
    expect(centavosToPesosText(5)).toBe('0,05')
    expect(centavosToPesosText(null)).toBe('')
  })

  it('round-trips with the parser', () => {
    for (const c of [1, 99, 100, 123_456, 1_000_000_000]) {
      expect(pesosToCentavos(centavosToPesosText(c))).toBe(c)
    }
  })
})

describe('tidyPesosText', () => {
  it('tidies amounts and leaves the rest as typed', () => {
    expect(tidyPesosText('12500,5')).toBe('12.500,50')
    expect(tidyPesosText('abc')).toBe('abc')
    expect(tidyPesosText('')).toBe('')
  })
})
