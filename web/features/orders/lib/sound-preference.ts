/** Whether the panel chimes for pending orders: on unless the owner muted it on this device. */
export const ORDER_SOUND_KEY = 'barrioOrderSound'

type Store = Pick<Storage, 'getItem' | 'setItem'>

export function readSoundOn(storage: Store = localStorage): boolean {
  try {
    return storage.getItem(ORDER_SOUND_KEY) !== 'off'
  } catch {
    // Storage blocked (private mode in some browsers): the default.
    return true
  }
}

export function saveSoundOn(on: boolean, storage: Store = localStorage) {
  try {
    storage.setItem(ORDER_SOUND_KEY, on ? 'on' : 'off')
  } catch {
    // Not kept across visits; the choice still holds for this one.
  }
}
