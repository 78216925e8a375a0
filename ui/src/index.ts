// The public entry of @app/ui: every component the site may use, and its props.
export {
  Button,
  ButtonLink,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
} from './button'
export { ContactDetails, type ContactDetailsProps } from './contact-details'
export { ContactForm, type ContactFormProps, type ContactFormStatus } from './contact-form'
export { Container, containerVariants, type ContainerProps } from './container'
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
export { SectionHeading, type SectionHeadingProps } from './section-heading'
export { SocialIcon, SocialLinks, type SocialLinksProps } from './social-links'
export { StatusMessage, type StatusMessageProps, type StatusMessageTone } from './status-message'
export { TextAreaField, type TextAreaFieldProps } from './text-area-field'
export { TextField, type TextFieldProps } from './text-field'
