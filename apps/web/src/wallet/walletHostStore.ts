import { type ReactNode, useSyncExternalStore } from 'react'

/**
 * The wallet stack (wagmi, RainbowKit, WalletConnect) is the heaviest part of the app and a first
 * visit does not need it: it loads when someone reaches for "Connect Wallet", or at once when this
 * browser has a wallet connection to restore. This store is the switch, plus the places in the page
 * where RainbowKit's button is to be rendered, plus the UI of other features that needs the stack's
 * providers (wagmi, RainbowKit) and is therefore rendered inside it.
 */
export type WalletStackElement = { key: string; node: ReactNode }

export type HostState = {
  /** Load the wallet stack. Never goes back to false. */
  requested: boolean
  /** The stack runs and RainbowKit's buttons are in their slots. */
  ready: boolean
  /** Open the connect dialog as soon as the stack runs (the person clicked before it had loaded). */
  pendingOpen: boolean
  slots: readonly HTMLElement[]
  /** Rendered inside the stack's providers once it runs (see InWalletStack). */
  elements: readonly WalletStackElement[]
}

let state: HostState = { requested: false, ready: false, pendingOpen: false, slots: [], elements: [] }
const listeners = new Set<() => void>()

function update(patch: Partial<HostState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function requestWalletHost({ open }: { open: boolean }): void {
  if (state.requested && (!open || state.pendingOpen)) return
  update({ requested: true, pendingOpen: state.pendingOpen || open })
}

export function markWalletHostReady(): void {
  if (!state.ready) update({ ready: true })
}

/** Returns whether an open was pending, and clears it. */
export function takePendingOpen(): boolean {
  if (!state.pendingOpen) return false
  update({ pendingOpen: false })
  return true
}

export function registerConnectSlot(element: HTMLElement): () => void {
  update({ slots: [...state.slots, element] })
  return () => update({ slots: state.slots.filter((slot) => slot !== element) })
}

/** Adds `node` to the wallet stack under `key`, or replaces what `key` held (keeping its state). */
export function mountInWalletStack(key: string, node: ReactNode): void {
  const at = state.elements.findIndex((element) => element.key === key)
  if (at === -1) {
    update({ elements: [...state.elements, { key, node }] })
    return
  }
  if (state.elements[at]?.node === node) return
  update({ elements: state.elements.map((element, index) => (index === at ? { key, node } : element)) })
}

export function unmountFromWalletStack(key: string): void {
  if (!state.elements.some((element) => element.key === key)) return
  update({ elements: state.elements.filter((element) => element.key !== key) })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current state, outside React (tests, event handlers). */
export function getHostState(): HostState {
  return state
}

export function useHostState(): HostState {
  return useSyncExternalStore(subscribe, getHostState, getHostState)
}
