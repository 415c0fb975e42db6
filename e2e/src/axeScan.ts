import { createRequire } from 'node:module'
import type { AxeResults, Result } from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core's browser build, read once: evaluated in the page through the devtools protocol, which the
// product's Content-Security-Policy does not govern (a <script> tag would be refused, rightly).
const axeSource: string = createRequire(import.meta.url)('axe-core').source

declare global {
  interface Window {
    /** Put there by axe-core's browser build, which findSeriousAxeViolations evaluates in the page. */
    axe?: { run(context: Document): Promise<AxeResults> }
  }
}

export type AxeFinding = {
  id: string
  impact: string
  help: string
  /** Each offending element's selector and axe's summary of what to fix. */
  nodes: string[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA, plus best practices) on what the page shows now and returns the
 * serious and critical violations: the ones that stop a person from using the screen.
 */
export async function findSeriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as painted: a dialog still fading in reads as low contrast. Endless
  // animations (spinners) never settle and do not matter here.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const results = await page.evaluate(
    // Typed locally: the page has no module system, and axe puts itself on window.
    () => (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  )
  return results.violations
    .filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation: Result) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    }))
}

/** Words the findings so a failing test says what to fix, element by element. */
export function describeAxeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.id}: ${finding.help}\n${finding.nodes.map((node) => `  ${node}`).join('\n')}`,
    )
    .join('\n')
}
