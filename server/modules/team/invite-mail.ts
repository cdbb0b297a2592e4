import { escapeHtml } from '../auth/reset-mail'

/** The invitation mail (docs/product.md#team), in Spanish, as text and HTML. */
export function inviteMail(opts: {
  link: string
  businessName: string
  roleLabel: string
  days: number
}) {
  const invited = `${opts.businessName} te invitó a sumarte a su equipo en Barrio como ${opts.roleLabel}.`
  const validity = `El enlace vale por ${opts.days} días y se puede usar una sola vez.`
  const text = [
    'Hola:',
    '',
    invited,
    'Para aceptar, abrí este enlace, elegí tu nombre y una contraseña:',
    '',
    opts.link,
    '',
    validity,
    'Si no esperabas esta invitación, ignorá este correo.',
    '',
    'Equipo de Barrio',
  ].join('\n')
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:system-ui,Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>Hola:</p>
<p>${escapeHtml(invited)}</p>
<p>Para aceptar, elegí tu nombre y una contraseña:</p>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Aceptar la invitación</a></p>
<p style="color:#57534e;font-size:14px">${escapeHtml(validity)}<br>
Si el botón no funciona, copiá esta dirección: ${escapeHtml(opts.link)}</p>
<p style="color:#57534e;font-size:14px">Si no esperabas esta invitación, ignorá este correo.</p>
<p>Equipo de Barrio</p>
</body></html>`
  return { subject: `${opts.businessName} te invita a su equipo en Barrio`, text, html }
}
