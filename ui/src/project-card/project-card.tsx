import { useId, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { ProjectIllustration, type ProjectKind } from './project-illustration'

export type ProjectCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  /** The project's name, the card's heading. */
  title: string
  /** What was built and for whom. */
  description: string
  /** The technologies used, shown as tags. */
  technologies: readonly string[]
  /** Which sketch of a site the picture shows. */
  kind: ProjectKind
  /** A line above the title, saying what the card is. @default 'Sample project' */
  label?: string
  /** The heading's level. @default 'h3' */
  headingLevel?: 'h2' | 'h3'
}

/**
 * An example of the web work the company does: a drawn browser window, the name, a description
 * and the technologies. There is no live site to visit, so there is no link
 * (docs/product.md#pages-and-routes: no dead controls).
 */
export function ProjectCard({
  title,
  description,
  technologies,
  kind,
  label = 'Sample project',
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ProjectCardProps) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-kind={kind}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200 motion-safe:transition-shadow motion-safe:duration-200 hover:shadow-card-hover',
        className,
      )}
      {...props}
    >
      <div className="bg-linear-to-b from-brand-100 to-brand-50 px-6 pt-6">
        <ProjectIllustration
          kind={kind}
          className="rounded-t-xl shadow-card motion-safe:transition-transform motion-safe:duration-300 group-hover:-translate-y-1"
        />
      </div>
      <div className="flex flex-1 flex-col border-t border-slate-200 p-6">
        {label ? (
          <p className="mb-2 text-xs font-semibold tracking-wider text-accent-700 uppercase">
            {label}
          </p>
        ) : null}
        <Heading id={titleId} className="text-lg font-bold tracking-tight text-brand-950">
          {title}
        </Heading>
        <p className="mt-2 leading-relaxed text-pretty text-slate-600">{description}</p>
        <ul aria-label="Technologies" className="mt-auto flex flex-wrap gap-1.5 pt-5">
          {technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
            >
              {technology}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
