import { describe, expect, test } from 'vitest'
import { kib, measureFirstLoad, prerenderedPages } from '../support/first-load'
import { siteDir } from './support/paths'

/**
 * The JavaScript budget of every prerendered page (docs/product.md#speed), checked against the
 * production build: every script a page loads before any interaction, gzip level 9. Pages added to
 * the route registry are checked as soon as they exist.
 */
describe('first-load JavaScript stays within its budget', () => {
  test.for(prerenderedPages())('$path: at most $budgetKiB KiB', ({ path, budgetKiB }) => {
    const load = measureFirstLoad(siteDir, path)
    const largest = load.scripts
      .slice(0, 5)
      .map((script) => `${script.asset} ${kib(script.gzipBytes)}`)
      .join(', ')
    expect(
      load.jsGzipBytes,
      `${path} loads ${kib(load.jsGzipBytes)} of JavaScript before any interaction, over its budget of ${budgetKiB} KiB (largest: ${largest})`,
    ).toBeLessThanOrEqual(budgetKiB * 1024)
  })

  test('the measurement follows the entry into the framework chunks', () => {
    // The floor every page pays (React, React DOM, React Router): a measurement that missed the
    // chunks the entry imports would pass every budget for the wrong reason.
    const load = measureFirstLoad(siteDir, '/')
    expect(load.files.some((file) => /\/entry\.client-[\w-]+\.js$/.test(file))).toBe(true)
    expect(load.jsGzipBytes).toBeGreaterThan(100 * 1024)
  })
})
