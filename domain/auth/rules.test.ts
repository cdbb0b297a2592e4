import { describe, expect, it } from 'vitest'
import { cuitProblem, normalizeArMobile } from './rules'

describe('normalizeArMobile', () => {
  it.each([
    ['0351 15 555-1234', '+5493515551234'],
    ['(0351) 155-551234', '+5493515551234'],
    ['351 555 1234', '+5493515551234'],
    ['+54 9 351 555 1234', '+5493515551234'],
    ['+54 351 555 1234', '+5493515551234'],
    ['011 15 5555-1234', '+5491155551234'],
    ['11 5555 1234', '+5491155551234'],
    ['2954 15 123456', '+5492954123456'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeArMobile(input)).toBe(expected)
  })

  it.each(['351 555', '15 5555 1234', '+1 415 555 0100', 'abcdefghijk'])('refuses %s', (input) => {
    expect(normalizeArMobile(input)).toBeNull()
  })
})

describe('cuitProblem', () => {
  it('accepts valid CUITs and CUILs, with or without dashes', () => {
    for (const cuit of ['20-12345678-6', '30712345671', '27-28033514-8'])
      expect(cuitProblem(cuit)).toBeNull()
  })
  it('asks for 11 digits', () => {
    expect(cuitProblem('20-1234567-6')).toBe('CUIT/CUIL inválido. Debe tener 11 dígitos.')
  })
  it('checks the verification digit', () => {
    expect(cuitProblem('20-12345678-7')).toMatch(/dígito verificador/)
  })
})
