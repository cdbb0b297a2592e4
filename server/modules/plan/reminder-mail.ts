import { formatDate } from '../../../domain/plan/rules'
import { escapeHtml } from '../auth/reset-mail'

/** Which reminder (docs/product.md#plan-payments): a week before the end, a day before, on it. */
export type ReminderKind = '7d' | '1d' | 'expired'

/**
 * A plan reminder in Spanish, as text and HTML: when the plan ends (or ended), what happens then,
 * and the link to pay it. `graceEnds` is when an expired plan stops taking orders.
 */
export function reminderMail(opts: {
  kind: ReminderKind
  businessName: string
  expiresAt: Date
  graceEnds: Date
  link: string
}) {
  const date = formatDate(opts.expiresAt.toISOString())
  const graceDate = formatDate(opts.graceEnds.toISOString())
  const subject =
    opts.kind === 'expired'
      ? 'Tu plan de Barrio venció'
      : opts.kind === '1d'
        ? `Tu plan de Barrio vence mañana, ${date}`
        : `Tu plan de Barrio vence el ${date}`
  const lead =
    opts.kind === 'expired'
      ? `El plan de ${opts.businessName} venció el ${date}.`
      : `El plan de ${opts.businessName} vence el ${date}.`
  const then =
    opts.kind === 'expired'
      ? `Seguís recibiendo pedidos hasta el ${graceDate}. Después, tu comercio deja de tomar pedidos hasta que pagues el plan (tu menú sigue visible).`
      : `Pagalo antes para seguir recibiendo pedidos sin cortes: los días que te quedan no se pierden.`
  const greeting = `Hola, ${opts.businessName}:`
  const text = [
    greeting,
    '',
    lead,
    then,
    '',
    `Pagá el plan desde tu panel: ${opts.link}`,
    '',
    'Equipo de Barrio',
  ].join('\n')
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:system-ui,Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(then)}</p>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Pagar el plan</a></p>
<p style="color:#57534e;font-size:14px">Si el botón no funciona, copiá esta dirección: ${escapeHtml(opts.link)}</p>
<p>Equipo de Barrio</p>
</body></html>`
  return { subject, text, html }
}
