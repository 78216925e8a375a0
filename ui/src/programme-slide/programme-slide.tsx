import type { ReactNode } from 'react'
import { ButtonLink } from '../button/button'

export interface ProgrammeSlideProps {
  title: string
  summary: string
  href: string
  icon: ReactNode
  /** Short facts under the text, e.g. the level and the hours. */
  facts: readonly string[]
}

/** One programme of the home carousel: a wide card with its picture, summary and a link. */
export function ProgrammeSlide({ title, summary, href, icon, facts }: ProgrammeSlideProps) {
  return (
    <article className="grid h-full overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div
        aria-hidden="true"
        className="relative isolate flex min-h-36 items-center justify-center overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white md:min-h-64"
      >
        <div className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-brand-500/30 blur-2xl" />
        <div className="absolute -bottom-20 -left-10 -z-10 size-48 rounded-full bg-accent-400/20 blur-2xl" />
        <div className="flex size-20 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20 md:size-28 [&_svg]:size-10 md:[&_svg]:size-14">
          {icon}
        </div>
      </div>
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <h3 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h3>
        <p className="mt-3 text-lg leading-relaxed text-pretty text-slate-600">{summary}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {facts.map((fact) => (
            <li
              key={fact}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-8">
          <ButtonLink href={href} variant="primary">
            View course<span className="sr-only">: {title}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
