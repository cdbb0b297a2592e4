import { z } from 'zod'
import { AUTO_REJECT_MINUTES_MAX, BUSY_CHOICES, RESPOND_MINUTES_MAX } from './timer'
import {
  AUTO_REJECT_MINUTES_MESSAGE,
  BUSY_MINUTES_MESSAGE,
  BUSY_UNTIL_MESSAGE,
  PREPARATION_MINUTES_MESSAGE,
  RESPOND_MINUTES_MESSAGE,
  SLOT_CAPACITY_MESSAGE,
} from '../messages/panel'

/**
 * The shop's answer timer, auto-accept and scheduling settings (docs/product.md#answer-in-time,
 * #busy, #scheduled-orders): `GET`/`PUT /business/settings/orders`, `GET /business/orders/timing`,
 * `PUT`/`DELETE /business/busy`.
 */

const minutes = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message)

/** PUT /business/settings/orders (owner and Encargado). */
export const orderSettingsSchema = z
  .object({
    respondMinutes: minutes(RESPOND_MINUTES_MAX, RESPOND_MINUTES_MESSAGE),
    /** Null: never reject by itself. */
    autoRejectMinutes: minutes(AUTO_REJECT_MINUTES_MAX, AUTO_REJECT_MINUTES_MESSAGE).nullable(),
    autoAccept: z.boolean(),
    preparationMinutes: minutes(240, PREPARATION_MINUTES_MESSAGE),
    acceptsScheduled: z.boolean(),
    /** Null: no limit of orders a slot. */
    slotCapacity: minutes(100, SLOT_CAPACITY_MESSAGE).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.autoRejectMinutes !== null && v.autoRejectMinutes <= v.respondMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['autoRejectMinutes'],
        message: AUTO_REJECT_MINUTES_MESSAGE,
      })
    }
  })
export type OrderSettings = z.infer<typeof orderSettingsSchema>

/** GET /business/orders/timing: what every role's Pedidos needs to run its clocks. */
export const orderTimingSchema = z.object({
  respondMinutes: z.number().int(),
  autoRejectMinutes: z.number().int().nullable(),
  preparationMinutes: z.number().int(),
  autoAccept: z.boolean(),
  acceptsScheduled: z.boolean(),
  /** 'Mucho trabajo' now: its minutes and end (ISO), or nulls. */
  busyMinutes: z.number().int().nullable(),
  busyUntil: z.string().nullable(),
})
export type OrderTiming = z.infer<typeof orderTimingSchema>

/** PUT /business/busy: 'Mucho trabajo', +15/+30/+45 minutes until an instant (ISO, in the next 24 h). */
export const busySchema = z.object({
  minutes: z.union(
    BUSY_CHOICES.map((m) => z.literal(m)),
    { error: BUSY_MINUTES_MESSAGE },
  ),
  until: z.iso.datetime({ offset: true, error: BUSY_UNTIL_MESSAGE }).max(40, BUSY_UNTIL_MESSAGE),
})

/** GET /public/business/{slug}/slots: the slots a customer may pick ('Programar'). */
export const slotListSchema = z.object({
  acceptsScheduled: z.boolean(),
  slots: z.array(
    z.object({
      at: z.string(),
      day: z.enum(['hoy', 'mañana']),
      time: z.string(),
      full: z.boolean(),
    }),
  ),
})
export type SlotList = z.infer<typeof slotListSchema>
