export type DevchainErrorCode =
  /** No anvil binary for this platform in node_modules (e.g. installed with `--omit=optional`). */
  | 'ANVIL_NOT_FOUND'
  /** Something already listens on the requested host and port. */
  | 'PORT_IN_USE'
  /** The node on our port answered with another chain id than the one we started. */
  | 'CHAIN_ID_MISMATCH'
  /** The anvil process exited before it answered, or could not be spawned. */
  | 'ANVIL_EXITED'
  /** anvil kept running but never answered `eth_chainId` in time. */
  | 'ANVIL_START_TIMEOUT'
  /** A build artifact from node_modules does not have the expected shape. */
  | 'ARTIFACT_INVALID'
  /** Seeding could not put the canonical contracts or the demo Safe where they belong. */
  | 'SEED_FAILED'

export type DevchainErrorOptions = {
  cause?: unknown
  details?: string
  metaMessages?: string[]
}

/** Every failure of the local chain, with a stable `code` to branch on and anvil's output in `details`. */
export class DevchainError extends Error {
  override name = 'DevchainError' as const
  readonly code: DevchainErrorCode
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[]

  constructor(code: DevchainErrorCode, shortMessage: string, options: DevchainErrorOptions = {}) {
    const metaMessages = options.metaMessages ?? []
    const message = [
      shortMessage,
      ...(metaMessages.length > 0 ? ['', ...metaMessages] : []),
      ...(options.details ? ['', `Details: ${options.details}`] : []),
    ].join('\n')
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.metaMessages = metaMessages
  }
}
