import { z } from 'zod'
import { PAUSE_MINUTES_MAX } from '../constants'
import { PAUSE_REQUEST_MESSAGE } from '../messages/panel'

/** The API's side of pausing orders (docs/product.md#pause); the rules are in pause.ts. */

/**
 * `{ minutes }` pauses from now for that long (the panel offers PAUSE_CHOICES; the API takes any
 * whole number up to PAUSE_MINUTES_MAX); `{ until: 'tomorrow' }` until the shop's next opening day.
 */
const error = PAUSE_REQUEST_MESSAGE
export const pauseRequestSchema = z.union(
  [
    z.strictObject(
      {
        minutes: z
          .number({ error })
          .int({ error })
          .min(1, { error })
          .max(PAUSE_MINUTES_MAX, { error }),
      },
      { error },
    ),
    z.strictObject({ until: z.literal('tomorrow', { error }) }, { error }),
  ],
  { error },
)

/** The panel's view of its own pause: the end (ISO), or null when orders are taken. */
export const pauseStateSchema = z.object({ pausedUntil: z.string().nullable() })
export type PauseState = z.infer<typeof pauseStateSchema>
