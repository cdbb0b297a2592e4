import { describe, expect, it } from 'vitest'
import { describeOptions, optionDeltaText } from './format'

describe('describeOptions', () => {
  it('lists an item’s options group by group, as a kitchen reads them', () => {
    expect(describeOptions([])).toBe('')
    expect(describeOptions()).toBe('')
    expect(
      describeOptions([
        { group: 'Tamaño', name: 'Grande' },
        { group: 'Extras', name: 'Extra queso' },
        { group: 'Extras', name: 'Panceta' },
      ]),
    ).toBe('Tamaño: Grande · Extras: Extra queso, Panceta')
  })

  it('prices an option with its sign, and says nothing of one that adds nothing', () => {
    expect(optionDeltaText(250_000).replace(/\u00a0/g, ' ')).toBe('+$ 2.500')
    expect(optionDeltaText(0)).toBe('')
    expect(optionDeltaText(-50_000).replace(/\u00a0/g, ' ')).toMatch(/^-\s?\$ 500$/)
  })
})
