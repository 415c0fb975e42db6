import { hashSafeTx, toSafeTx } from '@coffer/safe'
import { type Address, zeroAddress } from 'viem'
import {
  type TransactionDetails,
  TransactionDetailsSchema,
} from '../../transactions/TransactionDetailsSchema.ts'

/** Anvil's well-known dev keys: test owners whose signatures are real. */
export const ownerKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const

export const testSafe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
export const testChainId = 31337
export const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const addressEx = (value: string) => ({ value, name: null, logoUri: null })

export const testSafeTx = toSafeTx({ to: recipient, value: 10n ** 18n, nonce: 3n })
export const testSafeTxHash = hashSafeTx({
  chainId: testChainId,
  safe: testSafe,
  tx: testSafeTx,
  version: '1.4.1',
})

/** A queued transaction as the gateway sends its details (§4.6); `override` tampers with the wire body. */
export function testDetailsJson({
  value = testSafeTx.value.toString(),
  safeTxHash = testSafeTxHash,
  confirmations = [] as { signer: string; signature: string | null }[],
  proposer = recipient as string,
  signers = [] as string[],
}: {
  value?: string
  safeTxHash?: string
  confirmations?: { signer: string; signature: string | null }[]
  proposer?: string
  /** The Safe's owners, as the details list them. */
  signers?: string[]
} = {}) {
  return {
    safeAddress: testSafe,
    txId: `multisig_${testSafe}_${safeTxHash}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Transfer',
      sender: addressEx(testSafe),
      recipient: addressEx(recipient),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value },
      humanDescription: null,
    },
    txData: {
      hexData: null,
      dataDecoded: null,
      to: addressEx(recipient),
      value,
      operation: 0,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1_700_000_000_000,
      nonce: 3,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: zeroAddress,
      refundReceiver: addressEx(zeroAddress),
      safeTxHash,
      executor: null,
      signers: signers.map(addressEx),
      confirmationsRequired: 2,
      confirmations: confirmations.map((c) => ({
        signer: addressEx(c.signer),
        signature: c.signature,
        submittedAt: 1_700_000_000_000,
      })),
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: addressEx(proposer),
      proposedByDelegate: null,
    },
    txHash: null,
    safeAppInfo: null,
    note: null,
  }
}

export function testDetails(options: Parameters<typeof testDetailsJson>[0] = {}): TransactionDetails {
  return TransactionDetailsSchema.parse(testDetailsJson(options))
}
