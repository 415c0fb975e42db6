import { type Address, getAddress, isAddressEqual } from 'viem'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import type { PageRequest } from '../../http/paging.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { readSafeOnChain } from '../../safe-chain/readSafeOnChain.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { DelegateRejectedError } from './delegateErrors.ts'
import {
  type DelegateSignatureCandidate,
  delegateSignatureCandidates,
  legacyDelegateSignatureCandidates,
} from './delegateSignatureCandidates.ts'
import {
  findDelegates,
  findDelegatorsForSafe,
  removeDelegates,
  saveDelegate,
} from './delegates.repository.ts'
import type {
  AddDelegateBody,
  Delegate,
  DelegatesQuery,
  RemoveDelegateBody,
  RemoveDelegateV1Body,
  RemoveSafeDelegateV1Body,
} from './delegates.schema.ts'
import { verifyDelegateSignature } from './verifyDelegateSignature.ts'

type ServiceDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'changes'>

/** v2: the EIP-712 `Delegate`; v1 (deprecated routes): keccak of the address and the hour window. */
export type DelegateSignatureScheme = 'v1' | 'v2'

export async function listDelegates(
  deps: Pick<Deps, 'db' | 'chains'>,
  { chainId, query, page }: { chainId: string; query: DelegatesQuery; page: PageRequest },
): Promise<{ count: number; results: Delegate[] }> {
  const chain = getChainRuntime(deps, chainId)
  const { safe, delegate, delegator, label } = query
  const { count, rows } = await findDelegates(deps.db, {
    chainId: chain.config.chainId,
    filter: {
      ...(safe !== undefined && { safe }),
      ...(delegate !== undefined && { delegate }),
      ...(delegator !== undefined && { delegator }),
      ...(label !== undefined && { label }),
    },
    page,
  })
  return {
    count,
    results: rows.map((row) => ({
      safe: row.safe === '' ? null : row.safe,
      delegate: row.delegate,
      delegator: row.delegator,
      label: row.label,
    })),
  }
}

/**
 * Adds (or relabels) a delegation, as the transaction service does: for a Safe, the delegator must be one
 * of its owners now (read from the node, not the index); the delegator must have signed. Stored before the
 * answer.
 */
export async function addDelegate(
  deps: ServiceDeps,
  { chainId, body, scheme }: { chainId: string; body: AddDelegateBody; scheme: DelegateSignatureScheme },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const { safe, delegate, delegator, signature, label } = body
  if (safe !== null) {
    const { owners } = await readSafeOnChain(chain, safe)
    if (!owners.some((owner) => isAddressEqual(owner, delegator)))
      throw new DelegateRejectedError(400, `Provided delegator=${delegator} is not an owner of Safe=${safe}`)
  }
  await expectSignature(deps, chain, {
    scheme,
    delegate,
    signature,
    signers: [delegator],
    refusal: `Signature does not match provided delegator=${delegator}`,
  })
  await saveDelegate(
    deps.db,
    { chain_id: chain.config.chainId, delegator, delegate, safe: safe ?? '', label },
    deps.now(),
  )
  await publishDelegatesChange(deps, chain.config.chainId, [safe ?? ''])
}

/**
 * DELETE /v2/…/delegates/{delegate}: signed by the delegator or the delegate. Without a delegator, the one
 * that made this delegate a delegate for `safe` (CGW looks it up the same way; 404 when there is none).
 * With a Safe, that scope only; without, every scope of the pair.
 */
export async function removeDelegate(
  deps: ServiceDeps,
  { chainId, delegate, body }: { chainId: string; delegate: Address; body: RemoveDelegateBody },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const chainIdNumber = chain.config.chainId
  const { safe, signature } = body
  const delegator =
    body.delegator ?? (await findOnlyDelegator(deps, { chainId: chainIdNumber, delegate, safe }))
  await expectSignature(deps, chain, {
    scheme: 'v2',
    delegate,
    signature,
    signers: [delegator, delegate],
    refusal: `Signature does not match provided delegate=${delegate} or delegator=${delegator}`,
  })
  await removeOrNotFound(deps, {
    chainId: chainIdNumber,
    delegate,
    delegator,
    ...(safe === null ? {} : { safe }),
  })
}

/** DELETE /v1/…/delegates/{delegate}: every scope of the pair, signed (v1) by the delegator or the delegate. */
export async function removeDelegateV1(
  deps: ServiceDeps,
  { chainId, delegate, body }: { chainId: string; delegate: Address; body: RemoveDelegateV1Body },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  const { delegator, signature } = body
  // CGW and the transaction service act on the path's delegate; the body's is not read.
  await expectSignature(deps, chain, {
    scheme: 'v1',
    delegate,
    signature,
    signers: [delegator, delegate],
    refusal: `Signature does not match provided delegate=${delegate} or delegator=${delegator}`,
  })
  await removeOrNotFound(deps, { chainId: chain.config.chainId, delegate, delegator })
}

/**
 * DELETE /v1/…/safes/{safe}/delegates/{delegate}: the delegate's delegations for this Safe, whoever granted
 * them, signed (v1) by a current owner of the Safe or by the delegate itself.
 */
export async function removeSafeDelegateV1(
  deps: ServiceDeps,
  {
    chainId,
    path,
    body,
  }: { chainId: string; path: { safe: Address; delegate: Address }; body: RemoveSafeDelegateV1Body },
): Promise<void> {
  const chain = getChainRuntime(deps, chainId)
  // CGW forwards the body's addresses; a body that names another delegate or Safe than the URL is a mistake.
  if (!isAddressEqual(body.delegate, path.delegate))
    throw new DelegateRejectedError(422, 'Delegate address in body should match the one in the url')
  if (!isAddressEqual(body.safe, path.safe))
    throw new DelegateRejectedError(422, 'Safe address in body should match the one in the url')
  const { owners } = await readSafeOnChain(chain, body.safe)
  await expectSignature(deps, chain, {
    scheme: 'v1',
    delegate: body.delegate,
    signature: body.signature,
    signers: [...owners, body.delegate],
    refusal: 'Signing owner is not an owner of the Safe',
  })
  await removeOrNotFound(deps, { chainId: chain.config.chainId, delegate: body.delegate, safe: body.safe })
}

async function findOnlyDelegator(
  deps: ServiceDeps,
  { chainId, delegate, safe }: { chainId: number; delegate: Address; safe: Address | null },
): Promise<Address> {
  // The body schema requires a delegator or a Safe.
  const [delegator] = safe ? await findDelegatorsForSafe(deps.db, { chainId, delegate, safe }) : []
  if (!delegator) throw new NotFoundError(`${delegate} is not a delegate for Safe ${safe}`)
  return getAddress(delegator)
}

async function removeOrNotFound(
  deps: ServiceDeps,
  removal: Parameters<typeof removeDelegates>[1],
): Promise<void> {
  const scopes = await removeDelegates(deps.db, removal)
  if (scopes.length === 0) throw new NotFoundError(`No delegation of ${removal.delegate} matches`)
  await publishDelegatesChange(deps, removal.chainId, scopes)
}

/**
 * A Safe's delegates are kept per Safe (`delegates.routes.ts`) until the change bus says the Safe changed:
 * each Safe a delegation was added to or removed from. No browser view depends on them (no kinds). An
 * all-Safes delegation ('') is listed by delegator or delegate, which is not kept.
 */
async function publishDelegatesChange(
  deps: Pick<Deps, 'changes'>,
  chainId: number,
  scopes: readonly string[],
): Promise<void> {
  const safes = [...new Set(scopes.filter((scope) => scope !== ''))]
  if (safes.length > 0) await deps.changes.publish(safes.map((safe) => ({ chainId, safe, kinds: [] })))
}

const schemeHints: Record<DelegateSignatureScheme, string> = {
  v2: 'sign the EIP-712 Delegate { delegateAddress, totp } of this hour or the previous one',
  v1: 'sign keccak(checksummed delegate address + hour number) of this hour or the previous one',
}

async function expectSignature(
  deps: ServiceDeps,
  chain: ChainRuntime,
  {
    scheme,
    delegate,
    signature,
    signers,
    refusal,
  }: {
    scheme: DelegateSignatureScheme
    delegate: Address
    signature: `0x${string}`
    signers: readonly Address[]
    refusal: string
  },
): Promise<void> {
  const now = deps.now()
  const candidates: DelegateSignatureCandidate[] =
    scheme === 'v2'
      ? delegateSignatureCandidates({ chainId: chain.config.chainId, delegate, now })
      : legacyDelegateSignatureCandidates({ delegate, now })
  const result = await verifyDelegateSignature({ client: batchClient(chain), signature, candidates, signers })
  if (result.ok) return
  if (result.code === 'malformed') throw new DelegateRejectedError(400, result.reason)
  throw new DelegateRejectedError(400, `${refusal} (${schemeHints[scheme]})`, { details: result.reason })
}
