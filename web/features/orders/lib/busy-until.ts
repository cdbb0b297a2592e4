/**
 * 'Mucho trabajo' until a time of day (docs/product.md#busy): the next time the kitchen's clock
 * shows it, today or else tomorrow. `time` is 'HH:mm' as a time input gives it, on this device's
 * clock (the shop's devices are in the shop).
 */
export function busyUntilFrom(time: string, now: Date): { until: Date; tomorrow: boolean } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return null
  const until = new Date(now)
  until.setHours(Number(match[1]), Number(match[2]), 0, 0)
  const tomorrow = until.getTime() <= now.getTime()
  if (tomorrow) until.setDate(until.getDate() + 1)
  return { until, tomorrow }
}

/** The time input's first value: two hours from now, on a quarter hour. */
export function suggestedBusyTime(now: Date): string {
  const at = new Date(now.getTime() + 2 * 3_600_000)
  at.setMinutes(Math.ceil(at.getMinutes() / 15) * 15, 0, 0)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`
}
