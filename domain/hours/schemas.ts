import { z } from 'zod'
import {
  crossesMidnight,
  TIME_OF_DAY_PATTERN,
  toMinutes,
  type DayHours,
  type Interval,
} from './rules'
import {
  OPENING_HOURS_MESSAGE,
  TIME_MESSAGE,
  DAY_OF_WEEK_MESSAGE,
  DUPLICATE_DAY_MESSAGE,
  TOO_MANY_INTERVALS_MESSAGE,
  overlapMessage,
} from '../messages/panel'
import { MAX_INTERVALS_PER_DAY } from '../constants'

/*
 * The body and answer of GET/PUT /api/business/settings/opening-hours (docs/product.md#entities, §7), kept apart
 * from rules.ts so public pages that only compute the open status never load zod.
 */

const timeSchema = z.string({ error: TIME_MESSAGE }).regex(TIME_OF_DAY_PATTERN, TIME_MESSAGE)

export const intervalSchema = z.object(
  { openTime: timeSchema, closeTime: timeSchema },
  { error: TIME_MESSAGE },
)

export const dayHoursSchema = z.object(
  {
    dayOfWeek: z
      .number({ error: DAY_OF_WEEK_MESSAGE })
      .int(DAY_OF_WEEK_MESSAGE)
      .min(0, DAY_OF_WEEK_MESSAGE)
      .max(6, DAY_OF_WEEK_MESSAGE),
    intervals: z
      .array(intervalSchema, { error: TIME_MESSAGE })
      .max(MAX_INTERVALS_PER_DAY, TOO_MANY_INTERVALS_MESSAGE),
  },
  { error: OPENING_HOURS_MESSAGE },
)

/**
 * Where an interval lies on its own day's timeline, in minutes: one that crosses midnight runs
 * past 1440 into the next day (20:00–02:00 is [1200, 1560)), and 00:00–00:00 is the whole day.
 */
export function intervalSpan(interval: Interval): [number, number] {
  const open = toMinutes(interval.openTime)
  const close = toMinutes(interval.closeTime)
  return [open, crossesMidnight(interval) ? close + 24 * 60 : close]
}

/**
 * True when two intervals of the same day share a minute. Closing time is exclusive, so 12:00–15:00
 * and 15:00–20:00 do not overlap. A night interval's early hours belong to the next day, so
 * 20:00–02:00 and 01:00–03:00 of the same day do not overlap either.
 */
export function intervalsOverlap(intervals: Interval[]): boolean {
  const spans = intervals.map(intervalSpan).sort((a, b) => a[0] - b[0])
  return spans.some((span, i) => i > 0 && span[0] < spans[i - 1][1])
}

/** Days in week order and intervals by opening time; days with no intervals are left out. */
export function normalizeHours(days: DayHours[]): DayHours[] {
  return days
    .filter((d) => d.intervals.length > 0)
    .map((d) => ({
      dayOfWeek: d.dayOfWeek,
      intervals: [...d.intervals].sort((a, b) => toMinutes(a.openTime) - toMinutes(b.openTime)),
    }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
}

/**
 * The week a shop saves: each day at most once, well-formed times, no overlapping intervals within
 * a day. An interval may cross midnight (20:00–02:00); 00:00–00:00 means open all day.
 */
export const openingHoursSchema = z.object(
  {
    openingHours: z
      .array(dayHoursSchema, { error: OPENING_HOURS_MESSAGE })
      // Eight days cannot all be different ones; the bound also keeps a hostile body small.
      .max(7, DUPLICATE_DAY_MESSAGE)
      .superRefine((days, ctx) => {
        const seen = new Set<number>()
        for (const day of days) {
          if (seen.has(day.dayOfWeek)) {
            ctx.addIssue({ code: 'custom', message: DUPLICATE_DAY_MESSAGE })
            return
          }
          seen.add(day.dayOfWeek)
        }
        const overlapping = days.find((d) => intervalsOverlap(d.intervals))
        if (overlapping) {
          ctx.addIssue({ code: 'custom', message: overlapMessage(overlapping.dayOfWeek) })
        }
      })
      .transform(normalizeHours),
  },
  { error: OPENING_HOURS_MESSAGE },
)
export type OpeningHoursInput = z.input<typeof openingHoursSchema>
export type OpeningHours = z.output<typeof openingHoursSchema>

/** The answer: only days with intervals, in week order (Sunday first, dayOfWeek 0). */
export const openingHoursResponseSchema = z.object({
  openingHours: z.array(
    z.object({
      dayOfWeek: z.number().int().min(0).max(6),
      intervals: z.array(z.object({ openTime: z.string(), closeTime: z.string() })),
    }),
  ),
})
