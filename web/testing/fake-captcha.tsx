import { useImperativeHandle, type Ref } from 'react'
import type { CaptchaHandle } from '../components/Captcha'

/**
 * Stands in for web/components/Captcha in jsdom, where the ALTCHA widget cannot run its workers:
 * a button that hands over a token, and a count of resets. The real widget is covered by e2e.
 */
export const fakeCaptcha = { resets: 0, issued: 0 }

export function Captcha({
  onToken,
  ref,
}: {
  onToken(token: string | null): void
  ref?: Ref<CaptchaHandle>
}) {
  useImperativeHandle(
    ref,
    () => ({
      reset() {
        fakeCaptcha.resets++
        onToken(null)
      },
    }),
    [onToken],
  )
  return (
    <button type="button" onClick={() => onToken(`captcha-token-${++fakeCaptcha.issued}`)}>
      Resolver captcha de prueba
    </button>
  )
}

export function prefetchCaptcha() {}
