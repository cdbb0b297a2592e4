import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Mailer } from './types'

/** Sends through any SMTP server; `transport` is injectable so tests need no server. */
export function smtpMailer(from: string, transport: string | Transporter): Mailer {
  const transporter =
    typeof transport === 'string' ? nodemailer.createTransport(transport) : transport
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    },
  }
}
