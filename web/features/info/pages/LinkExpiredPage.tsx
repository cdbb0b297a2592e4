import { Link2Off } from 'lucide-react'
import { Link } from 'react-router'
import { AuthLayout } from '../../../components/ui/AuthLayout'
import { paths } from '../../../paths'

/** docs/product.md#screens 'Invalid link'. */
export function Component() {
  return (
    <AuthLayout title="Enlace inválido">
      <div className="flex flex-col gap-4">
        <Link2Off aria-hidden className="size-10 text-stone-400" />
        <p className="text-stone-700">
          El enlace que abriste ya se usó o venció. Pedí uno nuevo para cambiar tu contraseña.
        </p>
        <Link
          to={paths.forgotPassword}
          className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          Pedir un enlace nuevo
        </Link>
        <Link to={paths.login} className="text-center font-medium text-brand-700 underline">
          Volver a iniciar sesión
        </Link>
      </div>
    </AuthLayout>
  )
}
