import { safeAbi } from '@coffer/safe'
import { type AbiEvent, toEventSelector } from 'viem'

/** Emitted (through a delegatecall, so by the Safe) by SafeToL2Migration/SafeMigration when the singleton changes. */
const changedMasterCopyEvent = {
  type: 'event',
  name: 'ChangedMasterCopy',
  inputs: [{ name: 'singleton', type: 'address', indexed: false }],
  anonymous: false,
} as const

/** Every Safe event the indexer reads, as the Safe (proxy) emits them. */
export const safeEventsAbi = [...safeAbi, changedMasterCopyEvent] as const

export type SafeEventName = Extract<(typeof safeEventsAbi)[number], { type: 'event' }>['name']

export const safeEventTopics = safeEventsAbi
  .filter((item): item is Extract<(typeof safeEventsAbi)[number], AbiEvent> => item.type === 'event')
  .map((event) => toEventSelector(event))

export const proxyCreationTopic = toEventSelector('ProxyCreation(address,address)')

/** ERC-20 and ERC-721 share it; ERC-721 indexes the token id (4 topics). */
export const transferTopic = toEventSelector('Transfer(address,address,uint256)')

export const multisigTransactionTopic = toEventSelector(
  'SafeMultiSigTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes,bytes)',
)
export const executionSuccessTopic = toEventSelector('ExecutionSuccess(bytes32,uint256)')
export const executionFailureTopic = toEventSelector('ExecutionFailure(bytes32,uint256)')
