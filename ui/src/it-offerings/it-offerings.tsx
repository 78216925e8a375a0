import type { PremiumServiceCard, SampleProject, WebServiceCard } from '@app/core'
import { FeatureCard } from '../feature-card/feature-card'
import { premiumIcon } from '../icon-sets/premium-icons'
import { webServiceIcon } from '../icon-sets/web-service-icons'
import { cn } from '../lib/cn'
import { ProjectCard } from '../project-card/project-card'

/** The three web services (home and /it-services); with `quoteLinks`, each asks for a quote. */
export function WebServiceCards({
  services,
  quoteLinks = false,
}: {
  services: readonly WebServiceCard[]
  quoteLinks?: boolean
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <FeatureCard
            className="w-full"
            icon={webServiceIcon(service.id)}
            title={service.title}
            description={service.description}
            features={service.features}
            price={service.price}
            {...(quoteLinks ? { href: '/contact', linkLabel: 'Get a quote' } : {})}
          />
        </li>
      ))}
    </ul>
  )
}

/** Sample projects: all four on the home page, the first three on /it-services. */
export function SampleProjectCards({
  projects,
  count,
  className,
}: {
  projects: readonly SampleProject[]
  count?: number
  className?: string
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {projects.slice(0, count).map((project) => (
        <li key={project.id} className="flex">
          <ProjectCard
            className="w-full"
            title={project.title}
            description={project.description}
            technologies={project.technologies}
            kind={project.kind}
            label="Sample project"
          />
        </li>
      ))}
    </ul>
  )
}

/** The premium services, each with its price and a way to enquire. */
export function PremiumServiceCards({ services }: { services: readonly PremiumServiceCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <FeatureCard
            className="w-full"
            icon={premiumIcon(service.icon)}
            title={service.title}
            description={service.description}
            features={service.features}
            price={service.price}
            href="/contact"
            linkLabel="Enquire now"
          />
        </li>
      ))}
    </ul>
  )
}
