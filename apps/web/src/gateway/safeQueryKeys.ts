/**
 * TanStack Query keys of everything read about one Safe. Live updates (SSE or tag polling) invalidate
 * by these prefixes, so every Safe-scoped query must be built here.
 */
export const safeQueryKeys = {
  all: (chainId: string, safeAddress: string) => ['gateway', 'safe', chainId, safeAddress] as const,
  info: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'info'] as const,
  balances: (chainId: string, safeAddress: string, currency?: string) =>
    currency === undefined
      ? ([...safeQueryKeys.all(chainId, safeAddress), 'balances'] as const)
      : ([...safeQueryKeys.all(chainId, safeAddress), 'balances', currency] as const),
  collectibles: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'collectibles'] as const,
  history: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'history'] as const,
  queue: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'queue'] as const,
  transaction: (chainId: string, safeAddress: string, txId: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'transaction', txId] as const,
  /**
   * The Safe's recovery setup, read from the chain. Under `info`: whatever refetches the Safe (an executed
   * transaction, a settings change) refetches it too.
   */
  recovery: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.info(chainId, safeAddress), 'recovery'] as const,
  /** Who may propose for the Safe besides its owners (Settings → Delegates). */
  delegates: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'delegates'] as const,
  /** The message list and every message of the Safe: one `messages` change refetches them all. */
  messages: (chainId: string, safeAddress: string) =>
    [...safeQueryKeys.all(chainId, safeAddress), 'messages'] as const,
  message: (chainId: string, safeAddress: string, messageHash: string) =>
    [...safeQueryKeys.messages(chainId, safeAddress), 'message', messageHash] as const,
}

/** What a Safe change event names (the gateway's SSE `change` event), mapped to the queries to refetch. */
export type SafeChangeKind = 'safe' | 'history' | 'queue' | 'collectibles' | 'balances' | 'messages'
