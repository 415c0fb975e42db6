import type { RecoverAddress } from '@coffer/safe'
import secp256k1 from 'secp256k1'
import { bytesToHex, getAddress, hexToBytes, keccak256, recoverAddress } from 'viem'

/**
 * Signer recovery through libsecp256k1 (the `secp256k1` package's prebuilt binding): ~0.1 ms a signature
 * where viem's pure-JS recovery takes ~5 ms on this class of machine, and the indexer recovers two or more
 * owners for every execution it reads. Anything the binding refuses (a malformed or non-canonical
 * signature) goes to viem, so the answers are the same as before, only faster.
 */
export const recoverAddressNative: RecoverAddress = async ({ hash, signature }) => {
  const bytes = hexToBytes(signature)
  const v = bytes[64]
  if (bytes.length !== 65 || (v !== 27 && v !== 28)) return recoverAddress({ hash, signature })
  try {
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), v - 27, hexToBytes(hash), false)
    return getAddress(`0x${keccak256(bytesToHex(publicKey.subarray(1))).slice(-40)}`)
  } catch {
    return recoverAddress({ hash, signature })
  }
}
