import { getDevAccount, getDevchainChain } from '@coffer/devchain'
import { waitForReceipt } from '@coffer/devchain/testing'
import { getDeleteRequestTypedData, safeAbi } from '@coffer/safe'
import {
  deleteTransaction,
  getTransactionDetails,
  proposeTransaction,
} from '@safe-global/safe-gateway-typescript-sdk'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isHex,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from './testing/proposalFixtures.ts'

const chainId = String(devChainId)
const [owner1, owner2] = [getDevAccount(1), getDevAccount(2)]
const executor = getDevAccount(0)

describe('propose, confirm, execute and delete through the official SDK on the demo Safe', () => {
  let env: GatewayOnDevchain
  let safe: Address

  beforeAll(async () => {
    env = await startGatewayOnDevchain('proposals-sdk')
    safe = env.devchain.demo.safe
    await waitForSafeIndexed(env.gateway.url, chainId, safe)
  }, 60_000)

  afterAll(async () => {
    await env?.close()
  })

  const readNonce = () =>
    createPublicClient({ transport: http(env.devchain.rpcUrl) }).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })

  it('proposes with the SDK, confirms with a second owner, executes with viem, and the index moves it to history', async () => {
    const nonce = await readNonce()
    const tx = { to: owner1.address, value: 1000n, nonce }
    const hash = safeTxHashOf(safe, tx)
    const proposed = await proposeTransaction(
      chainId,
      safe,
      proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
    )
    expect(proposed).toMatchObject({ txId: `multisig_${safe}_${hash}`, txStatus: 'AWAITING_CONFIRMATIONS' })

    const confirmed = await fetch(
      `${env.gateway.url}/v1/chains/${chainId}/transactions/${hash}/confirmations`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ signature: await signSafeTx(owner2, safe, tx) }),
      },
    )
    expect(confirmed.status).toBe(200)
    const details = await getTransactionDetails(chainId, hash)
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    const info = details.detailedExecutionInfo
    if (info?.type !== 'MULTISIG') throw new Error('Expected multisig details')
    const signatures = concat(
      [...info.confirmations]
        .sort((a, b) => (a.signer.value.toLowerCase() < b.signer.value.toLowerCase() ? -1 : 1))
        .map((confirmation) => hexOf(confirmation.signature)),
    )

    const transport = http(env.devchain.rpcUrl)
    const chain = getDevchainChain({ chainId: devChainId, rpcUrl: env.devchain.rpcUrl })
    const wallet = createWalletClient({ account: executor, chain, transport })
    const sent = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [owner1.address, 1000n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
    })
    await waitForReceipt(createPublicClient({ chain, transport }), {
      hash: sent,
    })

    const executed = await waitFor(
      async () => {
        const current = await getTransactionDetails(chainId, hash)
        return current.txStatus === 'SUCCESS' ? current : undefined
      },
      { what: 'the execution indexed' },
    )
    expect(executed.txHash).toBe(sent)
    expect(executed.detailedExecutionInfo).toMatchObject({ proposer: { value: owner1.address } })
  }, 60_000)

  it('deletes a proposal with the SDK, signed by its proposer', async () => {
    const tx = { to: owner2.address, value: 7n, nonce: await readNonce() }
    const hash = safeTxHashOf(safe, tx)
    await proposeTransaction(
      chainId,
      safe,
      proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
    )
    const signature = await owner1.signTypedData(
      getDeleteRequestTypedData({ chainId: devChainId, safe, safeTxHash: hash }),
    )
    await deleteTransaction(chainId, hash, signature)
    await expect(getTransactionDetails(chainId, hash)).rejects.toThrow('CGW error - 404: An error occurred')
  })

  it('surfaces a refusal as the SDK error CGW would produce', async () => {
    const tx = { to: owner2.address, value: 1n, nonce: 0n }
    await expect(
      proposeTransaction(
        chainId,
        safe,
        proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
      ),
    ).rejects.toThrow('CGW error - 422: Invalid nonce')
  })
})

function hexOf(value: string | null | undefined): Hex {
  if (value === null || value === undefined || !isHex(value)) throw new Error(`Not a signature: ${value}`)
  return value
}
