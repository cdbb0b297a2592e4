/** Public settings the browser needs to show the captcha widget. */
export type CaptchaClientConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string }

export interface CaptchaVerifier {
  readonly clientConfig: CaptchaClientConfig
  /** True when the token (the `recaptchaToken` field) proves a person solved the captcha. */
  verify(token: string, remoteIp?: string): Promise<boolean>
}
