import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe-core's browser bundle (installed with Storybook's a11y addon). */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA; axe has no 2.2 level-A tag. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  /** Selector and the failure summary of each offending element. */
  nodes: string[]
}

interface AxeGlobal {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{
    violations: Array<{
      id: string
      impact?: string | null
      help: string
      nodes: Array<{ target: unknown[]; failureSummary?: string }>
    }>
  }>
}

/**
 * Runs axe over the page as it is now and returns the violations of the WCAG A/AA rules.
 * The script is evaluated through the DevTools protocol, which the page's strict CSP does not
 * govern, so the page is tested under its real policy.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    }))
  }, wcagTags)
}

/** One readable line per violation and element, for a failure message. */
export function formatViolations(violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node}`,
    ),
  )
}
