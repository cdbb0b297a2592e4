import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { formatPesos } from '../../../domain/money/rules'
import { fakeOf, type FakePreference } from '../../adapters/payments/fake'
import { ApiError } from '../../lib/errors'
import { PLAN_WEBHOOK_PATH, platformCredentials } from '../../lib/platform-payments'
import { errorBodySchema } from '../../lib/schemas'
import { secretBoxOf } from '../../lib/secret-box'
import { shopCredentials } from './settings-service'
import { signatureHeader } from './signature'

const paramsSchema = z.object({ id: z.string().max(64) })

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A payment of a shop's plan, to Barrio's own account (docs/product.md#plan-payments). */
const isPlanPayment = (preference: FakePreference) =>
  new URL(preference.notificationUrl).pathname === PLAN_WEBHOOK_PATH

/** The fake checkout: one small page, styled inline, no script (the app's CSP allows both). */
function checkoutPage(preference: FakePreference): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td>${item.quantity} × ${escapeHtml(item.title)}</td>` +
        `<td class="n">${escapeHtml(formatPesos(item.unitPrice * item.quantity))}</td></tr>`,
    )
    .join('')
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pagar a ${escapeHtml(preference.shopName)} · Mercado Pago de prueba</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef3fb;color:#1b2430}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.tag{display:inline-block;background:#fff4c2;color:#6b5300;border-radius:999px;padding:.2rem .7rem;font-size:.8rem}
h1{font-size:1.3rem;margin:.75rem 0 1rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}
td{padding:.45rem 0;border-bottom:1px solid #e7ebf0;vertical-align:top}
.n{text-align:right;white-space:nowrap;padding-left:1rem}
.total td{border:0;font-weight:700;font-size:1.1rem;padding-top:.9rem}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.25rem}
button{font:inherit;font-weight:600;border:0;border-radius:.75rem;padding:.9rem;cursor:pointer}
.ok{background:#009ee3;color:#fff}
.no{background:#fff;color:#b42318;border:1px solid #f0c4c0}
p{font-size:.85rem;color:#5b6675}
</style>
</head>
<body>
<main>
<div class="card">
<span class="tag">Mercado Pago de prueba: no se cobra nada</span>
<h1>Pagar a ${escapeHtml(preference.shopName)}</h1>
<table>
${rows}
<tr class="total"><td>Total</td><td class="n">${escapeHtml(formatPesos(preference.total))}</td></tr>
</table>
<form method="post">
<button class="ok" type="submit" name="decision" value="approve">Aprobar</button>
<button class="no" type="submit" name="decision" value="reject">Rechazar</button>
</form>
<p>${
    isPlanPayment(preference)
      ? 'Al elegir, Barrio recibe la notificación firmada, como con Mercado Pago, y volvés a tu plan.'
      : 'Al elegir, el comercio recibe la notificación firmada, como con Mercado Pago, y volvés a tu pedido.'
  }</p>
</div>
</main>
</body>
</html>
`
}

/**
 * PAYMENTS_PROVIDER=fake only (docs/product.md#payments): the checkout page the fake provider's
 * preferences send the customer to. Paying or refusing records the payment, then notifies the
 * preference's notification_url exactly as Mercado Pago would (signed with the shop's secret;
 * in-process when the URL is this app's own, so it works offline and in tests) and sends the
 * customer back to the order page. A shop paying its plan is notified and sent back the same way,
 * with Barrio's own secret.
 */
const devPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const fake = fakeOf(app.adapters.payments)
  if (!fake) return
  const box = secretBoxOf(app.config)

  // The page's form posts urlencoded; only this plugin reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  const findPreference = async (id: string) => {
    const preference = await fake.getPreference(id)
    if (!preference) throw new ApiError('NOT_FOUND')
    return preference
  }

  app.get(
    '/dev/pay/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'Checkout de prueba (PAYMENTS_PROVIDER=fake)',
        params: paramsSchema,
        response: {
          200: { description: 'Página HTML', content: { 'text/html': { schema: z.string() } } },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const preference = await findPreference(request.params.id)
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(preference))
    },
  )

  app.post(
    '/dev/pay/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'Aprobar o rechazar el pago de prueba (notifica al comercio y vuelve al pedido)',
        params: paramsSchema,
        body: z.object({ decision: z.enum(['approve', 'reject']) }),
        response: { 303: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const preference = await findPreference(request.params.id)
      const approved = request.body.decision === 'approve'
      const payment = await fake.payPreference(preference, approved ? 'approved' : 'rejected')
      await notify(preference, payment.id)
      return reply.redirect(
        approved ? preference.backUrls.success : preference.backUrls.failure,
        303,
      )
    },
  )

  /** The webhook as Mercado Pago sends it: data.id and type appended, x-signature, x-request-id. */
  async function notify(preference: FakePreference, paymentId: string) {
    const url = new URL(preference.notificationUrl)
    url.searchParams.set('data.id', paymentId)
    url.searchParams.set('type', 'payment')
    const shop = url.searchParams.get('shop')
    // A plan payment is Barrio's, signed with its own secret; an order's, with its shop's.
    const secret = isPlanPayment(preference)
      ? platformCredentials(app.config)?.webhookSecret
      : shop
        ? (await shopCredentials(app.db, box, shop))?.webhookSecret
        : null
    if (!secret) {
      app.log.warn({ shop }, 'fake payments: the shop has no webhook secret; nothing notified')
      return
    }
    const requestId = randomUUID()
    const ts = String(Math.floor(Date.now() / 1000))
    const headers = {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signatureHeader(secret, { dataId: paymentId, requestId, ts }),
    }
    const payload = JSON.stringify({
      action: 'payment.created',
      api_version: 'v1',
      data: { id: paymentId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
    })
    const own = new URL(app.config.publicUrl)
    let status: number
    try {
      if (url.origin === own.origin) {
        const res = await app.inject({
          method: 'POST',
          url: url.pathname + url.search,
          headers,
          payload,
        })
        status = res.statusCode
      } else {
        const res = await fetch(url, {
          method: 'POST',
          headers,
          body: payload,
          signal: AbortSignal.timeout(10_000),
        })
        status = res.status
      }
    } catch (error) {
      app.log.warn({ err: error }, 'fake payments: the notification failed')
      return
    }
    if (status !== 200) app.log.warn({ status }, 'fake payments: the notification was refused')
  }
}

export default devPaymentRoutes
