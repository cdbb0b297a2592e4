import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react'
import { ALTCHA_LANGUAGE, altchaLook, loadAltcha, type AltchaElement } from './altcha'
import { CaptchaFailed, CaptchaLoading } from './CaptchaStatus'
import type { WidgetProps } from './handle'

/** The self-hosted ALTCHA widget, solved in the browser against the server's challenge. */
export function AltchaCaptcha({
  challengeUrl,
  auto,
  onToken,
  ref,
}: WidgetProps & {
  challengeUrl: string
  /** Start solving when the person focuses any field of the form, or only on a click. */
  auto: 'onfocus' | 'off'
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
      {status === 'loading' && <CaptchaLoading />}
      <div ref={hostRef} style={altchaLook} />
    </div>
  )
}
