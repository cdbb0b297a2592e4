// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { keepStored, readStored } from './device-storage'

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
afterEach(() => {
  Object.defineProperty(window, 'localStorage', original)
  localStorage.clear()
})

describe("a device's own storage", () => {
  it('keeps and reads a value in localStorage', () => {
    keepStored('barrioTest', 'on')
    expect(localStorage.getItem('barrioTest')).toBe('on')
    expect(readStored('barrioTest')).toBe('on')
    expect(readStored('barrioMissing')).toBeNull()
  })

  it('reads nothing and keeps nothing, without throwing, when even naming localStorage throws', () => {
    // Chromium with cookies refused: the property itself throws a SecurityError.
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    expect(() => keepStored('barrioTest', 'on')).not.toThrow()
    expect(readStored('barrioTest')).toBeNull()
  })
})
