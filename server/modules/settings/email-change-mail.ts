import { CONTACT_EMAIL } from '../../../domain/constants'
import { escapeHtml } from '../auth/reset-mail'

/**
 * The notice mailed to the previous address when an owner's email changes, in Spanish, as text and
 * HTML: whoever changed it now gets the reset links, so the real owner must hear of it.
 */
export function emailChangedMail(opts: {
  businessName: string
  previousEmail: string
  newEmail: string
}) {
  const greeting = `Hola, ${opts.businessName}:`
  const changed = `El correo de tu cuenta de Barrio se cambió de ${opts.previousEmail} a ${opts.newEmail}.`
  const effect =
    'Desde ahora los avisos y los enlaces para cambiar la contraseña llegan a la dirección nueva, y se cerraron las sesiones abiertas en otros dispositivos.'
  const yours = 'Si fuiste vos, no tenés que hacer nada.'
  const notYours = `Si no fuiste vos, alguien entró a tu cuenta: escribinos cuanto antes a ${CONTACT_EMAIL} desde esta dirección y te ayudamos a recuperarla.`
  const text = [greeting, '', changed, effect, '', yours, notYours, '', 'Equipo de Barrio'].join(
    '\n',
  )
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:system-ui,Arial,sans-serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(changed)}<br>${escapeHtml(effect)}</p>
<p>${escapeHtml(yours)}</p>
<p><strong>${escapeHtml(notYours)}</strong></p>
<p>Equipo de Barrio</p>
</body></html>`
  return { subject: 'Cambió el correo de tu cuenta de Barrio', text, html }
}
