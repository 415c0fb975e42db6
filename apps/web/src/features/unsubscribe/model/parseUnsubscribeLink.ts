/** The email categories the gateway's links name (modules/emails/emailCategories.ts). */
export const unsubscribeCategories = [
  'awaiting_signature',
  'transaction_executed',
  'account_recovery',
] as const
export type UnsubscribeCategory = (typeof unsubscribeCategories)[number]

// The gateway's tokens are UUIDs; it answers 400 for anything else, so such a link is refused here.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What a link in an alert asks for: `/unsubscribe?token=<uuid>&category=<key>` stops one category,
 * `/unsubscribe?token=<uuid>` every one (the links `composeAlertEmail` writes).
 */
export type UnsubscribeRequest =
  | { kind: 'one'; token: string; category: UnsubscribeCategory }
  | { kind: 'all'; token: string }
  | { kind: 'invalid'; problem: 'no_token' | 'bad_token' | 'unknown_category' }

export function parseUnsubscribeLink({
  token,
  category,
}: {
  token: string | undefined
  category: string | undefined
}): UnsubscribeRequest {
  const trimmed = token?.trim() ?? ''
  if (trimmed === '') return { kind: 'invalid', problem: 'no_token' }
  if (!uuidPattern.test(trimmed)) return { kind: 'invalid', problem: 'bad_token' }
  if (category === undefined || category === '') return { kind: 'all', token: trimmed }
  const known = unsubscribeCategories.find((candidate) => candidate === category)
  return known
    ? { kind: 'one', token: trimmed, category: known }
    : { kind: 'invalid', problem: 'unknown_category' }
}
