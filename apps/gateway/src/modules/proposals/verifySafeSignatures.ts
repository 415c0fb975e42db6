import {
  compatibilityFallbackHandlerAbi,
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
  type PublicClient,
  size,
  slice,
} from 'viem'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'

/** The chain reads a check needs; a viem PublicClient is one. */
export type SignatureChainReader = Pick<PublicClient, 'readContract'>

/** One verified part of a Safe signatures blob: whose consent it is and how it was given. */
export type VerifiedSignature = { owner: Address; type: SafeSignatureType; signature: Hex }

export type VerifySafeSignaturesParameters = {
  client: SignatureChainReader
  safe: Address
  /** The safeTxHash the owners consented to. */
  hash: Hex
  /** `0x1901 ‖ domainSeparator ‖ structHash` of the same SafeTx, for owners answering only the legacy EIP-1271. */
  preimage?: Hex
  signatures: Hex
  recover?: RecoverAddress
}

export type VerifySafeSignaturesResult =
  | { ok: true; signatures: VerifiedSignature[] }
  | { ok: false; reason: string }

const eip1271MagicValue = '0x1626ba7e'
const legacyEip1271MagicValue = '0x20c13b0b'
const staticPartBytes = 65

/**
 * Checks every part of a Safe signatures blob as the Safe contract would, against the chain as it is now:
 * ECDSA over the hash (v 27/28), eth_sign over its EIP-191 form (v 31/32), a hash the owner approved on
 * chain (v 1, `approvedHashes(owner, hash) != 0`), or a contract owner's EIP-1271 answer (v 0; the current
 * `isValidSignature(bytes32,bytes)` or the legacy `isValidSignature(bytes,bytes)` over the preimage).
 * It says nothing about who may sign: the caller checks owners, delegates and duplicates.
 */
export async function verifySafeSignatures({
  client,
  safe,
  hash,
  preimage,
  signatures,
  recover = recoverAddressNative,
}: VerifySafeSignaturesParameters): Promise<VerifySafeSignaturesResult> {
  const split = splitStrictly(signatures)
  if (!split.ok) return split
  const checked = await Promise.all(
    split.parts.map((part) => verifyPart({ client, safe, hash, preimage, part, recover })),
  )
  const failure = checked.find((result) => !result.ok)
  if (failure && !failure.ok) return failure
  return {
    ok: true,
    signatures: checked.flatMap((result) => (result.ok ? [result.signature] : [])),
  }
}

/**
 * Verifies many signature blobs at once (a benchmark's "proposals verified per second", an import):
 * the same checks as `verifySafeSignatures`, run concurrently, results in input order.
 */
export function verifySafeSignaturesBatch(
  client: SignatureChainReader,
  items: readonly Omit<VerifySafeSignaturesParameters, 'client'>[],
): Promise<VerifySafeSignaturesResult[]> {
  return Promise.all(items.map((item) => verifySafeSignatures({ client, ...item })))
}

/**
 * `splitSafeSignatures` tolerates leftovers; a proposal must not carry any: the static parts must end where
 * the first dynamic part starts (or at the end), and the last dynamic part must end the blob.
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
  const end =
    dynamic.length === 0
      ? staticEnd
      : Math.max(...dynamic.map((part) => Number(BigInt(part.s)) + size(part.signature) - staticPartBytes))
  const firstDynamic =
    dynamic.length === 0 ? staticEnd : Math.min(...dynamic.map((part) => Number(BigInt(part.s))))
  if (firstDynamic !== staticEnd || end !== total)
    return { ok: false, reason: `Signatures of ${total} bytes do not split into whole parts` }
  return { ok: true, parts }
}

type PartResult = { ok: true; signature: VerifiedSignature } | { ok: false; reason: string }

async function verifyPart({
  client,
  safe,
  hash,
  preimage,
  part,
  recover,
}: {
  client: SignatureChainReader
  safe: Address
  hash: Hex
  preimage: Hex | undefined
  part: SafeSignaturePart
  recover: RecoverAddress
}): Promise<PartResult> {
  const done = (owner: Address): PartResult => ({
    ok: true,
    signature: { owner, type: part.type, signature: part.signature },
  })
  switch (part.type) {
    case 'EOA':
    case 'ETH_SIGN': {
      const validV = part.type === 'EOA' ? part.v === 27 || part.v === 28 : part.v === 31 || part.v === 32
      if (!validV) return { ok: false, reason: `Signature v ${part.v} is not valid` }
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
      // The dynamic part is length ‖ bytes; the contract is asked about the bytes.
      const contractSignature = slice(part.signature, staticPartBytes + 32)
      if (await isValidContractSignature(client, { owner, hash, preimage, contractSignature }))
        return done(owner)
      return { ok: false, reason: `Contract ${owner} does not accept the signature` }
    }
  }
}

function ownerOf(part: SafeSignaturePart): Address {
  // splitSafeSignatures names the owner of every contract and approved-hash part.
  if (!part.owner) throw new Error(`A ${part.type} part without its owner`)
  return part.owner
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

/** A revert, an empty answer (no code) or a wrong magic value all mean "no". */
async function isValidContractSignature(
  client: SignatureChainReader,
  {
    owner,
    hash,
    preimage,
    contractSignature,
  }: { owner: Address; hash: Hex; preimage: Hex | undefined; contractSignature: Hex },
): Promise<boolean> {
  const current = await client
    .readContract({
      address: owner,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'isValidSignature',
      args: [hash, contractSignature],
    })
    .catch(noOnRevert)
  if (current?.toLowerCase() === eip1271MagicValue) return true
  if (!preimage) return false
  const legacy = await client
    .readContract({
      address: owner,
      abi: legacyIsValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [preimage, contractSignature],
    })
    .catch(noOnRevert)
  return legacy?.toLowerCase() === legacyEip1271MagicValue
}
