import { ShieldCheck } from 'lucide-react'
import { Fragment, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export interface FormNoticeLink {
  href: string
  /** The link's text inside the sentence, e.g. "privacy notice". */
  label: string
}

export type FormNoticeProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** What the details are used for, one sentence, e.g. "We use your details only to answer your message." */
  text: string
  /** The pages the visitor may read first: the privacy notice, and the terms where a form takes payment. */
  links: readonly FormNoticeLink[]
  /** Colours for a light or a dark background. @default 'light' */
  tone?: 'light' | 'dark'
}

/**
 * The one-line notice beside a form's submit button: what the visitor's details are used for and
 * a link to the privacy notice (and the terms, on forms that take payment).
 */
export function FormNotice({ text, links, tone = 'light', className, ...props }: FormNoticeProps) {
  return (
    <p
      data-tone={tone}
      className={cn(
        'flex items-start gap-2 text-sm leading-relaxed',
        tone === 'light' ? 'text-slate-600' : 'text-brand-100',
        className,
      )}
      {...props}
    >
      <ShieldCheck
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'light' ? 'text-brand-600' : 'text-accent-300',
        )}
      />
      <span>
        {text}
        {links.length > 0 ? ' Read our ' : null}
        {links.map((link, index) => (
          <Fragment key={link.href}>
            {index === 0 ? null : index === links.length - 1 ? ' and ' : ', '}
            <Link
              href={link.href}
              className={cn(
                'rounded-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2',
                tone === 'light'
                  ? 'text-brand-700 hover:text-brand-900 focus-visible:outline-brand-600'
                  : 'text-white hover:text-accent-200 focus-visible:outline-accent-300',
              )}
            >
              {link.label}
            </Link>
          </Fragment>
        ))}
        {links.length > 0 ? '.' : null}
      </span>
    </p>
  )
}
