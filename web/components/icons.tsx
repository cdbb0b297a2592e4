import { Svg } from './Svg'

/**
 * The few icons the storefront's first paint needs, drawn inline with lucide's paths (ISC): the
 * lucide-react runtime alone is 1.5 KB gzipped, and /negocio/{slug} has 120 KB for everything.
 * Dialogs and checkout load later and use lucide-react as the rest of the app does.
 */

type IconProps = { className?: string }

export const XIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
)

export const SearchIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </Svg>
)

export const BagIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M16 10a4 4 0 0 1-8 0M3.103 6.034h17.794M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
  </Svg>
)

export const CheckIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </Svg>
)
