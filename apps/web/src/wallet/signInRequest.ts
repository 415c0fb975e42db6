import { useSyncExternalStore } from 'react'
import { requestWalletHost } from './walletHostStore.ts'

/**
 * Whether someone asked to sign in to the gateway (Sign-In with Ethereum). Connecting a wallet does not
 * ask for that signature: only something that needs a session does (`requestSignIn`), or the person,
 * from the profile menu. Each request has its own number, so the wallet stack opens "Verify your
 * account" once per request.
 */
export type SignInRequest = { id: number } | null

let request: SignInRequest = null
let nextId = 1
const listeners = new Set<() => void>()

function set(next: SignInRequest): void {
  request = next
  for (const listener of listeners) listener()
}

/** Asks the connected person to sign in; the wallet stack loads if it has not yet. */
export function requestSignIn(): void {
  set({ id: nextId++ })
  requestWalletHost({ open: false })
}

/** The request is answered (signed in) or abandoned (cancelled, disconnected). */
export function endSignInRequest(): void {
  if (request !== null) set(null)
}

export function getSignInRequest(): SignInRequest {
  return request
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSignInRequest(): SignInRequest {
  return useSyncExternalStore(subscribe, getSignInRequest, getSignInRequest)
}
