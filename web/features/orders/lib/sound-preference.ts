import { keepStored, readStored, type DeviceStorage } from '../../../lib/device-storage'

/** Whether the panel chimes for pending orders: on unless the owner muted it on this device. */
export const ORDER_SOUND_KEY = 'barrioOrderSound'

export const readSoundOn = (storage?: DeviceStorage) =>
  readStored(ORDER_SOUND_KEY, storage) !== 'off'

export const saveSoundOn = (on: boolean, storage?: DeviceStorage) =>
  keepStored(ORDER_SOUND_KEY, on ? 'on' : 'off', storage)
