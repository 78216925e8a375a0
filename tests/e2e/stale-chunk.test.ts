import { expect, it } from 'vitest'
import { openPage } from './support/browser'
import { gotoHydrated } from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

const env = useSiteAndBrowser()

it('reloads the page once when a page chunk is gone after a new deployment', async () => {
  const { page, context } = await openPage(env.browser)
  await gotoHydrated(page, `${env.site.url}/`)

  // The contact page's chunk is gone until the env.browser loads a document afresh, as when a tab
  // opened before a deployment asks for a file the deployment replaced.
  let chunkGone = true
  let documentLoads = 0
  await page.route(/\/assets\/contact-[^/]+\.js$/, (route) =>
    chunkGone ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  )
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads += 1
      chunkGone = false
    }
  })
  const contactLink = page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Contact Us' })

  // React Router reloads the current document when a route module fails to load, which brings
  // in the new build; no error screen is shown.
  await contactLink.click()
  await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(1)
  await page.waitForSelector('html[data-hydrated]')
  expect(await page.getByText('Something went wrong').count()).toBe(0)

  // After the reload the page works: the same link now opens the contact page.
  await contactLink.click()
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us')
  expect(documentLoads).toBe(1)
  await context.close()
})
