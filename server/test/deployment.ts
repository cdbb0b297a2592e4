/**
 * A deployment's real providers (docs/ARCHITECTURE.md#configuration), with credentials that point
 * nowhere: enough to start, and nothing a test sends leaves the machine.
 */
export const REAL_PROVIDERS = {
  PAYMENTS_PROVIDER: 'mercadopago',
  MERCADOPAGO_API_URL: 'http://127.0.0.1:9',
  PLATFORM_MP_ACCESS_TOKEN: 'APP_USR-0000000000-plataforma',
  PLATFORM_MP_WEBHOOK_SECRET: 'clave-de-prueba-de-la-plataforma',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'token-de-prueba',
  TWILIO_VERIFY_SERVICE_SID: 'VA00000000000000000000000000000000',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  GEOCODER: 'nominatim',
  NOMINATIM_URL: 'http://127.0.0.1:9',
} as const
