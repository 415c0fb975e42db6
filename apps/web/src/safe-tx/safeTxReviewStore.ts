import { useSyncExternalStore } from 'react'
import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'

/** What a flow wants the Safe to do, before nonce and gas: the four fields the owners' signatures cover first. */
export type SafeTxDraft = {
  to: Address
  value: bigint
  data: Hex
  /** 0 call, 1 delegatecall. */
  operation: 0 | 1
}

/**
 * A request to open the one review-and-sign dialog of a Safe. Every flow ends there: new transactions
 * (send, contract interaction, batch, settings changes, rejection, replacement) and actions on a stored
 * one (confirm, execute, delete), so hashes are recomputed and checked in one place.
 */
export type SafeTxReviewRequest =
  | {
      kind: 'new'
      chain: ChainInfo
      safe: Address
      draft: SafeTxDraft
      /** What the person is doing, in words ("Send 1 ETH to 0x1234…abcd"): names or shortened addresses only. */
      title: string
      /**
       * The addresses the title names by name or by their ends: the body shows each whole, with a copy button
       * (the `to` address is shown whole already).
       */
      titleAddresses?: readonly Address[]
      /** Fixed nonce (a rejection or replacement of a queued transaction); otherwise the recommended one, editable. */
      nonce?: number
      /**
       * Gas the Safe must make available to the call (SafeTx `safeTxGas`, covered by the signatures); 0, the
       * default, forwards all the gas the executor sends. A Safe App may ask for a value.
       */
      safeTxGas?: bigint
      /** The proposal's `origin` field: who asked for it, as JSON `{"name","url"}` (what Safe{Wallet} sends). */
      origin?: string
      /**
       * Names the flow knows for addresses only this transaction brings into being (a module it deploys and
       * enables): the review names them as it names address-book entries.
       */
      addressNames?: readonly { address: Address; name: string }[]
      /** Facts shown above the call, e.g. which app asked and the message a SignMessageLib call marks as signed. */
      details?: readonly { label: string; value: string }[]
      /**
       * Called once it is proposed or executed, with its safeTxHash: the flow clears its form, so it is not sent
       * twice, or a Safe App gets its answer.
       */
      onSubmitted?: (submitted: { safeTxHash: Hex }) => void
      /**
       * Called when this review goes away — closed, or replaced by another one — submitted or not. A Safe App
       * that is still waiting is then told the owner rejected it.
       */
      onClosed?: () => void
      /**
       * Shows "View it in the queue" once proposed. The dialog renders in the wallet's own React tree, outside
       * the router, so the flow that opened it navigates.
       */
      onOpenQueue?: () => void
    }
  | {
      kind: 'stored'
      chain: ChainInfo
      safe: Address
      safeTxHash: Hex
      action: 'confirm' | 'execute' | 'delete'
    }

/**
 * The review on screen, with an id of its own: the dialog is keyed by it, so a request that follows another
 * starts from a fresh review (never the previous one's "proposed" screen), and a dialog closes only its own
 * request.
 */
export type OpenSafeTxReview = { id: number; request: SafeTxReviewRequest }

let current: OpenSafeTxReview | null = null
let lastId = 0
const listeners = new Set<() => void>()

function set(next: OpenSafeTxReview | null): void {
  const previous = current
  current = next
  for (const listener of listeners) listener()
  if (previous && previous !== next && previous.request.kind === 'new') previous.request.onClosed?.()
}

/** Shows `request`, replacing (and closing) any other review; returns the id that closes it. */
export function openSafeTxReview(request: SafeTxReviewRequest): number {
  lastId += 1
  set({ id: lastId, request })
  return lastId
}

/** Closes review `id` (the one on screen when no id is given); a review already replaced stays closed. */
export function closeSafeTxReview(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return
  set(null)
}

export function getSafeTxReview(): SafeTxReviewRequest | null {
  return current?.request ?? null
}

function getOpenSafeTxReview(): OpenSafeTxReview | null {
  return current
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenSafeTxReview(): OpenSafeTxReview | null {
  return useSyncExternalStore(subscribe, getOpenSafeTxReview, getOpenSafeTxReview)
}
