import { type Address, type Hex, hashMessage, type PublicClient, parseAbi } from 'viem'

const eip1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

/** What `isValidSignature` returns for a valid signature (EIP-1271). */
export const eip1271MagicValue = '0x1626ba7e'

export type SafeSignatureCheck = { valid: boolean; returned: Hex | null }

/**
 * Asks the Safe itself, as any verifier would: `isValidSignature(hashMessage(message), signature)` on the
 * Safe (its fallback handler). A signature of `0x` is valid once the message is signed on chain; a revert
 * means not valid (yet).
 */
export async function checkSafeSignature(
  client: PublicClient,
  { safe, message, signature }: { safe: Address; message: string; signature: Hex },
): Promise<SafeSignatureCheck> {
  try {
    const returned = await client.readContract({
      address: safe,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    })
    return { valid: returned.toLowerCase() === eip1271MagicValue, returned }
  } catch {
    return { valid: false, returned: null }
  }
}
