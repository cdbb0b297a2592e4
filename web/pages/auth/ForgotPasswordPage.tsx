import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../../../domain/auth'
import { requestPasswordReset } from '../../api/auth'
import { Alert } from '../../components/ui/Alert'
import { AuthLayout } from '../../components/ui/AuthLayout'
import { Button } from '../../components/ui/Button'
import { TextField } from '../../components/ui/TextField'
import { paths } from '../../paths'

const SENT_MESSAGE =
  'Si tu correo está registrado, te enviaremos un enlace para modificar tu contraseña.'
const FAILED_MESSAGE = 'Hubo un error al procesar la solicitud.'

/** docs/product.md#screens 'Forgot password'. */
export function Component() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [result, setResult] = useState<'sent' | 'failed' | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!EMAIL_PATTERN.test(email.trim())) {
      setFieldError(EMAIL_MESSAGE)
      return
    }
    setFieldError(null)
    setBusy(true)
    try {
      await requestPasswordReset(email.trim())
      setResult('sent')
    } catch {
      setResult('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout
      title="Recuperar contraseña"
      subtitle="Te enviamos un enlace para elegir una contraseña nueva."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {result === 'sent' && <Alert tone="success">{SENT_MESSAGE}</Alert>}
        {result === 'failed' && <Alert tone="error">{FAILED_MESSAGE}</Alert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" busy={busy} full>
          Enviar enlace
        </Button>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </form>
    </AuthLayout>
  )
}
