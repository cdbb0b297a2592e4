import type { PublicCategory } from '../../../domain/public-menu'

export const categoryAnchor = (category: PublicCategory) => `categoria-${category.id ?? 'otros'}`

/** Sticky row of category links, so a long menu is one tap from any section on a phone. */
export function CategoryBar({ categories }: { categories: PublicCategory[] }) {
  return (
    <nav
      aria-label="Categorías"
      className="sticky top-0 z-10 mt-4 border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <ul className="flex gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none] sm:px-4">
        {categories.map((category) => (
          <li key={category.id ?? 'otros'} className="shrink-0">
            <a
              href={`#${categoryAnchor(category)}`}
              onClick={(event) => {
                event.preventDefault()
                const section = document.getElementById(categoryAnchor(category))
                if (!section) return
                section.focus({ preventScroll: true })
                // Scroll once the section has re-rendered open, so its products are in view.
                requestAnimationFrame(() => {
                  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
                  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
                })
              }}
              className="flex min-h-10 items-center rounded-full border border-stone-200 px-4 text-sm font-medium text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
