import { ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Link } from '../link/link'

export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The trail from the home page to this page; the last item is the page itself. */
  items: readonly { label: string; href?: string }[]
  /** default: on light backgrounds; inverse: on dark bands such as PageHeader. @default 'default' */
  tone?: 'default' | 'inverse'
}

/** Where the page sits in the site: a trail of links, the last one marked as the current page. */
export function Breadcrumbs({
  items,
  tone = 'default',
  className,
  'aria-label': ariaLabel = 'Breadcrumb',
  ...props
}: BreadcrumbsProps) {
  const inverse = tone === 'inverse'
  return (
    <nav aria-label={ariaLabel} data-tone={tone} className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {items.map((item, index) => {
          const isLast = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-x-1.5">
              {index > 0 ? (
                <ChevronRight
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', inverse ? 'text-brand-300' : 'text-slate-400')}
                />
              ) : null}
              {item.href ? (
                <Link
                  href={item.href}
                  aria-current={isLast ? 'page' : undefined}
                  className={cn(
                    'rounded-sm font-medium underline-offset-4 hover:underline',
                    inverse
                      ? 'text-brand-100 hover:text-white focus-visible:outline-accent-300 aria-[current=page]:text-white'
                      : 'text-brand-700 hover:text-brand-900 aria-[current=page]:text-slate-700',
                  )}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={cn('font-medium', inverse ? 'text-white' : 'text-slate-700')}
                >
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
