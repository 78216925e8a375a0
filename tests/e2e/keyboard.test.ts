import { courses } from '@app/core'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { phone } from './support/browser'
import {
  describeFocus,
  gotoHydrated,
  holdsFocus,
  isFocused,
  openSitePage,
  tabUntil,
} from './support/pages'
import { useSiteAndBrowser } from './support/site-and-browser'

/** Long enough for two autoplay steps (1300 ms each, 500 ms slide) to have happened. */
const twoAutoplaySteps = 2_800

const env = useSiteAndBrowser()

/**
 * Puts the keyboard's starting point at the page's h1, as a visitor clicking into the page
 * would, then moves the pointer off the content so nothing is hovered.
 */
async function startAtHeading(page: Page) {
  await page.locator('main h1').click()
  await page.mouse.move(1, 1)
}

describe('Student Zone course popups', () => {
  /** The popup the link's aria-describedby points at. */
  async function popupOf(page: Page, link: Locator): Promise<Locator> {
    const ids = ((await link.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
    expect(ids.length, 'the More Info link is described by its popup').toBeGreaterThan(0)
    return page.locator(ids.map((id) => `[id="${id}"][role="tooltip"]`).join(','))
  }

  const courseOf = async (link: Locator) => {
    const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? ''
    const course = courses.find((candidate) => name.endsWith(`about ${candidate.title}`))
    expect(course, `a course for the link "${name}"`).toBeDefined()
    return course!
  }

  it('opens on keyboard focus, closes with Escape, and only one is open at a time', async () => {
    const { page, context, problems } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/student-zone`)
    const links = page.getByRole('main').getByRole('link', { name: /^More Info about / })
    expect(await links.count()).toBe(courses.length)
    const [first, second, third] = [links.nth(0), links.nth(1), links.nth(2)]
    const visiblePopups = page.getByRole('tooltip')
    expect(await visiblePopups.count(), 'no popup is open before any interaction').toBe(0)

    await startAtHeading(page)
    await tabUntil(page, () => isFocused(first), { what: 'the first More Info link' })
    const firstPopup = await popupOf(page, first)
    await expect.poll(() => firstPopup.isVisible()).toBe(true)
    expect(await firstPopup.textContent()).toContain((await courseOf(first)).detailedDescription)
    expect(await visiblePopups.count()).toBe(1)

    await page.keyboard.press('Escape')
    await expect.poll(() => firstPopup.isVisible()).toBe(false)
    expect(await isFocused(first), 'Escape leaves the focus where it was').toBe(true)
    expect(await visiblePopups.count()).toBe(0)

    await tabUntil(page, () => isFocused(second), { what: 'the second More Info link' })
    const secondPopup = await popupOf(page, second)
    await expect.poll(() => secondPopup.isVisible()).toBe(true)
    expect(await secondPopup.textContent()).toContain((await courseOf(second)).detailedDescription)
    expect(await firstPopup.isVisible()).toBe(false)
    expect(await visiblePopups.count()).toBe(1)

    // Pointing at another card while the focus is still on this one: still only one popup.
    const thirdName = (await third.getAttribute('aria-label')) ?? (await third.textContent()) ?? ''
    const thirdCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: thirdName.trim(), exact: true }) })
    await thirdCard.hover()
    const thirdPopup = await popupOf(page, third)
    await expect.poll(() => thirdPopup.isVisible()).toBe(true)
    await expect.poll(() => visiblePopups.count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens and closes on tap with the Show details toggle on a phone, one at a time', async () => {
    const { page, context } = await openSitePage(env.browser, phone)
    await gotoHydrated(page, `${env.site.url}/student-zone`)
    const toggles = page.getByRole('main').getByRole('button', { name: /^Show details/ })
    expect(await toggles.count()).toBe(courses.length)
    const links = page.getByRole('main').getByRole('link', { name: /^More Info about / })

    await toggles.nth(0).tap()
    await expect.poll(() => toggles.nth(0).getAttribute('aria-expanded')).toBe('true')
    await expect.poll(async () => (await popupOf(page, links.nth(0))).isVisible()).toBe(true)

    await toggles.nth(1).tap()
    await expect.poll(() => toggles.nth(1).getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => toggles.nth(0).getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(1)

    await toggles.nth(1).tap()
    await expect.poll(() => toggles.nth(1).getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0)
    await context.close()
  })
})

describe('the home carousel', () => {
  function carouselParts(page: Page) {
    const carousel = page.locator('[aria-roledescription="carousel"]')
    const dots = carousel.getByRole('button', { name: /^Go to slide \d+ of 6$/ })
    /** 1-based number of the slide whose dot is current. */
    const activeSlide = async () => {
      const states = await dots.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-current')),
      )
      const current = states.filter((state) => state !== null && state !== 'false')
      expect(current, `exactly one current dot: ${JSON.stringify(states)}`).toHaveLength(1)
      return states.findIndex((state) => state !== null && state !== 'false') + 1
    }
    return { carousel, dots, activeSlide }
  }

  /** Waits and checks the slides did not move meanwhile. */
  async function expectStill(activeSlide: () => Promise<number>, why: string) {
    const before = await activeSlide()
    await new Promise((resolve) => setTimeout(resolve, twoAutoplaySteps))
    expect(await activeSlide(), why).toBe(before)
  }

  async function expectMoving(activeSlide: () => Promise<number>, why: string) {
    const before = await activeSlide()
    await expect.poll(activeSlide, { timeout: 5_000, message: why }).not.toBe(before)
  }

  it('plays on its own, and Pause carousel stops it from the keyboard until Play carousel', async () => {
    const { page, context, problems } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    const { carousel, activeSlide } = carouselParts(page)
    await page.mouse.move(1, 1)
    await expectMoving(activeSlide, 'the carousel plays by itself')

    await startAtHeading(page)
    const pause = carousel.getByRole('button', { name: 'Pause carousel', exact: true })
    await tabUntil(page, () => isFocused(pause), { what: 'the Pause carousel button' })
    await page.keyboard.press('Enter')
    const play = carousel.getByRole('button', { name: 'Play carousel', exact: true })
    await expect
      .poll(() => isFocused(play), { message: 'the focus stays on the toggled button' })
      .toBe(true)

    await tabUntil(page, async () => !(await holdsFocus(carousel)), { what: 'past the carousel' })
    await expectStill(activeSlide, 'paused by the visitor, it stays still after the focus leaves')

    await tabUntil(page, () => isFocused(play), { backwards: true, what: 'Play carousel' })
    await page.keyboard.press('Space')
    await expect.poll(() => isFocused(pause)).toBe(true)
    await tabUntil(page, async () => !(await holdsFocus(carousel)), { what: 'past the carousel' })
    await expectMoving(activeSlide, 'Play carousel starts it again')
    expect(problems).toEqual([])
    await context.close()
  })

  it('pauses while the pointer is over it or the focus is in it, and resumes after', async () => {
    const { page, context } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    const { carousel, activeSlide } = carouselParts(page)
    await carousel.hover()
    await expectStill(activeSlide, 'hover pauses it')
    await page.mouse.move(1, 1)
    await expectMoving(activeSlide, 'it resumes when the pointer leaves')

    await startAtHeading(page)
    await tabUntil(page, () => holdsFocus(carousel), { what: 'into the carousel' })
    await expectStill(activeSlide, `focus in it pauses it (focus on ${await describeFocus(page)})`)
    await context.close()
  })

  it('moves to the slide of a dot chosen with the keyboard', async () => {
    const { page, context } = await openSitePage(env.browser)
    await gotoHydrated(page, `${env.site.url}/`)
    const { carousel, activeSlide } = carouselParts(page)
    await startAtHeading(page)
    const fourth = carousel.getByRole('button', { name: 'Go to slide 4 of 6', exact: true })
    await tabUntil(page, () => isFocused(fourth), { what: 'the dot of slide 4' })
    await page.keyboard.press('Enter')
    await expect.poll(activeSlide).toBe(4)

    const slide = carousel.locator('[aria-roledescription="slide"][aria-label="4 of 6"]')
    await expect
      .poll(
        async () => {
          const [box, frame] = await Promise.all([slide.boundingBox(), carousel.boundingBox()])
          return (
            box !== null &&
            frame !== null &&
            box.x >= frame.x - 1 &&
            box.x + box.width <= frame.x + frame.width + 1
          )
        },
        { message: 'slide 4 is the one in view', timeout: 3_000 },
      )
      .toBe(true)
    await context.close()
  })

  it('does not play for visitors who prefer reduced motion, and offers Play carousel', async () => {
    const { page, context } = await openSitePage(env.browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    await gotoHydrated(page, `${env.site.url}/`)
    const { carousel, activeSlide } = carouselParts(page)
    await page.mouse.move(1, 1)
    expect(await carousel.getByRole('button', { name: 'Play carousel', exact: true }).count()).toBe(
      1,
    )
    expect(await activeSlide()).toBe(1)
    await expectStill(activeSlide, 'no autoplay under reduced motion')
    await context.close()
  })
})
