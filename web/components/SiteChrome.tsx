import { ArrowLeft, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { CONTACT_EMAIL } from '../../domain/constants'
import { paths } from '../paths'

export { CONTACT_EMAIL }

/** The Barrio mark: on every public page it is the way back to the landing. */
export function BrandLink() {
  return (
    <Link
      to={paths.landing}
      className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-bold text-brand-700"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      Barrio
    </Link>
  )
}

/**
 * The top bar of the simple public pages: the Barrio mark on the left and one way on at the right
 * ('Volver al inicio' unless told otherwise), within the page's own width.
 */
export function PublicTopBar({
  width,
  to,
  label = 'Volver al inicio',
  icon: Icon = ArrowLeft,
}: {
  /** A Tailwind max-width class, the same as the page's content. */
  width: string
  to: string
  label?: string
  icon?: LucideIcon
}) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-2`}>
        <BrandLink />
        <Link
          to={to}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Link>
      </div>
    </header>
  )
}

const footerLink = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline'

/** Footer of the public pages: what Barrio is in one line, the legal texts and the contact. */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-sm">
          <BrandLink />
          <p className="mt-1">
            Barrio conecta a vecinos con los comercios de su zona. Cada pedido lo prepara y lo
            entrega el comercio.
          </p>
        </div>
        <nav aria-label="Legales y contacto">
          <ul className="flex flex-col sm:items-end">
            <li>
              <Link to={paths.terms} className={footerLink}>
                Términos y condiciones
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={footerLink}>
                Política de privacidad
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={footerLink}>
                {CONTACT_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-5xl px-4 pb-6 text-xs text-stone-500">
        © {new Date().getFullYear()} Barrio. Hecho en Argentina.
      </p>
    </footer>
  )
}
