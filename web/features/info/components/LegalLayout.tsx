import type { ReactNode } from 'react'
import { CONTACT_EMAIL, SiteFooter, PublicTopBar } from '../../../components/SiteChrome'
import { paths } from '../../../paths'
import { usePage } from '../../../hooks/usePage'

export interface LegalSection {
  /** Anchor of the section: part of links people share, so keep it once published. */
  id: string
  title: string
  body: ReactNode
}

/** Mail link used inside the legal texts. */
export function ContactLink() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
}

// The texts are plain JSX; one place styles their paragraphs, lists and links.
const prose =
  'text-stone-700 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-stone-900 [&_li]:mt-2 [&_li]:pl-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-stone-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6'

/** Terms and privacy policy: title, last update, table of contents and numbered sections. */
export function LegalLayout({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  /** Month and year of the last change, as people read it ('mayo de 2025'). */
  updated: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  usePage(title)
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <PublicTopBar width="max-w-5xl" to={paths.landing} />

      <main className="mx-auto grid w-full max-w-5xl flex-1 gap-8 px-4 pt-8 pb-16 lg:grid-cols-[16rem_minmax(0,68ch)] lg:gap-x-12">
        <div className="lg:col-start-2">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-stone-500">Última actualización: {updated}</p>
          <div className={`mt-4 ${prose}`}>{intro}</div>
        </div>

        {/* First after the title on a phone; beside the whole text, always in view, on a desk. */}
        <nav
          aria-labelledby="toc-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-6 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto lg:p-4"
        >
          <h2
            id="toc-title"
            className="text-sm font-semibold tracking-wide text-stone-500 uppercase"
          >
            Contenido
          </h2>
          <ol className="mt-2 flex flex-col">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-10 items-center gap-2 rounded-md py-1 text-stone-700 hover:text-brand-700 hover:underline lg:min-h-0 lg:text-sm"
                >
                  <span className="w-5 shrink-0 text-right text-sm text-stone-400 tabular-nums">
                    {i + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-2 flex flex-col gap-10 lg:col-start-2 lg:mt-0">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-6"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-stone-900">
                {i + 1}. {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </div>
      </main>

      <SiteFooter />
    </div>
  )
}
