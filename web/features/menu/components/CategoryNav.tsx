import type { PublicCategory } from '../../../../domain/menu/schemas'

/**
 * The row of category links over a shop's menu, so a long menu is one tap from any section on a
 * phone. A tap focuses the section (a collapsed one opens) and scrolls to it once it has rendered.
 */
export function CategoryNav({
  categories,
  anchor,
  className,
  listClassName = 'px-4',
}: {
  categories: PublicCategory[]
  anchor: (category: PublicCategory) => string
  /** Where it sticks and over what it floats, which each page sets. */
  className: string
  /** Its side padding, so the first link lines up with the page's content. */
  listClassName?: string
}) {
  return (
    <nav aria-label="Categorías" className={`sticky z-10 border-b border-stone-200 ${className}`}>
      <ul className={`flex gap-2 overflow-x-auto py-2 [scrollbar-width:none] ${listClassName}`}>
        {categories.map((category) => (
          <li key={category.id ?? 'otros'} className="shrink-0">
            <a
              href={`#${anchor(category)}`}
              onClick={(event) => {
                event.preventDefault()
                const section = document.getElementById(anchor(category))
                if (!section) return
                section.focus({ preventScroll: true })
                requestAnimationFrame(() => {
                  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
                  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
                })
              }}
              className="flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
