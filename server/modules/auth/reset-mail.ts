/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The password-reset mail, in Spanish, as text and HTML. */
export function resetMail(opts: { link: string; businessName: string | null; minutes: number }) {
  const greeting = opts.businessName ? `Hola, ${opts.businessName}:` : 'Hola:'
  const text = [
    greeting,
    '',
    'Recibimos un pedido para cambiar la contraseña de tu cuenta de Barrio.',
    `Para elegir una nueva, abrí este enlace (vale por ${opts.minutes} minutos y una sola vez):`,
    '',
    opts.link,
    '',
    'Si no lo pediste vos, ignorá este correo: tu contraseña sigue siendo la misma.',
    '',
    'Equipo de Barrio',
  ].join('\n')
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:system-ui,Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Recibimos un pedido para cambiar la contraseña de tu cuenta de Barrio.</p>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Elegir nueva contraseña</a></p>
<p style="color:#57534e;font-size:14px">El enlace vale por ${opts.minutes} minutos y se puede usar una sola vez.<br>
Si el botón no funciona, copiá esta dirección: ${escapeHtml(opts.link)}</p>
<p style="color:#57534e;font-size:14px">Si no lo pediste vos, ignorá este correo: tu contraseña sigue siendo la misma.</p>
<p>Equipo de Barrio</p>
</body></html>`
  return { subject: 'Cambiá tu contraseña de Barrio', text, html }
}
