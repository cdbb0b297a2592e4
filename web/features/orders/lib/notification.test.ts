// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notificationAccess, notifyNewOrder } from './notification'

class FakeNotification {
  static permission: NotificationPermission = 'granted'
  static shown: FakeNotification[] = []
  onclick: (() => void) | null = null
  close = vi.fn()
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this)
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
}

const order = { user: { fullName: 'Lucía Fernández', phone: null }, total: 2_450_000 }

beforeEach(() => {
  FakeNotification.permission = 'granted'
  FakeNotification.shown = []
  vi.stubGlobal('Notification', FakeNotification)
  setVisibility('hidden')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setVisibility('visible')
})

describe('notifyNewOrder', () => {
  it('shows who ordered and the total, and a click brings the panel to the orders', () => {
    const onOpen = vi.fn()
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {})
    notifyNewOrder('7c9e6679-7425', order, onOpen)
    expect(FakeNotification.shown).toHaveLength(1)
    const [shown] = FakeNotification.shown
    expect(shown.title).toBe('Nuevo pedido')
    expect(shown.options.body).toBe('Lucía Fernández · $\u00a024.500,00')
    expect(shown.options.tag).toBe('pedido-7c9e6679-7425')
    shown.onclick!()
    expect(focus).toHaveBeenCalled()
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(shown.close).toHaveBeenCalled()
  })

  it('names the order by its short id when its details did not load', () => {
    notifyNewOrder('7c9e6679-7425-40de', undefined, () => {})
    expect(FakeNotification.shown[0].options.body).toBe('Pedido #7c9e6679')
  })

  it('stays quiet while the panel is on screen or without permission', () => {
    setVisibility('visible')
    expect(notifyNewOrder('a', order, () => {})).toBeNull()
    setVisibility('hidden')
    FakeNotification.permission = 'default'
    expect(notifyNewOrder('a', order, () => {})).toBeNull()
    FakeNotification.permission = 'denied'
    expect(notifyNewOrder('a', order, () => {})).toBeNull()
    expect(FakeNotification.shown).toHaveLength(0)
  })

  it('copes with a browser without notifications or one that refuses the constructor', () => {
    vi.stubGlobal('Notification', undefined)
    expect(notificationAccess()).toBe('unsupported')
    expect(notifyNewOrder('a', order, () => {})).toBeNull()
    class Refusing {
      static permission = 'granted'
      constructor() {
        throw new TypeError('Illegal constructor')
      }
    }
    vi.stubGlobal('Notification', Refusing)
    expect(notifyNewOrder('a', order, () => {})).toBeNull()
  })
})
