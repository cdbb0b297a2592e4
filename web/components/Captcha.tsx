import { assetUrl } from '../api/client'
import { useClientConfig } from '../api/client-config'
import { AltchaCaptcha } from './captcha/AltchaCaptcha'
import { loadAltcha } from './captcha/altcha'
import { CaptchaFailed, CaptchaLoading } from './captcha/CaptchaStatus'
import type { WidgetProps } from './captcha/handle'
import { RecaptchaCaptcha } from './captcha/RecaptchaCaptcha'

export type { CaptchaHandle } from './captcha/handle'

/**
 * The captcha of the forms that send an SMS (docs/product.md#api `recaptchaToken`): the self-hosted ALTCHA
 * widget by default, Google reCAPTCHA when the server is configured for it (GET /api/client-config).
 * The widget's code is downloaded only when a form with a captcha is shown.
 */

interface Props extends WidgetProps {
  /** ALTCHA: start solving when the person focuses any field of the form, or only on a click. */
  auto?: 'onfocus' | 'off'
}

export function Captcha({ onToken, ref, auto = 'onfocus' }: Props) {
  const config = useClientConfig()
  if (config.isPending) return <CaptchaLoading />
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
