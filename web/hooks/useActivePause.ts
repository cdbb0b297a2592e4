import { useEffect, useState } from 'react'
import { activePause, pauseEndParts, pausedLabel, pausedMessage } from '../../domain/pause/rules'

export interface ActivePause {
  until: Date
  /** 'No está tomando pedidos hasta las HH:mm' (docs/product.md#pause). */
  message: string
  /** 'Pausado hasta las HH:mm', for a badge. */
  label: string
  /** The end's 'HH:mm' alone, where there is room for nothing more. */
  time: string
}

/**
 * A shop's pause of its orders as this device's clock sees it: null once its minute has come,
 * when the screen showing it draws again by itself (docs/product.md#pause). The server's answer
 * may be older than the pause's end, so the end is compared here, not trusted as "paused". A
 * pause that arrives after this clock last looked is still to come (or ends at once, by the timer).
 */
export function useActivePause(pausedUntil: string | null | undefined): ActivePause | null {
  const [now, setNow] = useState(() => Date.now())
  const until = activePause(pausedUntil ?? null, new Date(now))
  const end = until?.getTime() ?? null
  // Looks again when the end comes; a timer that fires a millisecond early (clocks differ in grain)
  // finds the pause still on, and the new `now` sets the next look.
  useEffect(() => {
    if (end === null) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, end - Date.now()))
    return () => clearTimeout(timer)
  }, [end, now])
  if (!until) return null
  const at = new Date(now)
  return {
    until,
    message: pausedMessage(until, at),
    label: pausedLabel(until, at),
    time: pauseEndParts(until, at).time,
  }
}
