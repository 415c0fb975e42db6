import type { Page } from 'playwright-core'

export type AuthMeAnswer = { status: number; body: unknown }

/** Asks the gateway who the page's session cookie belongs to (`GET /v1/auth/me`), from the page itself. */
export async function fetchAuthMe(page: Page): Promise<AuthMeAnswer> {
  return page.evaluate(async () => {
    const response = await fetch('/v1/auth/me', { credentials: 'include' })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: response.status, body }
  })
}
