import { useState } from 'react'
import { Link } from 'react-router'
import { emailProblem } from '../../../../domain/auth/checks'
import {
  RESET_REQUEST_FAILED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../../../domain/messages/auth'
import { requestPasswordReset } from '../api/auth'
import { Alert } from '../../../components/ui/Alert'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { Button } from '../../../components/ui/Button'
import { TextField } from '../../../components/ui/TextField'
import { usePlainForm } from '../../../hooks/usePlainForm'
import { paths } from '../../../paths'

const FIELDS = ['email'] as const

/** docs/product.md#screens 'Forgot password'. */
export function Component() {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null)
  const form = usePlainForm(
    FIELDS,
    ({ email }) => emailProblem(email),
    async ({ email }) => {
      try {
        await requestPasswordReset(email.trim())
        setResult('sent')
      } catch {
        setResult('failed')
      }
    },
  )

  return (
    <AuthLayout
      title="Recuperar contraseña"
      subtitle="Te enviamos un enlace para elegir una contraseña nueva."
    >
      <form
        onSubmit={form.onSubmit}
        onInput={form.onChange}
        onChange={form.onChange}
        noValidate
        className="flex flex-col gap-4"
      >
        {result === 'sent' && <Alert tone="success">{RESET_REQUESTED_MESSAGE}</Alert>}
        {result === 'failed' && <Alert tone="error">{RESET_REQUEST_FAILED_MESSAGE}</Alert>}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          error={form.problem?.message}
        />
        <Button type="submit" busy={form.busy} full>
          Enviar enlace
        </Button>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </form>
    </AuthLayout>
  )
}
