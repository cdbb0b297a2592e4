import { LOCALE, TIME_ZONE } from '../constants'

/*
 * A day and time as Argentina writes it, whatever the device's or the server's time zone: the
 * customers' list and its CSV (docs/product.md#customers). Its own module, free of anything else,
 * so a screen that imports it takes nothing more with it.
 */

const parts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '27/11/2026 21:04', Argentina's time. */
export function argentinaDateTime(iso: string | Date): string {
  const p = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}
