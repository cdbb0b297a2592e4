import { describe, expect, it } from 'vitest'
import { describeOptions } from './option-choices'

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
})
