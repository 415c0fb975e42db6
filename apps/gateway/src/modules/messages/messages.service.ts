import {
  getSafeMessageHashPreimage,
  hashSafeMessage,
  type SafeMessageContent,
  TypedDataError,
} from '@coffer/safe'
import { type Address, getAddress, type Hex, keccak256 } from 'viem'
import type { SafeMessageRow } from '../../db/tables/messages.ts'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { type PageRequest, toPageCursors } from '../../http/paging.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { ProposalRejectedError } from '../../safe-chain/proposalErrors.ts'
import { readSafeOnChain } from '../../safe-chain/readSafeOnChain.ts'
import { sanitizeOrigin } from '../../safe-chain/sanitizeOrigin.ts'
import { type VerifiedSignature, verifySafeSignatures } from '../../safe-chain/verifySafeSignatures.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { lookupAddresses, plainAddress } from '../contracts/addressInfo.ts'
import { getSafeState, type OnUnknownSafe } from '../safes/index.ts'
import { findSafeAppInfo } from './findSafeAppInfo.ts'
import { findSafeOwnership } from './findSafeOwnership.ts'
import * as repository from './messages.repository.ts'
import type {
  ConfirmMessageBody,
  ProposeMessageBody,
  SafeMessage,
  SafeMessageListItem,
} from './messages.schema.ts'
import { parseStoredMessage, type SafeOwnership, toSafeMessage } from './toSafeMessage.ts'
import { toSafeMessageListItems } from './toSafeMessageListItems.ts'

type ServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'changes'>

const reject = (message: string, details?: string) =>
  new ProposalRejectedError(422, message, details ? { details } : {})

// ---- propose (§9.4) ----

/**
 * Stores a new message with its proposer's signature, once the chain says so: the message hash
 * recomputed in the Safe's domain for its version, one valid signature (EOA, eth_sign, approved hash or
 * the EIP-1271 call this Safe would make), by a current owner. Answers after the commit.
 */
export async function proposeMessage(
  deps: ServiceDeps,
  { chainId, safeAddress, body }: { chainId: string; safeAddress: Address; body: ProposeMessageBody },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  // Typed data is checked before anything is read from the chain.
  checkContent(body.message)
  const safe = await readSafeOnChain(chain, safeAddress)
  const { hash, preimage } = messageHashOf(chain, safeAddress, safe.version, body.message)
  const exists = `Message with hash ${hash} for safe ${safeAddress} already exists in DB`
  if (await repository.findMessage(deps.db, { chainId: chainIdNumber, messageHash: hash }))
    throw reject(exists)
  const signer = await verifyOwnerSignature(chain, {
    safe: safeAddress,
    owners: safe.owners,
    version: safe.version,
    hash,
    preimage,
    signature: body.signature,
  })
  const now = deps.now()
  const stored = await repository.insertMessage(deps.db, {
    message: {
      chain_id: chainIdNumber,
      message_hash: hash,
      safe: safeAddress,
      message: JSON.stringify(body.message),
      proposed_by: signer.owner,
      safe_app_id: body.safeAppId ?? null,
      origin: sanitizeOrigin(body.origin ?? null),
      created_at: now,
      modified_at: now,
    },
    confirmation: { owner: signer.owner, signature: signer.signature, signature_type: signer.type },
  })
  if (!stored) throw reject(exists)
  await deps.changes.publish([{ chainId: chainIdNumber, safe: safeAddress, kinds: ['messages'] }])
}

// ---- confirm (§9.5) ----

/** Adds one current owner's signature to a stored message, checked like the proposal's. */
export async function confirmMessage(
  deps: ServiceDeps,
  { chainId, messageHash, body }: { chainId: string; messageHash: Hex; body: ConfirmMessageBody },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const stored = await repository.findMessage(deps.db, { chainId: chainIdNumber, messageHash })
  if (!stored) throw new NotFoundError(`Message ${messageHash} is not known`)
  const safeAddress = getAddress(stored.safe)
  const safe = await readSafeOnChain(chain, safeAddress)
  const { hash, preimage } = messageHashOf(
    chain,
    safeAddress,
    safe.version,
    parseStoredMessage(stored.message),
  )
  if (hash !== messageHash)
    throw reject('Invalid messageHash', `The message hashes to ${hash} for Safe ${safe.version}`)
  const signer = await verifyOwnerSignature(chain, {
    safe: safeAddress,
    owners: safe.owners,
    version: safe.version,
    hash,
    preimage,
    signature: body.signature,
  })
  const added = await repository.addMessageConfirmation(deps.db, {
    chainId: chainIdNumber,
    messageHash: hash,
    confirmation: { owner: signer.owner, signature: signer.signature, signature_type: signer.type },
    now: deps.now(),
  })
  if (!added) throw reject(`Signature for owner ${signer.owner} already exists`)
  await deps.changes.publish([{ chainId: chainIdNumber, safe: safeAddress, kinds: ['messages'] }])
}

// ---- reads (§9.2, §9.3) ----

export async function getMessage(
  deps: Pick<Deps, 'db' | 'chains' | 'config'>,
  { chainId, messageHash }: { chainId: string; messageHash: Hex },
): Promise<SafeMessage> {
  const chain = getChainRuntime(deps, chainId)
  const row = await repository.findMessage(deps.db, { chainId: chain.config.chainId, messageHash })
  if (!row) throw new NotFoundError(`Message ${messageHash} is not known`)
  const safe = getAddress(row.safe)
  const ownership = await findSafeOwnership({ db: deps.db, chain }, safe)
  const [message] = await toWireMessages(deps, { chain, safe, ownership, rows: [row] })
  if (!message) throw new NotFoundError(`Message ${messageHash} is not known`)
  return message
}

/** A page of the Safe's messages, newest first, with date labels; 404 for a Safe not indexed. */
export async function listSafeMessages(
  deps: Pick<Deps, 'db' | 'chains' | 'config'> & { onUnknownSafe?: OnUnknownSafe },
  { chainId, safeAddress, page }: { chainId: string; safeAddress: Address; page: PageRequest },
): Promise<{
  count: number
  results: SafeMessageListItem[]
  next: PageRequest | null
  previous: PageRequest | null
}> {
  const chain = getChainRuntime(deps, chainId)
  const state = await getSafeState(deps, { chainId, safeAddress })
  const key = { chainId: chain.config.chainId, safe: safeAddress }
  const [count, rows] = await Promise.all([
    repository.countMessages(deps.db, key),
    repository.listMessages(deps.db, { ...key, ...page }),
  ])
  const messages = await toWireMessages(deps, {
    chain,
    safe: safeAddress,
    ownership: { owners: state.owners, threshold: state.threshold },
    rows,
  })
  return { count, results: toSafeMessageListItems(messages), ...toPageCursors(page, count) }
}

async function toWireMessages(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  {
    chain,
    safe,
    ownership,
    rows,
  }: { chain: ChainRuntime; safe: Address; ownership: SafeOwnership; rows: readonly SafeMessageRow[] },
): Promise<SafeMessage[]> {
  const chainId = chain.config.chainId
  const messageHashes = rows.map((row) => row.message_hash)
  const [confirmations, signedOnChain, names] = await Promise.all([
    repository.listConfirmations(db, { chainId, messageHashes }),
    repository.findSignedOnChain(db, { chainId, safe, messageHashes }),
    lookupAddresses(db, chainId, [...new Set(rows.map((row) => row.proposed_by))], ['CONTRACT']),
  ])
  return rows.map((row) =>
    toSafeMessage(
      {
        row,
        confirmations: confirmations.filter((confirmation) => confirmation.message_hash === row.message_hash),
        signedOnChain: signedOnChain.get(row.message_hash),
      },
      {
        ownership,
        proposedBy: names.get(row.proposed_by) ?? plainAddress(row.proposed_by),
        app: findSafeAppInfo(config, { chainId, safeAppId: row.safe_app_id }),
      },
    ),
  )
}

// ---- shared checks ----

/** Refuses invalid typed data with the texts Safe Apps and wallets use for it. */
function checkContent(message: SafeMessageContent): void {
  try {
    hashSafeMessage(message)
  } catch (error) {
    if (error instanceof TypedDataError) throw reject(error.message)
    throw error
  }
}

/**
 * The Safe message hash of `message` in the Safe's domain for its version, with its preimage (what a
 * Safe before 1.5.0 asks its contract owners about).
 */
function messageHashOf(
  chain: ChainRuntime,
  safe: Address,
  version: string | undefined,
  message: SafeMessageContent,
): { hash: Hex; preimage: Hex } {
  if (!version)
    throw reject('Could not calculate messageHash', `Safe ${safe} does not report a known VERSION()`)
  let preimage: Hex
  try {
    preimage = getSafeMessageHashPreimage({ chainId: chain.config.chainId, safe, message, version })
  } catch (error) {
    if (error instanceof TypedDataError) throw reject(error.message)
    throw error
  }
  return { hash: keccak256(preimage), preimage }
}

/** Exactly one signature part, valid as the Safe would check it, by one of `owners`. */
async function verifyOwnerSignature(
  chain: ChainRuntime,
  {
    safe,
    owners,
    version,
    hash,
    preimage,
    signature,
  }: {
    safe: Address
    owners: readonly Address[]
    version: string | undefined
    hash: Hex
    preimage: Hex
    signature: Hex
  },
): Promise<VerifiedSignature> {
  // The hash was computed for this version (`messageHashOf` refuses a Safe without one).
  if (!version) throw reject('Could not calculate messageHash', 'The Safe has no known version')
  const result = await verifySafeSignatures({
    client: batchClient(chain),
    safe,
    version,
    hash,
    preimage,
    signatures: signature,
    signers: owners,
    maxParts: 1,
  })
  if (!result.ok) throw reject('Invalid signature', result.reason)
  const [only] = result.signatures
  if (!only || result.signatures.length !== 1)
    throw reject(
      'Invalid signature',
      `Exactly one signature was expected, ${result.signatures.length} received`,
    )
  return only
}
