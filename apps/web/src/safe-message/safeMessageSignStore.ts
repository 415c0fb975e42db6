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
      /** The Safe App that asked, named with its icon at the top of the dialog. */
      app?: { name: string; iconUrl: string | null }
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

/**
 * The dialog on screen, with an id of its own: it is keyed by it, so a request that follows another starts
 * afresh (never the previous one's "signed" screen), and a dialog closes only its own request.
 */
export type OpenSafeMessageSign = { id: number; request: SafeMessageSignRequest }

let current: OpenSafeMessageSign | null = null
let lastId = 0
const listeners = new Set<() => void>()

function set(next: OpenSafeMessageSign | null): void {
  const previous = current
  current = next
  for (const listener of listeners) listener()
  if (previous && previous !== next && previous.request.kind === 'new') previous.request.onClosed?.()
}

/** Shows `request`, replacing (and closing) any other; returns the id that closes it. */
export function openSafeMessageSign(request: SafeMessageSignRequest): number {
  lastId += 1
  set({ id: lastId, request })
  return lastId
}

/** Closes dialog `id` (the one on screen when no id is given); one already replaced stays closed. */
export function closeSafeMessageSign(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return
  set(null)
}

export function getSafeMessageSign(): SafeMessageSignRequest | null {
  return current?.request ?? null
}

function getOpenSafeMessageSign(): OpenSafeMessageSign | null {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenSafeMessageSign(): OpenSafeMessageSign | null {
  return useSyncExternalStore(subscribe, getOpenSafeMessageSign, getOpenSafeMessageSign)
}
