import {
  ArrowRight,
  Clock,
  MapPin,
  MessageCircle,
  QrCode,
  ShoppingBag,
  Store,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react'
import { presetImageUrl, type PresetCategoryImage } from '../../../../domain/constants'
import { StarterPlanCard } from '../../../components/StarterPlanCard'
import { BrandLink, SiteFooter } from '../../../components/SiteChrome'
import { LinkButton } from '../../../components/ui/LinkButton'
import { paths } from '../../../paths'
import { ShopfrontIllustration } from '../components/ShopfrontIllustration'
import { usePage } from '../../../hooks/usePage'
import { Picture } from '../../../components/Picture'
import { Later } from '../../../components/Later'

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MapPin,
    title: 'Elegí tu dirección',
    text: 'Te mostramos los comercios de tu zona, con los que están abiertos primero.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Mirá el menú',
    text: 'Productos, precios y promos de cada local, cargados por el propio comercio.',
  },
  {
    icon: ShoppingBag,
    title: 'Armá tu pedido',
    text: 'Elegí delivery o retiro en el local. El comercio lo prepara y te lo entrega.',
  },
]

const dishes: { image: PresetCategoryImage; label: string }[] = [
  { image: 'pastas', label: 'Pastas' },
  { image: 'carnes', label: 'Parrilla' },
  { image: 'sushi', label: 'Sushi' },
  { image: 'mexicana', label: 'Mexicana' },
  { image: 'cafeteria', label: 'Cafetería' },
  { image: 'postres', label: 'Postres' },
]

const shopPerks: { icon: LucideIcon; text: string }[] = [
  { icon: MessageCircle, text: 'Los pedidos te llegan por WhatsApp.' },
  { icon: QrCode, text: 'Tu menú en un código QR para las mesas y la vidriera.' },
  { icon: Clock, text: 'Tus horarios al día: los vecinos ven si estás abierto.' },
]

function Hero() {
  return (
    <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 pt-8 pb-8 md:grid-cols-2 md:pt-16 md:pb-20">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Store aria-hidden className="size-4" />
            Comercios locales, cerca tuyo
          </p>
          <h1
            id="landing-title"
            className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-stone-900 sm:text-5xl"
          >
            Pedí a los comercios de tu barrio
          </h1>
          <p className="mt-4 text-lg text-stone-700">
            Encontrá restaurantes y locales de tu zona, mirá quién está abierto ahora y armá tu
            pedido con delivery o retiro en el local. Sin crear una cuenta.
          </p>
          <LinkButton to={paths.clientHome} className="mt-6 min-h-12 w-full px-6 text-lg sm:w-auto">
            Explorar comercios
            <ArrowRight aria-hidden className="size-5" />
          </LinkButton>
        </div>
        <ShopfrontIllustration />
      </div>
    </section>
  )
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-5xl px-4 pt-6 pb-12 md:pt-12">
      <h2 id="how-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
        Pedir es fácil
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-col sm:gap-3 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">
                <span className="text-brand-700">{i + 1}.</span> {title}
              </h3>
              <p className="mt-1 text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <ul
        aria-label="Para todos los gustos"
        className="-mx-4 mt-8 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-6 sm:overflow-visible sm:px-0"
      >
        {dishes.map(({ image, label }) => (
          <li key={image} className="w-28 shrink-0 snap-start sm:w-auto">
            <Picture
              src={presetImageUrl(image)}
              sizes="(min-width: 1024px) 155px, (min-width: 640px) 15vw, 112px"
              alt=""
              loading="lazy"
              decoding="async"
              width={160}
              height={160}
              className="aspect-square w-full rounded-2xl bg-brand-100 object-cover"
            />
            <span className="mt-1.5 block text-center text-sm font-medium text-stone-700">
              {label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ForShops() {
  return (
    <section
      id="comercios"
      aria-labelledby="shops-title"
      className="scroll-mt-4 border-t border-stone-200 bg-white"
    >
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Para comercios
          </p>
          <h2 id="shops-title" className="mt-1 text-2xl font-bold text-stone-900 sm:text-3xl">
            Sumá tu comercio a Barrio
          </h2>
          <p className="mt-3 text-stone-700">
            Mostrá tu menú a los vecinos de la zona y manejá pedidos, productos y horarios desde el
            Panel del Comercio, en el celular o en la computadora.
          </p>
          <ul className="mt-5 flex flex-col gap-3">
            {shopPerks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-stone-800">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <LinkButton to={paths.register}>Registrar comercio</LinkButton>
            <LinkButton to={paths.login} variant="secondary">
              Iniciar sesión comercio
            </LinkButton>
          </div>
        </div>
        <StarterPlanCard headingLevel={3} className="self-start" />
      </div>
    </section>
  )
}

/** docs/product.md#screens landing (/): what Barrio is, the way in for customers and the one for shops. */
export function Component() {
  usePage('Pedí a los comercios de tu barrio')
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
          <BrandLink />
          <a
            href="#comercios"
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-700 hover:bg-brand-100"
          >
            Para comercios
          </a>
        </div>
      </header>
      <main className="flex-1">
        <Hero />
        {/* Below the first screen on a phone: adopted a step each after the rest. */}
        <Later>
          <HowItWorks />
        </Later>
        <Later>
          <ForShops />
        </Later>
      </main>
      <Later>
        <SiteFooter />
      </Later>
    </div>
  )
}
