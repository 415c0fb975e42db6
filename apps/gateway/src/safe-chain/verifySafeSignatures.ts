import {
  compatibilityFallbackHandlerAbi,
  getContractSignatureCall,
  legacyIsValidSignatureAbi,
  type RecoverAddress,
  recoverSafeSignatureOwner,
  SafeSignatureError,
  type SafeSignaturePart,
  type SafeSignatureType,
  safeAbi,
  splitSafeSignatures,
} from '@coffer/safe'
import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type PublicClient,
  size,
} from 'viem'
import { recoverAddressNative } from '../chain/recoverAddressNative.ts'

/** The chain reads a check needs; a viem PublicClient is one. */
export type SignatureChainReader = Pick<PublicClient, 'readContract'>

/** One verified part of a Safe signatures blob: whose consent it is and how it was given. */
export type VerifiedSignature = { owner: Address; type: SafeSignatureType; signature: Hex }

export type VerifySafeSignaturesParameters = {
  client: SignatureChainReader
  safe: Address
  /** The Safe's VERSION(): which EIP-1271 call a contract owner is asked (`getContractSignatureCall`). */
  version: string
  /** The hash the owners consented to (a safeTxHash, a Safe message hash). */
  hash: Hex
  /**
   * The bytes whose keccak256 is `hash` (`0x1901 ‖ domainSeparator ‖ structHash`): what Safes before 1.5.0
   * ask contract owners about.
   */
  preimage: Hex
  signatures: Hex
  /**
   * Who may sign (the owners, and whoever else the caller accepts, e.g. a delegate). A part by anyone
   * else fails before any chain call: an ECDSA part once recovered, an approved-hash or contract part at once.
   */
  signers: readonly Address[]
  /** More parts than this are refused before any is looked at; `signers.length` when not given. */
  maxParts?: number
  recover?: RecoverAddress
}

export type VerifySafeSignaturesResult =
  | { ok: true; signatures: VerifiedSignature[] }
  /** `tooManyParts`: the blob has more parts than `maxParts`; `invalid`: a part is malformed or not consent. */
  | { ok: false; kind: 'tooManyParts' | 'invalid'; reason: string }

const eip1271MagicValue = '0x1626ba7e'
const legacyEip1271MagicValue = '0x20c13b0b'
const staticPartBytes = 65

/**
 * Checks a Safe signatures blob as the Safe contract's `checkNSignatures` would, against the chain as it is
 * now: ECDSA over the hash (v 27/28), eth_sign over its EIP-191 form (v 31/32), a hash the owner approved
 * on chain (v 1, `approvedHashes(owner, hash) != 0`), or a contract owner's EIP-1271 answer (v 0) in the
 * form the Safe's version uses. Parts are checked one after another and the first failure ends the check:
 * a blob costs at most one chain call per accepted signer, never one per part sent. Every signer must be
 * one of `signers`, once; what the caller makes of owners and delegates beyond that is its own rule.
 */
export async function verifySafeSignatures({
  client,
  safe,
  version,
  hash,
  preimage,
  signatures,
  signers,
  maxParts = signers.length,
  recover = recoverAddressNative,
}: VerifySafeSignaturesParameters): Promise<VerifySafeSignaturesResult> {
  const split = splitStrictly(signatures)
  if (!split.ok) return invalid(split.reason)
  if (split.parts.length > maxParts)
    return {
      ok: false,
      kind: 'tooManyParts',
      reason: `${split.parts.length} signatures, at most ${maxParts} accepted`,
    }
  const verified: VerifiedSignature[] = []
  const refuseSigner = (owner: Address) => {
    if (!signers.some((signer) => isAddressEqual(signer, owner))) return `${owner} may not sign for ${safe}`
    if (verified.some((earlier) => isAddressEqual(earlier.owner, owner)))
      return `${owner} signed more than once`
    return undefined
  }
  for (const part of split.parts) {
    // Approved-hash and contract parts name their signer: one who may not sign costs no chain call.
    const refusedNamed = part.owner && refuseSigner(part.owner)
    if (refusedNamed) return invalid(refusedNamed)
    const result = await verifyPart({ client, safe, version, hash, preimage, recover }, part)
    if (!result.ok) return invalid(result.reason)
    const refused = refuseSigner(result.signature.owner)
    if (refused) return invalid(refused)
    verified.push(result.signature)
  }
  return { ok: true, signatures: verified }
}

/**
 * Verifies many signature blobs at once (a benchmark's "proposals verified per second", an import):
 * the same checks as `verifySafeSignatures`, the blobs concurrently, results in input order.
 */
export function verifySafeSignaturesBatch(
  client: SignatureChainReader,
  items: readonly Omit<VerifySafeSignaturesParameters, 'client'>[],
): Promise<VerifySafeSignaturesResult[]> {
  return Promise.all(items.map((item) => verifySafeSignatures({ client, ...item })))
}

const invalid = (reason: string): VerifySafeSignaturesResult => ({ ok: false, kind: 'invalid', reason })

/**
 * `splitSafeSignatures` tolerates leftovers; a proposal must not carry any: the static parts must end where
 * the first dynamic part starts (or at the end), and the last dynamic part must end the blob. The bounds
 * `checkNSignatures` puts on a contract part (GS021-GS023) hold for every part.
 */
function splitStrictly(
  signatures: Hex,
): { ok: true; parts: SafeSignaturePart[] } | { ok: false; reason: string } {
  let parts: SafeSignaturePart[]
  try {
    parts = splitSafeSignatures(signatures)
  } catch (error) {
    if (error instanceof SafeSignatureError) return { ok: false, reason: error.message }
    throw error
  }
  const total = size(signatures)
  if (parts.length === 0) return { ok: false, reason: 'No signature' }
  const staticEnd = parts.length * staticPartBytes
  const dynamic = parts.filter((part) => part.type === 'CONTRACT_SIGNATURE')
  const inside = dynamic.find((part) => hexToBigInt(part.s) < BigInt(staticEnd))
  if (inside)
    return {
      ok: false,
      reason: `The contract signature of ${inside.owner} starts inside the ${staticEnd}-byte signatures`,
    }
  const end =
    dynamic.length === 0
      ? staticEnd
      : Math.max(
          ...dynamic.map((part) => Number(hexToBigInt(part.s)) + size(part.signature) - staticPartBytes),
        )
  const firstDynamic =
    dynamic.length === 0 ? staticEnd : Math.min(...dynamic.map((part) => Number(hexToBigInt(part.s))))
  if (firstDynamic !== staticEnd || end !== total)
    return { ok: false, reason: `Signatures of ${total} bytes do not split into whole parts` }
  return { ok: true, parts }
}

type PartResult = { ok: true; signature: VerifiedSignature } | { ok: false; reason: string }

type PartContext = Omit<VerifySafeSignaturesParameters, 'signatures' | 'signers' | 'maxParts' | 'recover'> & {
  recover: RecoverAddress
}

/** Why an ECDSA or eth_sign part's `v` is none the Safe accepts (27/28, or 31/32 for eth_sign), if it is not. */
export function invalidKeySignatureV(part: SafeSignaturePart): string | undefined {
  if (part.type !== 'EOA' && part.type !== 'ETH_SIGN') return undefined
  const validV = part.type === 'EOA' ? part.v === 27 || part.v === 28 : part.v === 31 || part.v === 32
  return validV ? undefined : `Signature v ${part.v} is not valid`
}

async function verifyPart(context: PartContext, part: SafeSignaturePart): Promise<PartResult> {
  const { client, safe, hash, recover } = context
  const done = (owner: Address): PartResult => ({
    ok: true,
    signature: { owner, type: part.type, signature: part.signature },
  })
  switch (part.type) {
    case 'EOA':
    case 'ETH_SIGN': {
      const badV = invalidKeySignatureV(part)
      if (badV) return { ok: false, reason: badV }
      try {
        return done(await recoverSafeSignatureOwner(part, hash, recover))
      } catch {
        return { ok: false, reason: 'No signer can be recovered from the signature' }
      }
    }
    case 'APPROVED_HASH': {
      const owner = ownerOf(part)
      const approved = await client.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'approvedHashes',
        args: [owner, hash],
      })
      return approved === 0n
        ? { ok: false, reason: `${owner} has not approved ${hash} on chain` }
        : done(owner)
    }
    case 'CONTRACT_SIGNATURE': {
      const owner = ownerOf(part)
      if (await isValidContractSignature(context, owner, contractSignatureOf(part))) return done(owner)
      return { ok: false, reason: `Contract ${owner} does not accept the signature` }
    }
  }
}

function ownerOf(part: SafeSignaturePart): Address {
  // splitSafeSignatures names the owner of every contract and approved-hash part.
  if (!part.owner) throw new Error(`A ${part.type} part without its owner`)
  return part.owner
}

function contractSignatureOf(part: SafeSignaturePart): Hex {
  // splitSafeSignatures gives every contract part its data, empty or not.
  if (part.contractSignature === undefined) throw new Error('A contract signature part without its data')
  return part.contractSignature
}

/**
 * A contract that reverts or answers nothing (no code, no such function) says "no"; a node that fails is
 * not an answer and propagates.
 */
function noOnRevert(error: unknown): undefined {
  const isNo =
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError,
    ) !== null
  if (isNo) return undefined
  throw error
}

/**
 * A revert, an empty answer (no code) or a wrong magic value all mean "no". The owner is asked what its
 * Safe will ask it on execution, and only that: `isValidSignature(bytes32 hash, …)` from Safe 1.5.0, the
 * legacy `isValidSignature(bytes preimage, …)` before.
 */
async function isValidContractSignature(
  { client, version, hash, preimage }: PartContext,
  owner: Address,
  contractSignature: Hex,
): Promise<boolean> {
  if (getContractSignatureCall(version) === 'bytes32') {
    const answer = await client
      .readContract({
        address: owner,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'isValidSignature',
        args: [hash, contractSignature],
      })
      .catch(noOnRevert)
    return answer?.toLowerCase() === eip1271MagicValue
  }
  const answer = await client
    .readContract({
      address: owner,
      abi: legacyIsValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [preimage, contractSignature],
    })
    .catch(noOnRevert)
  return answer?.toLowerCase() === legacyEip1271MagicValue
}
