/** Sends a phone verification code (by WhatsApp or SMS, as the provider decides). */
export interface SmsSender {
  /** `to` is in the +549… form; `code` is the six digits the person must type back. */
  sendVerificationCode(to: string, code: string): Promise<void>
}
