/** A chime every this often while any order waits for an answer (issue 7). */
export const CHIME_EVERY_MS = 10_000
/** While any order is late (docs/product.md#answer-in-time): louder, every this often. */
export const LATE_CHIME_EVERY_MS = 30_000
export const CHIME_GAIN = 0.3
export const LATE_CHIME_GAIN = 0.9

type AudioContextClass = typeof AudioContext

/** The browser's AudioContext class (Safari before 14.1 only has the prefixed one), if any. */
export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ??
    null
  )
}

/** The two notes of the chime (G5 then C6, a rising fourth) and when each starts, in seconds. */
const NOTES = [
  { frequency: 784, at: 0 },
  { frequency: 1047, at: 0.16 },
]
const RING_SECONDS = 1.1

/**
 * A short, soft two-note bell drawn with the Web Audio API, so no sound file is downloaded on a
 * slow connection: each note is a sine with a quiet octave above it, a quick attack and a long
 * exponential fade, which is what makes it sound like a bell rather than a beep.
 */
export function playChime(context: BaseAudioContext, gain = CHIME_GAIN) {
  const start = context.currentTime + 0.02
  const output = context.createGain()
  output.gain.value = gain
  output.connect(context.destination)
  for (const note of NOTES) {
    for (const [multiple, level] of [
      [1, 1],
      [2, 0.18],
    ] as const) {
      const oscillator = context.createOscillator()
      oscillator.type = 'sine'
      oscillator.frequency.value = note.frequency * multiple
      const envelope = context.createGain()
      const t = start + note.at
      envelope.gain.setValueAtTime(0.0001, t)
      envelope.gain.exponentialRampToValueAtTime(level, t + 0.012)
      envelope.gain.exponentialRampToValueAtTime(0.0001, t + RING_SECONDS)
      oscillator.connect(envelope)
      envelope.connect(output)
      oscillator.start(t)
      oscillator.stop(t + RING_SECONDS + 0.05)
    }
  }
}
