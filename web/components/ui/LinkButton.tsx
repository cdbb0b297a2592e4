import { Link, type LinkProps } from 'react-router'

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
}

/** A link that looks like Button (navigation stays a link for the browser and screen readers). */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...rest
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      {...rest}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors ${variants[variant]} ${className}`}
    />
  )
}
