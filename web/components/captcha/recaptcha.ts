/** Google's script, loaded once per page; a failed load may be tried again. */
export interface Grecaptcha {
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

export function loadRecaptcha(): Promise<Grecaptcha> {
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
