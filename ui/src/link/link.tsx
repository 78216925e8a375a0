import {
  createContext,
  createElement,
  use,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react'

/** The component that renders in-app links, e.g. a router's link adapted to take `href`. */
export type LinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>

function PlainLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />
}

const LinkComponentContext = createContext<LinkComponent>(PlainLink)

export interface LinkProviderProps {
  /** Renders every internal link below it; without a provider, internal links are plain `<a>`. */
  component: LinkComponent
  children: ReactNode
}

/** Lets the site hand its router's link to every ui component, without ui knowing the router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>
}

export type LinkProps = ComponentProps<'a'> & {
  /** A path inside the site ("/contact") or an external address (https:, mailto:, tel:). */
  href: string
}

/** A path of this site: starts with one slash ("//host" is another site). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/** Adds noopener/noreferrer to what the caller gave, without repeating a word. */
function safeRel(rel: string | undefined): string {
  const words = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  words.add('noopener')
  words.add('noreferrer')
  return [...words].join(' ')
}

/**
 * A link: internal paths go through the component given to `LinkProvider` (client-side
 * navigation); external addresses are plain anchors, and a web address opened in a new tab gets
 * `rel="noopener noreferrer"`.
 */
export function Link({ href, rel, target, ...props }: LinkProps) {
  const InternalLink = use(LinkComponentContext)
  if (isInternalHref(href)) {
    // The component comes from context and keeps its identity between renders; createElement
    // says so to the React Compiler's lint, which reads a capitalised JSX tag from a hook as new.
    return createElement(InternalLink, { href, rel, target, ...props })
  }
  const opensWebPageElsewhere = target === '_blank' && /^(https?:)?\/\//i.test(href)
  return (
    <a href={href} target={target} rel={opensWebPageElsewhere ? safeRel(rel) : rel} {...props} />
  )
}
