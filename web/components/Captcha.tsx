import { RotateCw } from 'lucide-react'
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react'
import { assetUrl } from '../api/client'
import { useClientConfig } from '../api/client-config'
import {
  CAPTCHA_EXPIRED_MESSAGE,
  CAPTCHA_LOAD_FAILED_MESSAGE,
  CAPTCHA_VERIFY_FAILED_MESSAGE,
} from '../../domain/messages/widgets'

/**
 * The captcha of the forms that send an SMS (docs/product.md#api `recaptchaToken`): the self-hosted ALTCHA
 * widget by default, Google reCAPTCHA when the server is configured for it (GET /api/client-config).
 * The widget's code is downloaded only when a form with a captcha is shown.
 */

export interface CaptchaHandle {
  /** Forgets the current token (each one is accepted once by the server) and asks for a new solve. */
  reset(): void
}

interface Props {
  /** The token to send, or null when there is none (not solved yet, expired, reset). */
  onToken(token: string | null): void
  ref?: Ref<CaptchaHandle>
  /** ALTCHA: start solving when the person focuses any field of the form, or only on a click. */
  auto?: 'onfocus' | 'off'
}

export function Captcha({ onToken, ref, auto = 'onfocus' }: Props) {
  const config = useClientConfig()
  if (config.isPending) return <CaptchaBox busy>Cargando verificación de seguridad...</CaptchaBox>
  if (config.isError) return <CaptchaFailed onRetry={() => void config.refetch()} />
  const { captcha } = config.data
  return captcha.provider === 'altcha' ? (
    <AltchaCaptcha
      ref={ref}
      onToken={onToken}
      auto={auto}
      challengeUrl={assetUrl(captcha.challengeUrl) ?? captcha.challengeUrl}
    />
  ) : (
    <RecaptchaCaptcha ref={ref} onToken={onToken} siteKey={captcha.siteKey} />
  )
}

/** Starts downloading the widget before its form is shown (e.g. one step earlier in a wizard). */
export function prefetchCaptcha() {
  loadAltcha().catch(() => {})
}

function CaptchaBox({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-16 items-center gap-3 rounded-lg border border-stone-300 bg-stone-50 px-4 text-sm text-stone-600"
    >
      {busy && (
        <span
          aria-hidden
          className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600"
        />
      )}
      {children}
    </div>
  )
}

function CaptchaFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-16 flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
    >
      {CAPTCHA_LOAD_FAILED_MESSAGE}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-red-800 underline"
      >
        <RotateCw aria-hidden className="size-4" />
        Reintentar
      </button>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// ALTCHA

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
const ALTCHA_LANGUAGE = 'es-ar'

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
function loadAltcha(): Promise<void> {
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

interface AltchaElement extends HTMLElement {
  reset?: () => void
  verify?: () => Promise<unknown>
}

/**
 * The widget in Barrio's colours. Every colour variable is set here: the build's CSS minifier
 * rewrites the widget's `light-dark()` defaults for older browsers into values that resolve to
 * nothing (no checkbox border at all), so none of them may be left to the defaults.
 */
const altchaLook = {
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

function AltchaCaptcha({
  challengeUrl,
  auto,
  onToken,
  ref,
}: {
  challengeUrl: string
  auto: 'onfocus' | 'off'
  onToken(token: string | null): void
  ref?: Ref<CaptchaHandle>
}) {
  const hostRef = useRef<HTMLDivElement>(null)
  const widgetRef = useRef<AltchaElement | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const emit = useEffectEvent((token: string | null) => onToken(token))

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widgetRef.current?.reset?.()
        onToken(null)
      },
    }),
    [onToken],
  )

  useEffect(() => {
    let cancelled = false
    let widget: AltchaElement | null = null
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>)
        .detail
      emit(state === 'verified' && payload ? payload : null)
    }
    loadAltcha().then(
      () => {
        if (cancelled || !hostRef.current) return
        widget = document.createElement('altcha-widget') as AltchaElement
        widget.setAttribute('challenge', challengeUrl)
        widget.setAttribute('language', ALTCHA_LANGUAGE)
        widget.setAttribute('auto', auto)
        widget.addEventListener('statechange', onState)
        // The widget listens for focus only once it is mounted: someone already typing when it
        // arrived (a field focused on open, a slow phone) would otherwise have to tick the box.
        const started = widget
        started.addEventListener(
          'load',
          () => {
            const form = started.closest('form')
            if (auto === 'onfocus' && form?.contains(document.activeElement)) {
              void started.verify?.()
            }
          },
          { once: true },
        )
        hostRef.current.append(widget)
        widgetRef.current = widget
        setStatus('ready')
      },
      () => {
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      widget?.removeEventListener('statechange', onState)
      widget?.remove()
      widgetRef.current = null
      emit(null)
    }
  }, [challengeUrl, auto, attempt])

  if (status === 'failed') {
    return (
      <CaptchaFailed
        onRetry={() => {
          setStatus('loading')
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return (
    <div>
      {status === 'loading' && <CaptchaBox busy>Cargando verificación de seguridad...</CaptchaBox>}
      <div ref={hostRef} style={altchaLook} />
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA (v2 checkbox), when CAPTCHA_PROVIDER=recaptcha

interface Grecaptcha {
  render(
    container: HTMLElement,
    params: {
      sitekey: string
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ): number
  reset(widgetId?: number): void
}

const RECAPTCHA_ONLOAD = '__barrioRecaptchaReady'
let recaptchaLoading: Promise<Grecaptcha> | null = null

function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>
    w[RECAPTCHA_ONLOAD] = () => resolve(w.grecaptcha as Grecaptcha)
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419&onload=${RECAPTCHA_ONLOAD}`
    script.async = true
    script.onerror = () => {
      recaptchaLoading = null
      script.remove()
      reject(new Error('reCAPTCHA did not load'))
    }
    document.head.append(script)
  })
  return recaptchaLoading
}

function RecaptchaCaptcha({
  siteKey,
  onToken,
  ref,
}: {
  siteKey: string
  onToken(token: string | null): void
  ref?: Ref<CaptchaHandle>
}) {
  const hostRef = useRef<HTMLDivElement>(null)
  const api = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const emit = useEffectEvent((token: string | null) => onToken(token))

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (api.current) api.current.grecaptcha.reset(api.current.id)
        onToken(null)
      },
    }),
    [onToken],
  )

  useEffect(() => {
    let cancelled = false
    const slot = document.createElement('div')
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !hostRef.current) return
        hostRef.current.append(slot)
        const id = grecaptcha.render(slot, {
          sitekey: siteKey,
          callback: (token) => emit(token),
          'expired-callback': () => emit(null),
          'error-callback': () => emit(null),
        })
        api.current = { grecaptcha, id }
        setStatus('ready')
      },
      () => {
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      api.current = null
      slot.remove()
      emit(null)
    }
  }, [siteKey])

  if (status === 'failed') return <CaptchaFailed onRetry={() => window.location.reload()} />
  return (
    <div>
      {status === 'loading' && <CaptchaBox busy>Cargando verificación de seguridad...</CaptchaBox>}
      <div ref={hostRef} />
    </div>
  )
}
