import { type DelayTransaction, delayModifierAbi, hashDelayTransaction } from '@coffer/safe'
import { type Address, getAbiItem, getAddress, type Hex } from 'viem'
import { getBlock, getLogs, getTransaction, readContract } from 'viem/actions'
import { getChainClient } from '../../chain/getChainClient.ts'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import type { IndexedRecoveryProposal } from './getIndexedRecovery.ts'
import type { RecoverySetup } from './readRecoverySetup.ts'

/** A proposal waiting in a Delay's queue, with what it will do and when it may run. */
export type RecoveryProposal = {
  delayModule: Address
  queueNonce: bigint
  txHash: Hex
  /** The queued call, from its TransactionAdded log; undefined if the node no longer has the log. */
  transaction: DelayTransaction | undefined
  proposer: Address | undefined
  /** Unix seconds. */
  createdAt: number
  executableAt: number
  /** Unix seconds after which it can only be skipped; undefined when the Delay's proposals never expire. */
  expiresAt: number | undefined
  /** Only the proposal at the Delay's `txNonce` can run next. */
  isNext: boolean
}

// More than this many pending proposals is an attack on the owners' attention, not a recovery: the card
// shows the first ones and the count.
const maxShown = 10n

const transactionAdded = getAbiItem({ abi: delayModifierAbi, name: 'TransactionAdded' })

/** The call the gateway indexed for a proposal, as the Delay would hash it. */
function indexedTransaction(proposal: IndexedRecoveryProposal): DelayTransaction {
  return {
    to: proposal.to,
    value: BigInt(proposal.value),
    data: proposal.data ?? '0x',
    operation: proposal.operation === 1 ? 1 : 0,
  }
}

/**
 * The proposals between the Delay's `txNonce` and `queueNonce`, read from the node: the stored hash and
 * time per nonce, and the call itself, checked against that hash. The call comes from the gateway's index
 * (`indexed`) when it has it; else from the TransactionAdded log, which asks the node to search every block.
 */
export async function readRecoveryQueue(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  setup: RecoverySetup,
  indexed: readonly IndexedRecoveryProposal[] = [],
): Promise<{ proposals: RecoveryProposal[]; now: number }> {
  const client = getChainClient(chain)
  // The nonces are read again here: the setup may be older than the latest proposal or cancellation.
  const [latest, txNonce, queueNonce] = await Promise.all([
    getBlock(client, { blockTag: 'latest' }),
    readContract(client, { address: setup.delayModule, abi: delayModifierAbi, functionName: 'txNonce' }),
    readContract(client, { address: setup.delayModule, abi: delayModifierAbi, functionName: 'queueNonce' }),
  ])
  const pending: bigint[] = []
  for (let nonce = txNonce; nonce < queueNonce && pending.length < Number(maxShown); nonce++)
    pending.push(nonce)
  if (pending.length === 0) return { proposals: [], now: Number(latest.timestamp) }

  const stored = await Promise.all(
    pending.map((queueNonce) =>
      Promise.all([
        readContract(client, {
          address: setup.delayModule,
          abi: delayModifierAbi,
          functionName: 'getTxHash',
          args: [queueNonce],
        }),
        readContract(client, {
          address: setup.delayModule,
          abi: delayModifierAbi,
          functionName: 'getTxCreatedAt',
          args: [queueNonce],
        }),
      ]),
    ),
  )
  // The index's call counts only where it hashes to what the Delay stores for that nonce.
  const fromIndex = pending.map((queueNonce, at) => {
    const entry = indexed.find((proposal) => BigInt(proposal.queueNonce) === queueNonce)
    const transaction = entry && indexedTransaction(entry)
    return transaction && hashDelayTransaction(transaction) === stored[at]?.[0]
      ? { transaction, proposer: entry.proposer ?? undefined }
      : undefined
  })
  const missing = pending.filter((_, at) => fromIndex[at] === undefined)
  const logs =
    missing.length === 0
      ? []
      : await getLogs(client, {
          address: setup.delayModule,
          event: transactionAdded,
          args: { queueNonce: missing },
          fromBlock: 'earliest',
          toBlock: 'latest',
        })
  const proposals = await Promise.all(
    pending.map(async (queueNonce, at): Promise<RecoveryProposal> => {
      const [txHash, createdAt] = stored[at] ?? [undefined, 0n]
      const known = fromIndex[at]
      if (txHash === undefined) throw new Error(`The Delay has no hash for proposal ${queueNonce}`)
      const executableAt = Number(createdAt + setup.cooldown)
      const timing = {
        delayModule: setup.delayModule,
        queueNonce,
        txHash,
        createdAt: Number(createdAt),
        executableAt,
        expiresAt: setup.expiration === 0n ? undefined : executableAt + Number(setup.expiration),
        isNext: queueNonce === txNonce,
      }
      if (known) return { ...timing, ...known }
      const log = logs.find((entry) => entry.args.queueNonce === queueNonce && entry.args.txHash === txHash)
      const args = log?.args
      const transaction: DelayTransaction | undefined =
        args?.to !== undefined &&
        args.value !== undefined &&
        args.data !== undefined &&
        args.operation !== undefined
          ? {
              to: getAddress(args.to),
              value: args.value,
              data: args.data,
              operation: args.operation === 1 ? 1 : 0,
            }
          : undefined
      const proposer = log ? (await getTransaction(client, { hash: log.transactionHash })).from : undefined
      return {
        ...timing,
        // A log that does not hash to the stored hash is not this proposal: show nothing rather than it.
        transaction: transaction && hashDelayTransaction(transaction) === txHash ? transaction : undefined,
        proposer: proposer ? getAddress(proposer) : undefined,
      }
    }),
  )
  return { proposals, now: Number(latest.timestamp) }
}
