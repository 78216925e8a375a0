import type { CourseTopic } from '@app/core'
import { ButtonLink } from '../button/button'
import { TopicIllustration } from '../illustrations/topic-illustrations'

export interface ProgrammeSlideProps {
  title: string
  summary: string
  href: string
  /** What the course is about: the slide draws its picture (ui/src/illustrations). */
  topic: CourseTopic
  /** Short facts under the text, e.g. the level and the hours. */
  facts: readonly string[]
}

/** One programme of the home carousel: a wide card with its topic's picture, summary and a link. */
export function ProgrammeSlide({ title, summary, href, topic, facts }: ProgrammeSlideProps) {
  return (
    <article className="grid h-full overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div
        aria-hidden="true"
        className="relative min-h-36 bg-linear-to-br from-brand-950 via-brand-900 to-brand-800 md:min-h-64"
      >
        <TopicIllustration topic={topic} className="absolute inset-0 h-full w-full p-2 md:p-6" />
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
