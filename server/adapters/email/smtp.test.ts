import nodemailer from 'nodemailer'
import { describe, expect, it, vi } from 'vitest'
import { smtpMailer } from './smtp'
import { createMailer } from '.'

describe('SMTP mailer', () => {
  it('sends from MAIL_FROM with the subject, text and HTML given', async () => {
    // jsonTransport builds the real message and hands it back instead of sending it.
    const transport = nodemailer.createTransport({ jsonTransport: true })
    const sendMail = vi.spyOn(transport, 'sendMail')

    await smtpMailer('Barrio <no-responder@barrio.com.ar>', transport).send({
      to: 'ana@example.com',
      subject: 'Tu pedido fue aceptado',
      text: 'Hola Ana, tu pedido está en camino.',
      html: '<p>Hola Ana, tu pedido está en camino.</p>',
    })

    expect(sendMail).toHaveBeenCalledTimes(1)
    const info = await sendMail.mock.results[0]!.value
    const message = JSON.parse(info.message)
    expect(message.from).toEqual({ address: 'no-responder@barrio.com.ar', name: 'Barrio' })
    expect(message.to).toEqual([{ address: 'ana@example.com', name: '' }])
    expect(message.subject).toBe('Tu pedido fue aceptado')
    expect(message.text).toBe('Hola Ana, tu pedido está en camino.')
    expect(message.html).toBe('<p>Hola Ana, tu pedido está en camino.</p>')
  })

  it('is what MAIL_PROVIDER=smtp builds, failing loudly when the server is unreachable', async () => {
    const mailer = createMailer({
      MAIL_PROVIDER: 'smtp',
      NODE_ENV: 'production',
      dataDir: '/nonexistent',
      // Port 1 on loopback: refused at once, no network needed.
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'Barrio <no-responder@barrio.com.ar>',
    })
    await expect(
      mailer.send({ to: 'ana@example.com', subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i)
  })
})
