/**
 * What one device keeps for itself in localStorage (the panel's chime, its kitchen tickets), never
 * throwing: storage blocked (private mode, cookies refused: even naming `localStorage` throws
 * then) reads as nothing kept, and a choice it cannot keep still holds for this visit.
 */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readStored(key: string, storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return (storage ?? localStorage).getItem(key)
  } catch {
    return null
  }
}

export function keepStored(key: string, value: string, storage?: Pick<Storage, 'setItem'>) {
  try {
    ;(storage ?? localStorage).setItem(key, value)
  } catch {
    // Not kept across visits; the choice still holds for this one.
  }
}
