import { formatPriceRange, premiumServices, sampleProjects, webServices } from '@app/core'
import { cn, FeatureCard, ProjectCard } from '@app/ui'
import { premiumIcon } from './icon-sets/premium-icons'
import { webServiceIcon } from './icon-sets/web-service-icons'

/** The three web services (home and /it-services); with `quoteLinks`, each asks for a quote. */
export function WebServiceCards({ quoteLinks = false }: { quoteLinks?: boolean }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {webServices.map((service) => (
        <li key={service.id} className="flex">
          <FeatureCard
            className="w-full"
            icon={webServiceIcon(service.id)}
            title={service.title}
            description={service.description}
            features={service.features}
            price={service.price ? formatPriceRange(service.price) : undefined}
            {...(quoteLinks ? { href: '/contact', linkLabel: 'Get a quote' } : {})}
          />
        </li>
      ))}
    </ul>
  )
}

/** Sample projects: all four on the home page, the first three on /it-services. */
export function SampleProjectCards({ count, className }: { count?: number; className?: string }) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {sampleProjects.slice(0, count).map((project) => (
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
export function PremiumServiceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {premiumServices.map((service) => (
        <li key={service.id} className="flex">
          <FeatureCard
            className="w-full"
            icon={premiumIcon(service.icon)}
            title={service.title}
            description={service.description}
            features={service.features}
            price={formatPriceRange(service.price)}
            href="/contact"
            linkLabel="Enquire now"
          />
        </li>
      ))}
    </ul>
  )
}
