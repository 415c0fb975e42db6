import { type DecodeEventLogReturnType, type Hex, toEventSelector } from 'viem'
import { addressAt, addressesAt, bytesAt, uintAt } from './abiWords.ts'
import { checksumAddress } from './checksumCache.ts'
import type { safeEventsAbi } from './indexerAbi.ts'
import type { IndexerLog } from './readChain.ts'

/** What viem's `decodeEventLog({ abi: safeEventsAbi, strict: true })` returns, decoded without it. */
export type SafeEvent = DecodeEventLogReturnType<typeof safeEventsAbi>

type Decoder = (topics: readonly Hex[], data: Hex) => SafeEvent

/**
 * One decoder per Safe event, found by topic0, reading the data in place (abiWords.ts). viem's `decodeEventLog` hashes the signature of every
 * event in the ABI until one matches (a JavaScript keccak each, several per log), and a log of another
 * shape costs a thrown error: this dispatch does neither. `indexed` is how many topics follow topic0 —
 * a log with fewer (the same event from a Safe before 1.4.1, whose arguments are not indexed) is not
 * decoded, exactly as the strict decoding before it.
 */
const decoders: readonly [signature: string, indexed: number, decode: Decoder][] = [
  ['AddedOwner(address)', 1, (t) => ({ eventName: 'AddedOwner', args: { owner: topicAddress(t[1]) } })],
  [
    'ApproveHash(bytes32,address)',
    2,
    (t) => ({ eventName: 'ApproveHash', args: { approvedHash: topicWord(t[1]), owner: topicAddress(t[2]) } }),
  ],
  [
    'ChangedFallbackHandler(address)',
    1,
    (t) => ({ eventName: 'ChangedFallbackHandler', args: { handler: topicAddress(t[1]) } }),
  ],
  ['ChangedGuard(address)', 1, (t) => ({ eventName: 'ChangedGuard', args: { guard: topicAddress(t[1]) } })],
  [
    'ChangedThreshold(uint256)',
    0,
    (_, data) => ({ eventName: 'ChangedThreshold', args: { threshold: uintAt(data, 0) } }),
  ],
  [
    'DisabledModule(address)',
    1,
    (t) => ({ eventName: 'DisabledModule', args: { module: topicAddress(t[1]) } }),
  ],
  [
    'EnabledModule(address)',
    1,
    (t) => ({ eventName: 'EnabledModule', args: { module: topicAddress(t[1]) } }),
  ],
  [
    'ExecutionFailure(bytes32,uint256)',
    1,
    (t, data) => ({
      eventName: 'ExecutionFailure',
      args: { txHash: topicWord(t[1]), payment: uintAt(data, 0) },
    }),
  ],
  [
    'ExecutionFromModuleFailure(address)',
    1,
    (t) => ({ eventName: 'ExecutionFromModuleFailure', args: { module: topicAddress(t[1]) } }),
  ],
  [
    'ExecutionFromModuleSuccess(address)',
    1,
    (t) => ({ eventName: 'ExecutionFromModuleSuccess', args: { module: topicAddress(t[1]) } }),
  ],
  [
    'ExecutionSuccess(bytes32,uint256)',
    1,
    (t, data) => ({
      eventName: 'ExecutionSuccess',
      args: { txHash: topicWord(t[1]), payment: uintAt(data, 0) },
    }),
  ],
  ['RemovedOwner(address)', 1, (t) => ({ eventName: 'RemovedOwner', args: { owner: topicAddress(t[1]) } })],
  [
    'SafeModuleTransaction(address,address,uint256,bytes,uint8)',
    0,
    (_, data) => ({
      eventName: 'SafeModuleTransaction',
      args: {
        module: addressAt(data, 0),
        to: addressAt(data, 1),
        value: uintAt(data, 2),
        data: bytesAt(data, 3),
        operation: Number(uintAt(data, 4)),
      },
    }),
  ],
  [
    'SafeMultiSigTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes,bytes)',
    0,
    (_, data) => ({
      eventName: 'SafeMultiSigTransaction',
      args: {
        to: addressAt(data, 0),
        value: uintAt(data, 1),
        data: bytesAt(data, 2),
        operation: Number(uintAt(data, 3)),
        safeTxGas: uintAt(data, 4),
        baseGas: uintAt(data, 5),
        gasPrice: uintAt(data, 6),
        gasToken: addressAt(data, 7),
        refundReceiver: addressAt(data, 8),
        signatures: bytesAt(data, 9),
        additionalInfo: bytesAt(data, 10),
      },
    }),
  ],
  [
    'SafeReceived(address,uint256)',
    1,
    (t, data) => ({
      eventName: 'SafeReceived',
      args: { sender: topicAddress(t[1]), value: uintAt(data, 0) },
    }),
  ],
  [
    'SafeSetup(address,address[],uint256,address,address)',
    1,
    (t, data) => ({
      eventName: 'SafeSetup',
      args: {
        initiator: topicAddress(t[1]),
        owners: addressesAt(data, 0),
        threshold: uintAt(data, 1),
        initializer: addressAt(data, 2),
        fallbackHandler: addressAt(data, 3),
      },
    }),
  ],
  ['SignMsg(bytes32)', 1, (t) => ({ eventName: 'SignMsg', args: { msgHash: topicWord(t[1]) } })],
  [
    'ChangedMasterCopy(address)',
    0,
    (_, data) => ({ eventName: 'ChangedMasterCopy', args: { singleton: addressAt(data, 0) } }),
  ],
]

const byTopic = new Map(
  decoders.map(([signature, indexed, decode]) => [toEventSelector(signature), { indexed, decode }]),
)

/** Decoded logs: a range decodes its executions ahead (see signerCache.ts), then again to build rows. */
const decoded = new WeakMap<Pick<IndexerLog, 'topics' | 'data'>, SafeEvent | undefined>()

/** The Safe event a log carries, or undefined for any other log (or a malformed one). */
export function decodeSafeLog(log: Pick<IndexerLog, 'topics' | 'data'>): SafeEvent | undefined {
  if (decoded.has(log)) return decoded.get(log)
  const event = decodeUncached(log)
  decoded.set(log, event)
  return event
}

function decodeUncached(log: Pick<IndexerLog, 'topics' | 'data'>): SafeEvent | undefined {
  const topic = log.topics[0]
  const decoder = topic === undefined ? undefined : byTopic.get(topic)
  if (!decoder || log.topics.length < decoder.indexed + 1) return undefined
  try {
    return decoder.decode(log.topics, log.data)
  } catch {
    // Data too short for the event's arguments: not a log the Safe contracts emit.
    return undefined
  }
}

/** Every topic0 the decoders know: checked against the ABI by the tests. */
export const decodedSafeEventTopics: readonly Hex[] = [...byTopic.keys()]

function topicAddress(topic: Hex | undefined): `0x${string}` {
  if (topic === undefined) throw new Error('Missing topic')
  return checksumAddress(`0x${topic.slice(26)}`)
}

function topicWord(topic: Hex | undefined): Hex {
  if (topic === undefined) throw new Error('Missing topic')
  return topic
}
