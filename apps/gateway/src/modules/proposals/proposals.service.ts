import {
  getDeleteRequestTotp,
  getSafeTxHashPreimage,
  hashDeleteRequest,
  recoverSafeSignatureOwner,
  SafeSignatureError,
  type SafeTxInput,
  safeDeployments,
  safeDeployments130,
  splitSafeSignatures,
} from '@coffer/safe'
import { type Address, getAddress, type Hex, isAddressEqual, isHex, keccak256, size } from 'viem'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'
import { type MultisigTransactionRow, notExecutedColumns } from '../../db/tables/safeData.ts'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError, UpstreamError, UpstreamSchemaError } from '../../errors.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { ProposalRejectedError } from '../../safe-chain/proposalErrors.ts'
import { readSafeOnChain, type SafeOnChain } from '../../safe-chain/readSafeOnChain.ts'
import { sanitizeOrigin } from '../../safe-chain/sanitizeOrigin.ts'
import {
  type VerifiedSignature,
  type VerifySafeSignaturesParameters,
  verifySafeSignatures,
} from '../../safe-chain/verifySafeSignatures.ts'
import { parseStoredSafeTx } from '../../store/parseStoredSafeTx.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { getTransactionDetails } from '../transactions/index.ts'
import type { TransactionDetails } from '../transactions/transactions.schema.ts'
import * as repository from './proposals.repository.ts'
import type { ConfirmBody, DeleteBody, ProposeBody } from './proposals.schema.ts'

type ServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'changes' | 'config'>

/** Delegatecall targets every Safe of 1.3.0 or 1.4.1 may use, besides the registry's flagged contracts. */
const canonicalDelegateCallTargets: readonly Address[] = [
  safeDeployments.multiSendCallOnly,
  safeDeployments.signMessageLib,
  safeDeployments130.multiSendCallOnly,
  safeDeployments130.signMessageLib,
]

const reject = (message: string, details?: string) =>
  new ProposalRejectedError(422, message, details ? { details } : {})

// ---- propose (§6.14) ----

export async function proposeTransaction(
  deps: ServiceDeps,
  { chainId, safeAddress, body }: { chainId: string; safeAddress: Address; body: ProposeBody },
): Promise<TransactionDetails> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const safe = await readSafeOnChain(chain, safeAddress)
  const nonce = BigInt(body.nonce)
  if (nonce < safe.nonce) throw reject('Invalid nonce', `The Safe's nonce is ${safe.nonce}`)
  // The store keeps nonces as integers; a Safe cannot reach 2^53 transactions.
  if (nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw reject('Invalid nonce', 'The nonce is out of range')

  if (body.operation === 1 && !(await isTrustedDelegateCallTarget(deps, chainIdNumber, body.to)))
    throw reject('Delegate call is disabled', `${body.to} is not trusted for delegatecall`)

  const tx: SafeTxInput = {
    to: body.to,
    value: BigInt(body.value),
    data: body.data,
    operation: body.operation,
    safeTxGas: BigInt(body.safeTxGas),
    baseGas: BigInt(body.baseGas),
    gasPrice: BigInt(body.gasPrice),
    gasToken: body.gasToken,
    refundReceiver: body.refundReceiver,
    nonce,
  }
  const { hash, preimage, version } = expectSafeTxHash(chain, safeAddress, safe, tx, body.safeTxHash)

  const existing = await repository.findMultisigTransaction(deps.db, chainIdNumber, hash)
  if (existing && existing.executed_block !== null)
    throw reject('Invalid nonce', 'This transaction was executed')

  // Who the sender claims to be is settled before any signature costs a chain call: an owner, or a
  // delegate of one, who may only sign alone (the indexer rule).
  const isOwner = (address: Address) => safe.owners.some((owner) => isAddressEqual(owner, address))
  const sender = body.sender
  const delegator = isOwner(sender)
    ? undefined
    : await findOwnerDelegator(deps, {
        chainId: chainIdNumber,
        safe: safeAddress,
        owners: safe.owners,
        delegate: sender,
      })
  if (!isOwner(sender) && !delegator)
    throw reject('Invalid signature', `${sender} is neither an owner of the Safe nor a delegate of one`)

  const signatures = body.signature
    ? await verifyOrReject(chain, {
        safe: safeAddress,
        version,
        hash,
        preimage,
        signatures: body.signature,
        signers: delegator ? [...safe.owners, sender] : safe.owners,
        // No more signatures can be valid than the Safe has owners (a delegate signs alone).
        maxParts: safe.owners.length,
        tooManyParts: (reason) => `${reason}: one per owner of the Safe`,
      })
    : []
  const signers = signatures.map((signature) => signature.owner)
  if (signers.length > 0 && !signers.some((signer) => isAddressEqual(signer, sender)))
    throw reject('Invalid signature', `The sender ${sender} is not among the signers`)
  if (delegator && signers.length > 1)
    throw reject('Invalid signature', 'A delegate may only propose with its own single signature')

  // Only a signature proves who proposes. An unsigned proposal is kept as the Safe Transaction Service
  // keeps it, untrusted (out of the default queue), and attributed to no one: its sender is only a claim.
  const signed = signers.length > 0
  const proposer: Address | null = signed ? (delegator ?? sender) : null
  const proposedByDelegate: Address | null = signed && delegator ? sender : null

  const now = deps.now()
  await repository.storeProposal(deps.db, {
    tx: {
      chain_id: chainIdNumber,
      safe: safeAddress,
      safe_tx_hash: hash,
      to: body.to,
      // Base-10 text without leading zeros, as the indexer writes it.
      value: BigInt(body.value).toString(),
      data: body.data === '0x' ? null : body.data,
      operation: body.operation,
      safe_tx_gas: BigInt(body.safeTxGas).toString(),
      base_gas: BigInt(body.baseGas).toString(),
      gas_price: BigInt(body.gasPrice).toString(),
      gas_token: body.gasToken,
      refund_receiver: body.refundReceiver,
      nonce: Number(nonce),
      proposer,
      proposed_by_delegate: proposedByDelegate,
      proposed_at: now,
      origin: sanitizeOrigin(body.origin ?? null),
      trusted: signed ? 1 : 0,
      modified_at: now,
      ...notExecutedColumns,
    },
    // A delegate's signature is not an owner's confirmation: it only proves who proposed.
    confirmations: signatures
      .filter((signature) => isOwner(signature.owner))
      .map((signature) => ({
        owner: signature.owner,
        signature: signature.signature,
        signature_type: signature.type,
      })),
  })
  await deps.changes.publish([{ chainId: chainIdNumber, safe: safeAddress, kinds: ['queue'] }])
  return getTransactionDetails(deps, { chainId, id: hash })
}

// ---- confirm (§6.15) ----

export async function confirmTransaction(
  deps: ServiceDeps,
  { chainId, safeTxHash, body }: { chainId: string; safeTxHash: Hex; body: ConfirmBody },
): Promise<TransactionDetails> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const stored = await repository.findMultisigTransaction(deps.db, chainIdNumber, safeTxHash)
  if (!stored) throw new NotFoundError(`Transaction ${safeTxHash} is not known`)
  if (stored.executed_block !== null) throw reject('Invalid nonce', 'This transaction was executed')
  const safeAddress = getAddress(stored.safe)
  const safe = await readSafeOnChain(chain, safeAddress)
  if (BigInt(stored.nonce) < safe.nonce) throw reject('Invalid nonce', `The Safe's nonce is ${safe.nonce}`)

  const tx = toSafeTxInput(stored)
  const { hash, preimage, version } = expectSafeTxHash(chain, safeAddress, safe, tx, safeTxHash)
  const signature = body.signature ?? body.signedSafeTxHash
  if (!signature) throw reject('Invalid signature', 'No signature')
  // One owner's signature: a blob of several is refused before any of it is verified.
  const [only] = await verifyOrReject(chain, {
    safe: safeAddress,
    version,
    hash,
    preimage,
    signatures: signature,
    signers: safe.owners,
    maxParts: 1,
  })
  if (!only) throw reject('Invalid signature', 'No signature')

  const added = await repository.addConfirmation(deps.db, {
    chainId: chainIdNumber,
    safeTxHash: hash,
    confirmation: { owner: only.owner, signature: only.signature, signature_type: only.type },
    now: deps.now(),
  })
  if (!added) throw reject(`${only.owner} has already confirmed this transaction`)
  await deps.changes.publish([{ chainId: chainIdNumber, safe: safeAddress, kinds: ['queue'] }])
  return getTransactionDetails(deps, { chainId, id: hash })
}

// ---- delete (§6.16) ----

const rejectDelete = (message: string, details?: string) =>
  new ProposalRejectedError(400, message, details ? { details } : {})

export async function deleteTransaction(
  deps: ServiceDeps,
  { chainId, safeTxHash, body }: { chainId: string; safeTxHash: Hex; body: DeleteBody },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const stored = await repository.findMultisigTransaction(deps.db, chainIdNumber, safeTxHash)
  if (!stored) throw new NotFoundError(`Transaction ${safeTxHash} is not known`)
  if (stored.executed_block !== null) throw rejectDelete('Executed transactions cannot be deleted')
  if (stored.proposer === null) throw rejectDelete('Old transactions without proposer cannot be deleted')

  let parts: ReturnType<typeof splitSafeSignatures>
  try {
    parts = splitSafeSignatures(body.signature)
  } catch (error) {
    if (error instanceof SafeSignatureError) throw rejectDelete('Invalid signature', error.message)
    throw error
  }
  const [part] = parts
  if (!part || parts.length !== 1)
    throw rejectDelete(`1 owner signature was expected, ${parts.length} received`)
  if (part.type !== 'EOA' && part.type !== 'ETH_SIGN')
    throw rejectDelete('Only EOA and ETH_SIGN signatures are supported')
  if (size(body.signature) !== 65) throw rejectDelete('Invalid signature', 'An ECDSA signature is 65 bytes')

  const safe = getAddress(stored.safe)
  const allowed = await allowedDeleters(deps, chainIdNumber, stored)
  const totp = getDeleteRequestTotp(deps.now())
  // The current hour window and the previous one are accepted.
  for (const window of [totp, totp - 1n]) {
    const hash = hashDeleteRequest({
      chainId: chainIdNumber,
      safe,
      safeTxHash: storedHex(stored.safe_tx_hash),
      totp: window,
    })
    const signer = await recoverSafeSignatureOwner(part, hash, recoverAddressNative).catch(() => undefined)
    if (signer && allowed.some((address) => isAddressEqual(address, signer))) {
      await repository.deleteQueuedTransaction(deps.db, chainIdNumber, stored.safe_tx_hash)
      await deps.changes.publish([{ chainId: chainIdNumber, safe, kinds: ['queue'] }])
      return
    }
  }
  throw rejectDelete('Provided signer is not the proposer or the delegate user who proposed the transaction')
}

/** The proposer, and the delegate who proposed for them while it is still their delegate. */
async function allowedDeleters(
  deps: ServiceDeps,
  chainId: number,
  tx: MultisigTransactionRow,
): Promise<Address[]> {
  if (tx.proposer === null) return []
  const proposer = getAddress(tx.proposer)
  if (tx.proposed_by_delegate === null) return [proposer]
  const delegate = getAddress(tx.proposed_by_delegate)
  const delegators = await repository.findDelegators(deps.db, { chainId, safe: tx.safe, delegate })
  return delegators.some((delegator) => isAddressEqual(getAddress(delegator), proposer))
    ? [proposer, delegate]
    : [proposer]
}

// ---- shared checks ----

async function isTrustedDelegateCallTarget(
  deps: ServiceDeps,
  chainId: number,
  to: Address,
): Promise<boolean> {
  if (canonicalDelegateCallTargets.some((target) => isAddressEqual(target, to))) return true
  const registry = await loadContractRegistry(deps.db, chainId)
  return registry.find(to)?.trustedForDelegateCall === true
}

/**
 * Recomputes the safeTxHash with the Safe's own domain rules and compares it with the claimed one. Answers
 * it with its preimage (`0x1901 ‖ domainSeparator ‖ structHash`), which owners answering only the legacy
 * EIP-1271 are asked about: the SafeTx is hashed once, the hash being the preimage's keccak.
 */
function expectSafeTxHash(
  chain: ChainRuntime,
  safeAddress: Address,
  safe: SafeOnChain,
  tx: SafeTxInput,
  claimed: Hex,
): { hash: Hex; preimage: Hex; version: string } {
  const { version } = safe
  if (!version)
    throw reject('Could not calculate safeTxHash', `Safe ${safeAddress} does not report a known VERSION()`)
  const preimage = getSafeTxHashPreimage({ chainId: chain.config.chainId, safe: safeAddress, tx, version })
  const hash = keccak256(preimage)
  if (hash !== claimed.toLowerCase())
    throw reject('Invalid safeTxHash', `Expected ${hash} for Safe ${version}`)
  return { hash, preimage, version }
}

/**
 * Verifies a signatures blob through the chain's batching client (contract owners' EIP-1271 calls join the
 * JSON-RPC batch of whatever else is read at that moment). Every refusal is CGW's 422 "Invalid signature",
 * unless `tooManyParts` words the one for a blob of more parts than allowed.
 */
async function verifyOrReject(
  chain: ChainRuntime,
  {
    tooManyParts,
    ...parameters
  }: Omit<VerifySafeSignaturesParameters, 'client'> & { tooManyParts?: (reason: string) => string },
): Promise<VerifiedSignature[]> {
  // A contract's "no" is an answer (a refusal below); a node that fails to answer is a 503, as for any read.
  const result = await verifySafeSignatures({ client: batchClient(chain), ...parameters }).catch(
    (error: unknown) => {
      throw new UpstreamError(`Could not verify signatures on chain ${chain.config.chainId}`, {
        cause: error,
      })
    },
  )
  if (result.ok) return result.signatures
  if (result.kind === 'tooManyParts' && tooManyParts) throw reject(tooManyParts(result.reason))
  throw reject('Invalid signature', result.reason)
}

async function findOwnerDelegator(
  deps: ServiceDeps,
  {
    chainId,
    safe,
    owners,
    delegate,
  }: { chainId: number; safe: Address; owners: readonly Address[]; delegate: Address },
): Promise<Address | undefined> {
  const delegators = await repository.findDelegators(deps.db, { chainId, safe, delegate })
  return owners.find((owner) => delegators.some((delegator) => isAddressEqual(getAddress(delegator), owner)))
}

function toSafeTxInput(row: MultisigTransactionRow): SafeTxInput {
  const parsed = parseStoredSafeTx(row)
  if (!parsed.ok) throw new UpstreamSchemaError(`Stored transaction is corrupt: ${parsed.problem}`)
  return parsed.tx
}

/** Hashes and data are stored as lowercase 0x-hex; anything else is a corrupt row (502), not a client error. */
function storedHex(value: string): Hex {
  if (!isHex(value)) throw new UpstreamSchemaError(`Stored value ${value.slice(0, 20)}… is not hex`)
  return value
}
