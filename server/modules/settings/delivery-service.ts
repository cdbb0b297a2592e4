import { eq } from 'drizzle-orm'
import type { DeliverySettings, DeliverySettingsInput } from '../../../domain/delivery/schemas'
import type { Db } from '../../db/client'
import { businesses } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'

const columns = {
  supportsPickup: businesses.supportsPickup,
  supportsDelivery: businesses.supportsDelivery,
  deliveryRadiusMeters: businesses.deliveryRadiusMeters,
  allowCrossLocality: businesses.allowCrossLocality,
  deliveryFeeBase: businesses.deliveryFeeBase,
  deliveryFeePerKm: businesses.deliveryFeePerKm,
  minOrderAmount: businesses.minOrderAmount,
  minDeliveryTime: businesses.minDeliveryTime,
  maxDeliveryTime: businesses.maxDeliveryTime,
}

const businessNotFound = () => new ApiError('BUSINESS_NOT_FOUND')

export async function getDeliverySettings(db: Db, businessId: string): Promise<DeliverySettings> {
  const [row] = await db
    .select(columns)
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) throw businessNotFound()
  return row
}

/**
 * Saves every field; a radius left out (null: delivery off and no usable radius) is kept. Saving
 * is a line of Actividad (docs/product.md#team), written with the change.
 */
export async function updateDeliverySettings(
  db: Db,
  actor: ActivityActor,
  input: DeliverySettingsInput,
): Promise<DeliverySettings> {
  const { deliveryRadiusMeters, ...rest } = input
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({
        ...rest,
        ...(deliveryRadiusMeters === null ? {} : { deliveryRadiusMeters }),
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, actor.businessId))
      .returning(columns)
    if (!row) throw businessNotFound()
    await recordActivity(tx, actor, 'delivery.edited', {
      supportsPickup: row.supportsPickup,
      supportsDelivery: row.supportsDelivery,
    })
    return row
  })
}
