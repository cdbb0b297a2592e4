import { MEMBER_ROLE_LABELS } from '../../../../domain/team/permissions'
import { PageHeader } from '../../../components/ui/PageHeader'
import { Toaster } from '../../../components/ui/Toast'
import { useMemberRole } from '../../../session/useMemberRole'
import { useSession } from '../../../session/useSession'
import { PasswordTab } from '../components/PasswordTab'

/**
 * docs/product.md#team 'Mi cuenta': a member without Configuración (Cocina / Caja) changes their
 * own password and ends their sessions here.
 */
export function Component() {
  const { user } = useSession()
  const role = useMemberRole()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader
        title="Mi cuenta"
        description={`${user?.email ?? ''} · ${MEMBER_ROLE_LABELS[role]} en ${user?.businessName ?? ''}`}
      />
      <section
        aria-labelledby="cuenta-contrasena"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="cuenta-contrasena" className="mb-4 text-lg font-bold text-stone-900">
          Contraseña
        </h2>
        <PasswordTab />
      </section>
      <Toaster />
    </div>
  )
}
