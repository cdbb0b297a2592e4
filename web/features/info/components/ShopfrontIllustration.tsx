import { Bike, MapPin, ShoppingBag } from 'lucide-react'

const STRIPES = 8
const STRIPE_WIDTH = 220 / STRIPES

/**
 * The landing's picture, drawn rather than photographed: a few hundred bytes instead of a hero
 * image, sharp on any screen, and it never shifts the layout while loading.
 */
export function ShopfrontIllustration() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-[20rem] select-none md:max-w-md">
      <svg viewBox="0 0 320 260" className="h-auto w-full" role="presentation">
        <circle cx="160" cy="130" r="122" fill="#ffead5" />
        <ellipse cx="160" cy="238" rx="128" ry="10" fill="#fdd0aa" />
        <rect
          x="50"
          y="70"
          width="220"
          height="168"
          rx="10"
          fill="#fff"
          stroke="#e7e5e4"
          strokeWidth="2"
        />
        <rect x="40" y="38" width="240" height="36" rx="8" fill="#7c2d12" />
        <text
          x="160"
          y="62"
          textAnchor="middle"
          fill="#fff6ed"
          fontSize="17"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          letterSpacing="3"
        >
          DEL BARRIO
        </text>
        {Array.from({ length: STRIPES }, (_, i) => {
          const x = 50 + i * STRIPE_WIDTH
          const fill = i % 2 === 0 ? '#c2410c' : '#fdd0aa'
          return (
            <g key={i} fill={fill}>
              <rect x={x} y="74" width={STRIPE_WIDTH} height="26" />
              <path
                d={`M${x} 100a${STRIPE_WIDTH / 2} ${STRIPE_WIDTH / 2} 0 0 0 ${STRIPE_WIDTH} 0z`}
              />
            </g>
          )
        })}
        <rect
          x="68"
          y="132"
          width="114"
          height="82"
          rx="6"
          fill="#fff6ed"
          stroke="#fdd0aa"
          strokeWidth="2"
        />
        <line x1="68" y1="176" x2="182" y2="176" stroke="#fdd0aa" strokeWidth="3" />
        <circle cx="92" cy="162" r="12" fill="#e8652a" />
        <circle cx="92" cy="162" r="7" fill="#fdd0aa" />
        <rect x="112" y="146" width="14" height="28" rx="4" fill="#15803d" />
        <rect x="132" y="152" width="14" height="22" rx="4" fill="#b45309" />
        <rect x="152" y="144" width="16" height="30" rx="4" fill="#c2410c" />
        <ellipse cx="100" cy="200" rx="20" ry="9" fill="#f59e0b" />
        <ellipse cx="148" cy="200" rx="20" ry="9" fill="#e8652a" />
        <rect x="198" y="124" width="56" height="114" rx="6" fill="#c2410c" />
        <rect x="207" y="134" width="38" height="40" rx="4" fill="#fdd0aa" />
        <circle cx="244" cy="190" r="3" fill="#fff6ed" />
        <rect x="205" y="180" width="42" height="16" rx="4" fill="#15803d" />
        <text
          x="226"
          y="191.5"
          textAnchor="middle"
          fill="#fff"
          fontSize="8"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          ABIERTO
        </text>
        <circle cx="60" cy="228" r="12" fill="#15803d" />
        <circle cx="72" cy="222" r="10" fill="#16a34a" />
        <circle cx="264" cy="226" r="11" fill="#16a34a" />
      </svg>
      <span className="absolute top-[8%] right-0 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 shadow-md">
        <Bike className="size-4 text-brand-600" />
        Delivery
      </span>
      <span className="absolute top-[46%] -left-1 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 shadow-md">
        <MapPin className="size-4 text-brand-600" />a 600 m
      </span>
      <span className="absolute right-2 bottom-[4%] inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 shadow-md">
        <ShoppingBag className="size-4 text-brand-600" />
        Retiro en el local
      </span>
    </div>
  )
}
