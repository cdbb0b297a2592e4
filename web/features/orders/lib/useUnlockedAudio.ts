import { useEffect, useState } from 'react'
import { audioContextClass } from './chime'

/** Input that counts as a user gesture, the only moment browsers let a page start audio. */
const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'touchend'] as const

/**
 * An AudioContext that may play: created and resumed on the owner's first tap or key press in the
 * panel (browsers keep audio blocked until then), null before that or without Web Audio.
 */
export function useUnlockedAudio(): AudioContext | null {
  const [unlocked, setUnlocked] = useState<AudioContext | null>(null)

  useEffect(() => {
    const AudioContextClass = audioContextClass()
    if (!AudioContextClass) return
    let context: AudioContext | null = null
    let disposed = false
    const stopListening = () => {
      for (const type of GESTURES) document.removeEventListener(type, unlock, true)
    }
    function unlock() {
      try {
        context ??= new AudioContextClass!()
      } catch {
        stopListening()
        return
      }
      const ctx = context
      // Listening goes on until the browser really lets it run (iOS wants the gesture it likes).
      ctx
        .resume()
        .then(() => {
          if (disposed || ctx.state !== 'running') return
          stopListening()
          setUnlocked(ctx)
        })
        .catch(() => {})
    }
    for (const type of GESTURES) document.addEventListener(type, unlock, true)
    return () => {
      disposed = true
      stopListening()
      setUnlocked(null)
      void context?.close().catch(() => {})
    }
  }, [])

  return unlocked
}
