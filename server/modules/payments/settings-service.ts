import { and, eq } from 'drizzle-orm'
import {
  MP_TOKEN_REQUIRED_MESSAGE,
  MP_WEBHOOK_SECRET_REQUIRED_MESSAGE,
  PAYMENT_METHODS_REQUIRED_MESSAGE,
} from '../../../domain/messages/panel'
import type { PaymentSettings, PaymentSettingsUpdate } from '../../../domain/payments/schemas'
import type { Db } from '../../db/client'
import { businesses, paymentAccounts } from '../../db/schema'
import { recordActivity, type ActivityActor } from '../../lib/activity'
import { ApiError } from '../../lib/errors'
import type { SecretBox } from '../../lib/secret-box'

const businessNotFound = () => new ApiError('BUSINESS_NOT_FOUND')

/** Where Mercado Pago notifies a shop's payments: what the owner pastes in its webhooks settings. */
export const notificationUrlOf = (publicUrl: string, businessId: string) =>
  `${publicUrl}/api/webhooks/mercadopago?shop=${businessId}`

const settingsColumns = {
  cash: businesses.acceptsCash,
  transfer: businesses.acceptsTransfer,
  mercadoPago: businesses.acceptsMercadoPago,
  transferAccount: businesses.transferAccount,
  transferHolder: businesses.transferHolder,
  tokenLast4: paymentAccounts.tokenLast4,
}

/**
 * The Cobros tab: what the shop accepts; of Mercado Pago, only whether it is connected. A token
 * stored under a key the server no longer has reads as not connected: the owner pastes it again.
 */
export async function getPaymentSettings(
  db: Db,
  box: SecretBox,
  publicUrl: string,
  businessId: string,
): Promise<PaymentSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(businesses)
    .leftJoin(paymentAccounts, eq(paymentAccounts.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) throw businessNotFound()
  const credentials = await shopCredentials(db, box, businessId)
  const connected = Boolean(credentials?.accessToken)
  return {
    cash: row.cash,
    transfer: { enabled: row.transfer, account: row.transferAccount, holder: row.transferHolder },
    mercadoPago: {
      enabled: row.mercadoPago,
      connected,
      tokenLast4: connected ? row.tokenLast4 : null,
      webhookSecretSet: Boolean(credentials?.webhookSecret),
      notificationUrl: notificationUrlOf(publicUrl, businessId),
    },
  }
}

/**
 * Saves the Cobros tab in one transaction. Mercado Pago's token and secret: absent keeps the
 * stored one, null removes it, a string replaces it (sealed before it is written). Removing the
 * token disconnects Mercado Pago and turns it off; turning it on needs a token and a secret,
 * stored or given; at least one method stays on. Saving is a line of Actividad
 * (docs/product.md#team) naming only which methods are on: never an account, a token or a secret.
 */
export async function updatePaymentSettings(
  db: Db,
  box: SecretBox,
  publicUrl: string,
  actor: ActivityActor,
  input: PaymentSettingsUpdate,
): Promise<PaymentSettings> {
  const { businessId } = actor
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ token: paymentAccounts.accessTokenEnc, secret: paymentAccounts.webhookSecretEnc })
      .from(paymentAccounts)
      .where(eq(paymentAccounts.businessId, businessId))
      .for('update')
    const given = input.mercadoPago
    const token =
      given.accessToken === undefined
        ? { sealed: current?.token ?? null, last4: undefined }
        : given.accessToken === null
          ? { sealed: null, last4: null }
          : { sealed: box.seal(given.accessToken, businessId), last4: given.accessToken.slice(-4) }
    const secret =
      given.webhookSecret === undefined
        ? (current?.secret ?? null)
        : given.webhookSecret === null
          ? null
          : box.seal(given.webhookSecret, businessId)
    const mercadoPago = given.enabled && given.accessToken !== null
    if (mercadoPago && !token.sealed) throw new ApiError('VALIDATION', MP_TOKEN_REQUIRED_MESSAGE)
    if (mercadoPago && !secret) throw new ApiError('VALIDATION', MP_WEBHOOK_SECRET_REQUIRED_MESSAGE)
    if (!input.cash && !input.transfer.enabled && !mercadoPago) {
      throw new ApiError('VALIDATION', PAYMENT_METHODS_REQUIRED_MESSAGE)
    }

    const [updated] = await tx
      .update(businesses)
      .set({
        acceptsCash: input.cash,
        acceptsTransfer: input.transfer.enabled,
        acceptsMercadoPago: mercadoPago,
        transferAccount: input.transfer.account,
        transferHolder: input.transfer.holder,
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, businessId))
      .returning({ id: businesses.id })
    if (!updated) throw businessNotFound()
    await recordActivity(tx, actor, 'payments.edited', {
      cash: input.cash,
      transfer: input.transfer.enabled,
      mercadoPago,
    })

    if (!token.sealed && !secret) {
      await tx.delete(paymentAccounts).where(eq(paymentAccounts.businessId, businessId))
      return
    }
    const values = {
      accessTokenEnc: token.sealed,
      ...(token.last4 === undefined ? {} : { tokenLast4: token.last4 }),
      webhookSecretEnc: secret,
      updatedAt: new Date(),
    }
    await tx
      .insert(paymentAccounts)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: paymentAccounts.businessId, set: values })
  })
  return getPaymentSettings(db, box, publicUrl, businessId)
}

export interface ShopCredentials {
  accessToken: string | null
  webhookSecret: string | null
}

/** A sealed value opened, or null when it cannot be (a key no longer in the list, altered). */
function openOrNull(box: SecretBox, sealed: string | null, businessId: string): string | null {
  if (!sealed) return null
  try {
    return box.open(sealed, businessId)
  } catch {
    return null
  }
}

/**
 * A shop's Mercado Pago credentials, opened; null when it has none stored. A value sealed under a
 * key the server no longer has (docs/ARCHITECTURE.md#sealed-secrets) reads as missing: the owner
 * pastes it again. One that opens under an older key is sealed again under the first, written only
 * if nobody changed it meanwhile, so a rotated-out key can be dropped once every shop was read.
 */
export async function shopCredentials(
  db: Db,
  box: SecretBox,
  businessId: string,
): Promise<ShopCredentials | null> {
  const [row] = await db
    .select({ token: paymentAccounts.accessTokenEnc, secret: paymentAccounts.webhookSecretEnc })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, businessId))
    .limit(1)
  if (!row) return null
  const accessToken = openOrNull(box, row.token, businessId)
  const webhookSecret = openOrNull(box, row.secret, businessId)
  const account = eq(paymentAccounts.businessId, businessId)
  if (row.token && accessToken !== null && !box.isCurrent(row.token)) {
    await db
      .update(paymentAccounts)
      .set({ accessTokenEnc: box.seal(accessToken, businessId) })
      .where(and(account, eq(paymentAccounts.accessTokenEnc, row.token)))
  }
  if (row.secret && webhookSecret !== null && !box.isCurrent(row.secret)) {
    await db
      .update(paymentAccounts)
      .set({ webhookSecretEnc: box.seal(webhookSecret, businessId) })
      .where(and(account, eq(paymentAccounts.webhookSecretEnc, row.secret)))
  }
  return { accessToken, webhookSecret }
}
