import { type Address, isAddressEqual } from 'viem'

/** The chain feature the gateway lists when it can send email (gateway-contract.md §5, Coffer's §16). */
export const emailFeature = 'EMAIL'

export type RegisteredEmail = { email: string; verified: boolean }

/** Where the registered-email read stands, as TanStack Query tells it (null data: none registered). */
export type EmailRead =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: RegisteredEmail | null }

/**
 * What the section shows, in the order it is decided: email off on this gateway says so and nothing
 * else; then who is asking (nobody, not an owner, an owner not signed in); then the owner's email.
 */
export type EmailSectionState =
  | { kind: 'disabled' }
  | { kind: 'not_connected' }
  | { kind: 'not_owner'; connected: Address }
  | { kind: 'sign_in'; owner: Address }
  | { kind: 'loading'; owner: Address }
  | { kind: 'load_failed'; owner: Address; error: unknown }
  | { kind: 'none'; owner: Address }
  | { kind: 'unverified'; owner: Address; email: string }
  | { kind: 'verified'; owner: Address; email: string }

export function toEmailSectionState({
  chainFeatures,
  owners,
  connected,
  signedIn,
  read,
}: {
  chainFeatures: readonly string[]
  owners: readonly Address[]
  connected: Address | undefined
  /** Signed in to the gateway (SIWE) with `connected`. */
  signedIn: boolean
  /** The read of the owner's email; only consulted for a signed-in owner. */
  read: EmailRead
}): EmailSectionState {
  if (!chainFeatures.includes(emailFeature)) return { kind: 'disabled' }
  if (!connected) return { kind: 'not_connected' }
  const owner = owners.find((candidate) => isAddressEqual(candidate, connected))
  if (!owner) return { kind: 'not_owner', connected }
  if (!signedIn) return { kind: 'sign_in', owner }
  if (read.status === 'pending') return { kind: 'loading', owner }
  if (read.status === 'error') return { kind: 'load_failed', owner, error: read.error }
  if (read.data === null) return { kind: 'none', owner }
  return read.data.verified
    ? { kind: 'verified', owner, email: read.data.email }
    : { kind: 'unverified', owner, email: read.data.email }
}

/** Whether the registered email may be read: only for an owner signed in (the gateway reads the cookie). */
export function canReadEmail(state: Pick<EmailSectionState, 'kind'>): boolean {
  return !['disabled', 'not_connected', 'not_owner', 'sign_in'].includes(state.kind)
}
