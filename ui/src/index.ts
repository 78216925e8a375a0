// The public entry of @app/ui: every component the site may use, and its props.
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs'
export {
  Button,
  ButtonLink,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
} from './button'
export { CallToAction, type CallToActionProps } from './call-to-action'
export { Carousel, type CarouselProps } from './carousel'
export { CheckList, type CheckListProps } from './check-list'
export { ContactDetails, type ContactDetailsProps } from './contact-details'
export { ContactForm, type ContactFormProps, type ContactFormStatus } from './contact-form'
export { Container, containerVariants, type ContainerProps } from './container'
export { CourseCard, type CourseCardProps } from './course-card'
export { CourseGrid, type CourseGridItem, type CourseGridProps } from './course-grid'
export { DestinationCard, type DestinationCardProps } from './destination-card'
export { EventCard, type EventCardProps } from './event-card'
export {
  EventRegistrationDialog,
  type EventRegistrationDialogProps,
} from './event-registration-dialog'
export { FeatureCard, type FeatureCardProps } from './feature-card'
export { Footer, type FooterProps } from './footer'
export { Header, type HeaderProps } from './header'
export { Hero, type HeroProps } from './hero'
export { cn } from './lib/cn'
export {
  isInternalHref,
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './link'
export { BrandMark, Logo, type LogoProps } from './logo'
export { MapEmbed, type MapEmbedProps } from './map-embed'
export { MessagePanel, type MessagePanelProps } from './message-panel'
export { PageHeader, type PageHeaderProps } from './page-header'
export { PricingTable, type PricingRow, type PricingTableProps } from './pricing-table'
export { ProjectCard, type ProjectCardProps, type ProjectKind } from './project-card'
export { SectionHeading, type SectionHeadingProps } from './section-heading'
export { SocialIcon, SocialLinks, type SocialLinksProps } from './social-links'
export { StatList, type StatListProps } from './stat-list'
export { StatusMessage, type StatusMessageProps, type StatusMessageTone } from './status-message'
export { TextAreaField, type TextAreaFieldProps } from './text-area-field'
export { TextField, type TextFieldProps } from './text-field'
export { TimingsCard, type TimingsCardProps } from './timings-card'
