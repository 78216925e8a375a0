import { brand, mainNavigation } from '@app/core'
import { ButtonLink, Link, MessagePanel } from '@app/ui'
import { documentTitle } from '../lib/meta'

/** The tags of a path that is no page: its own title, kept out of search engines. */
export const notFoundMeta = () => [
  { title: documentTitle({ path: '/404', title: 'Page not found' }) },
  { name: 'robots', content: 'noindex' },
]

/** What an unknown path shows (docs/product.md#pages-and-routes): the unknown-path route and an unknown course slug. */
export function NotFoundContent() {
  return (
    <MessagePanel
      code="404"
      title="Page not found"
      actions={<ButtonLink href="/">Back to the home page</ButtonLink>}
    >
      <p>The page you asked for does not exist or has moved. These pages may help:</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {mainNavigation
          .filter((item) => item.href !== '/')
          .map((item) => (
            <li key={item.href}>
              <Link
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
                href={item.href}
              >
                {item.label}
              </Link>
            </li>
          ))}
      </ul>
      <p className="mt-4">
        Or e-mail us at{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${brand.email}`}>
          {brand.email}
        </a>
        .
      </p>
    </MessagePanel>
  )
}
