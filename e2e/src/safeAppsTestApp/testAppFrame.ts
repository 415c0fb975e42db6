import type { FrameLocator, Page } from 'playwright-core'
import { z } from 'zod'
import type { AppSession } from '../openApp.ts'

/** The test app's outcome of one step (testApp.ts `StepResult`), as it shows it in the frame. */
export const StepResultSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string(), code: z.number().optional() }),
])
export type StepResult = z.infer<typeof StepResultSchema>

export const testAppName = 'Coffer Test App'

/** The test app's frame on the host page (named after the app, as the host titles it). */
export function testAppFrame(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="${testAppName}"]`)
}

/** Presses one of the test app's scenario buttons. */
export async function runInTestApp(page: Page, scenario: string): Promise<void> {
  await testAppFrame(page).getByRole('button', { name: scenario, exact: true }).click()
}

/** Waits for a step's outcome in the app and reads it. */
export async function testAppStep(page: Page, name: string, timeout = 30_000): Promise<StepResult> {
  const item = testAppFrame(page).locator(`li[data-step="${name}"]`)
  await item.waitFor({ timeout })
  return StepResultSchema.parse(JSON.parse((await item.getAttribute('data-result')) ?? 'null'))
}

/** A step's error text (the step must have failed). */
export async function testAppError(
  page: Page,
  name: string,
  timeout?: number,
): Promise<{ error: string; code?: number }> {
  const result = await testAppStep(page, name, timeout)
  if (result.ok)
    throw new Error(`Step ${name} succeeded with ${JSON.stringify(result.value)}, expected an error`)
  return result.code === undefined ? { error: result.error } : { error: result.error, code: result.code }
}

/** A step's value (the step must have succeeded). */
export async function testAppValue(page: Page, name: string, timeout?: number): Promise<unknown> {
  const result = await testAppStep(page, name, timeout)
  if (!result.ok) throw new Error(`Step ${name} failed with "${result.error}"`)
  return result.value
}

/**
 * Opens the test app by its link (`/apps/open?appUrl=…`) on the demo Safe, past the warning an app outside
 * the catalog gets before its first open, and waits until it has the Safe.
 */
export async function openTestAppByLink(
  session: AppSession,
  { safePath, appUrl }: { safePath: string; appUrl: string },
): Promise<void> {
  const { page } = session
  await page.goto(`${safePath}/apps/open?appUrl=${encodeURIComponent(appUrl)}`)
  const warning = page.getByTestId('unlisted-app-warning')
  await warning.getByRole('heading', { name: `${testAppName} is not in the app list` }).waitFor()
  await warning.getByRole('button', { name: 'Open anyway' }).click()
  await testAppStep(page, 'connected')
}
