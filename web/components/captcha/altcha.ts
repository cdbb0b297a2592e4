import type { CSSProperties } from 'react'
import {
  CAPTCHA_EXPIRED_MESSAGE,
  CAPTCHA_VERIFY_FAILED_MESSAGE,
} from '../../../domain/messages/widgets'

/** The widget's texts in Argentine Spanish (its bundled Spanish uses tú). */
const ALTCHA_ES_AR: Record<string, string> = {
  ariaLinkLabel: 'Altcha (sitio oficial)',
  cancel: 'Cancelar',
  enterCode: 'Ingresá el código',
  enterCodeAria: 'Ingresá el código que escuchás. Presioná Espacio para reproducir el audio.',
  enterCodeFromImage: 'Para seguir, ingresá el código de la imagen.',
  error: CAPTCHA_VERIFY_FAILED_MESSAGE,
  expired: CAPTCHA_EXPIRED_MESSAGE,
  footer:
    'Protegido por <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="Altcha (sitio oficial)">ALTCHA</a>',
  getAudioChallenge: 'Escuchar un código',
  label: 'No soy un robot',
  loading: 'Cargando...',
  reload: 'Volver a cargar',
  verify: 'Verificar',
  verificationRequired: '¡Falta la verificación!',
  verified: 'Verificado',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... esperá un momento.',
}
export const ALTCHA_LANGUAGE = 'es-ar'

/**
 * The widget draws its tick over the checkbox without letting taps through, so the middle of the
 * box did nothing; and its label row is the 44 px touch target the box itself is not.
 */
const ALTCHA_FIXES = `
.altcha-checkbox svg, .altcha-checkbox-spinner { pointer-events: none; }
.altcha-checkbox-wrap > label { min-height: 2.75rem; display: flex; align-items: center; flex-grow: 1; cursor: pointer; }
`

let altchaLoading: Promise<void> | null = null

/**
 * The 'external' build plus its worker as a file of ours: the default build starts its workers
 * from blob: URLs, which the Content-Security-Policy (worker-src 'self') refuses.
 */
export function loadAltcha(): Promise<void> {
  altchaLoading ??= Promise.all([
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/external'),
    import('altcha/altcha.css'),
  ]).then(
    ([{ default: Pbkdf2Worker }]) => {
      for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
        globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
      }
      globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, ALTCHA_ES_AR)
      const fixes = document.createElement('style')
      fixes.textContent = ALTCHA_FIXES
      document.head.append(fixes)
    },
    (err: unknown) => {
      altchaLoading = null // a later mount may try again (e.g. after the connection came back)
      throw err
    },
  )
  return altchaLoading
}

export interface AltchaElement extends HTMLElement {
  reset?: () => void
  verify?: () => Promise<unknown>
}

/**
 * The widget in Barrio's colours. Every colour variable is set here: the build's CSS minifier
 * rewrites the widget's `light-dark()` defaults for older browsers into values that resolve to
 * nothing (no checkbox border at all), so none of them may be left to the defaults.
 */
export const altchaLook = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '0.5rem',
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#1c1917',
  '--altcha-color-neutral': '#d6d3d1',
  '--altcha-color-neutral-content': '#57534e',
  '--altcha-color-primary': '#c2410c',
  '--altcha-color-primary-content': '#ffffff',
  '--altcha-color-success': '#15803d',
  '--altcha-color-error': '#b91c1c',
  '--altcha-border-color': '#d6d3d1',
  '--altcha-popover-color': '#d6d3d1',
  '--altcha-checkbox-border-color': '#78716c',
  '--altcha-checkbox-border-width': '2px',
  '--altcha-checkbox-outline-color': '#e8652a',
  '--altcha-checkbox-size': '1.5rem',
  '--altcha-input-background-color': '#ffffff',
  '--altcha-input-color': '#1c1917',
  '--altcha-spinner-color': '#57534e',
  '--altcha-switch-background-color': '#d6d3d1',
  '--altcha-switch-toggle-color': '#57534e',
  colorScheme: 'light',
} as CSSProperties
