import { useSyncExternalStore } from 'react'
import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import type { SafeMessageContent } from './model/toSafeMessageContent.ts'

/**
 * A request to open the one dialog that signs a Safe message. Every place that asks the Safe for a
 * message signature ends there — the Messages page ("Sign a message", "Confirm") and the Safe Apps host
 * (`signMessage`, `signTypedMessage`) — so the message is hashed, explained and checked in one place.
 */
export type SafeMessageSignRequest =
  | {
      kind: 'new'
      chain: ChainInfo
      safe: Address
      /** A text, or typed data that passed `parseTypedData`. */
      content: SafeMessageContent
      /** Who asked (a Safe App's URL), kept with the message. */
      origin?: string
      safeAppId?: number
      /** Offer "Sign on chain" (a SignMessageLib transaction through the review dialog). Default true. */
      allowOnChain?: boolean
      /** Called once the message is stored with this owner's signature, with the hash it is stored under. */
      onSigned?: (result: { safeMessageHash: Hex }) => void
      /** Called when the dialog closes, signed or not (a Safe App is told "rejected" if nothing was signed). */
      onClosed?: () => void
      /**
       * Shows "Open the message" once signed. The dialog renders in the wallet's own React tree, outside
       * the router, so the flow that opened it navigates.
       */
      onOpenMessage?: (safeMessageHash: Hex) => void
      /** Passed to the transaction review when the person signs on chain instead. */
      onOpenQueue?: () => void
    }
  | {
      kind: 'stored'
      chain: ChainInfo
      safe: Address
      /** The SafeMessage hash the gateway keeps the message under. */
      messageHash: Hex
      onOpenMessage?: (safeMessageHash: Hex) => void
    }

let current: SafeMessageSignRequest | null = null
const listeners = new Set<() => void>()

function set(next: SafeMessageSignRequest | null): void {
  current = next
  for (const listener of listeners) listener()
}

export function openSafeMessageSign(request: SafeMessageSignRequest): void {
  set(request)
}

export function closeSafeMessageSign(): void {
  const closing = current
  set(null)
  if (closing?.kind === 'new') closing.onClosed?.()
}

export function getSafeMessageSign(): SafeMessageSignRequest | null {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSafeMessageSign(): SafeMessageSignRequest | null {
  return useSyncExternalStore(subscribe, getSafeMessageSign, getSafeMessageSign)
}
