/**
 * Times of day as a shop in Argentina reads them: 24-hour HH:mm, whatever the browser's language
 * (a native time input shows AM/PM in an English browser). Typed loosely on a phone's number pad,
 * read here: '9' is 09:00, '930' is 09:30, '2130' and '21.30' are 21:30.
 */
export function normalizeTime(input: string): string | null {
  const text = input.trim().replace(/\s*h(s|rs)?\.?$/i, '')
  let hours: string
  let minutes: string
  const separated = /^(\d{1,2})\s*[:.,h ]\s*(\d{2})$/i.exec(text)
  if (separated) [, hours, minutes] = separated
  else if (/^\d{1,2}$/.test(text)) [hours, minutes] = [text, '00']
  else if (/^\d{3,4}$/.test(text)) [hours, minutes] = [text.slice(0, -2), text.slice(-2)]
  else return null
  const h = Number(hours)
  const m = Number(minutes)
  if (h > 23 || m > 59) return null
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}
