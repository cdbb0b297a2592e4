import { LOCALE, TIME_ZONE } from '../../../../domain/constants'

const parts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '27/11 21:04': day, month and time in Argentina, whatever the device's time zone. */
export function shortDateTime(iso: string): string {
  const p = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month} ${p.hour}:${p.minute}`
}
