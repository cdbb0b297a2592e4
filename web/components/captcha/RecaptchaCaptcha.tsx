import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react'
import { CaptchaFailed, CaptchaLoading } from './CaptchaStatus'
import type { WidgetProps } from './handle'
import { loadRecaptcha, type Grecaptcha } from './recaptcha'

/** Google reCAPTCHA (v2 checkbox), when CAPTCHA_PROVIDER=recaptcha. */
export function RecaptchaCaptcha({ siteKey, onToken, ref }: WidgetProps & { siteKey: string }) {
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
      {status === 'loading' && <CaptchaLoading />}
      <div ref={hostRef} />
    </div>
  )
}
