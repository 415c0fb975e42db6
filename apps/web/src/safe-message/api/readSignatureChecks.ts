import { compatibilityFallbackHandlerAbi, legacyIsValidSignatureAbi } from '@coffer/safe'
import type { Address, Hex } from 'viem'
import { readContract } from 'viem/actions'
import { getChainClient } from '../../chain/getChainClient.ts'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { type SignatureCallOutcome, type SignatureCheck, toSignatureCheck } from '../model/signatureCheck.ts'

async function settle(promise: Promise<unknown>): Promise<SignatureCallOutcome> {
  try {
    return { status: 'success', result: await promise }
  } catch (error) {
    return { status: 'failure', error }
  }
}

/**
 * Asks the Safe on chain, through the chain's RPC, whether `signature` is its signature of `messageHash`,
 * in both EIP-1271 forms. The legacy `bytes` form is given the 32-byte hash as its data: that is what the
 * Safe's handler hashes into the SafeMessage for the `bytes32` form too, so both answer for the same
 * message. Never throws: a failed call is a "not valid".
 */
export async function readSignatureChecks(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  { safe, messageHash, signature }: { safe: Address; messageHash: Hex; signature: Hex },
): Promise<SignatureCheck[]> {
  const client = getChainClient(chain)
  const [bytes32, bytes] = await Promise.all([
    settle(
      readContract(client, {
        address: safe,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'isValidSignature',
        args: [messageHash, signature],
      }),
    ),
    settle(
      readContract(client, {
        address: safe,
        abi: legacyIsValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [messageHash, signature],
      }),
    ),
  ])
  return [toSignatureCheck('bytes32', bytes32), toSignatureCheck('bytes', bytes)]
}
