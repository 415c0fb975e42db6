import { getDevAccount, getDevchainChain } from '@coffer/devchain'
import { createTestSafe, execSafeTransaction, waitForReceipt } from '@coffer/devchain/testing'
import { getDeleteRequestTypedData, multiSendAbi, safeAbi, safeDeployments } from '@coffer/safe'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  http,
  size,
} from 'viem'
import { z } from 'zod'
import { waitFor } from '../../src/indexer/testing/indexerHarness.ts'
import {
  proposeBody,
  safeTxHashOf,
  signSafeTx,
} from '../../src/modules/proposals/testing/proposalFixtures.ts'
import { buildSignedExecTransaction } from '../../src/modules/relay/testing/buildSignedExecTransaction.ts'
import type { GatewayOnDevchain } from '../startGatewayOnDevchain.ts'
import type { FuzzContext } from './generateFuzzRequest.ts'

const PageSchema = z.object({
  results: z.array(z.object({ type: z.string(), transaction: z.object({ id: z.string() }).optional() })),
})

/**
 * Puts the demo Safe through a little life (one execution, one queued proposal), makes a second Safe with
 * a module that has run a call, and collects what a fuzz run starts from: their ids, hashes, calldata that
 * decodes and valid signed requests for the write routes.
 */
export async function buildFuzzContext({ devchain, gateway }: GatewayOnDevchain): Promise<FuzzContext> {
  const chainId = devchain.chainId
  const safe = devchain.demo.safe
  const [owner1, owner2, owner3] = [getDevAccount(1), getDevAccount(2), getDevAccount(3)]
  const client = createPublicClient({ transport: http(devchain.rpcUrl) })
  const api = (path: string, init?: RequestInit) => fetch(`${gateway.url}/v1/chains/${chainId}${path}`, init)

  const executed = await execSafeTransaction({
    rpcUrl: devchain.rpcUrl,
    chainId,
    safe,
    tx: { to: owner3.address, value: 1n },
    signers: [owner1, owner2],
    executor: getDevAccount(0),
  })
  const moduleSafe = await createSafeWithModuleTransaction(devchain.rpcUrl, chainId)
  const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  await waitFor(async () => (await readNonce(safe)) === Number(nonce), {
    what: 'the demo Safe indexed at its current nonce',
  })
  await waitFor(async () => (await readHistory(moduleSafe)).results.length >= 2, {
    what: 'the module Safe indexed with its module transaction',
  })

  // A proposal in the queue, signed by owner 1: confirmations and deletion have something to act on.
  const queued = { to: owner1.address, value: 1n, nonce }
  const queuedHash = safeTxHashOf(safe, queued)
  const proposed = await api(`/transactions/${safe}/propose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      proposeBody(safe, queued, {
        sender: owner1.address,
        signature: await signSafeTx(owner1, safe, queued),
      }),
    ),
  })
  if (!proposed.ok) throw new Error(`Proposing the queued transaction failed: ${await proposed.text()}`)
  const next = { to: owner2.address, value: 2n, nonce: nonce + 1n }

  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner2.address, 1n] })
  const multiSend = encodeFunctionData({
    abi: multiSendAbi,
    functionName: 'multiSend',
    args: [
      concat([packMultiSendCall(devchain.demo.token, transfer), packMultiSendCall(owner2.address, '0x')]),
    ],
  })
  const addOwner = encodeFunctionData({
    abi: safeAbi,
    functionName: 'addOwnerWithThreshold',
    args: [getDevAccount(4).address, 2n],
  })
  const { data: execTransaction } = await buildSignedExecTransaction(client, {
    chainId,
    safe,
    tx: { to: owner3.address, value: 1n },
    signers: [owner1, owner2],
  })

  const queue = PageSchema.parse(await (await api(`/safes/${safe}/transactions/queued`)).json())
  const items = [
    ...(await readHistory(safe)).results,
    ...(await readHistory(moduleSafe)).results,
    ...queue.results,
  ]
  const transactionIds = items.flatMap((item) => (item.transaction ? [item.transaction.id] : []))

  const call = { to: devchain.demo.token, value: '0', data: transfer, operation: 0 }
  return {
    chainIds: [String(chainId)],
    safes: [safe, moduleSafe],
    addresses: [
      owner1.address,
      owner2.address,
      owner3.address,
      devchain.demo.token,
      devchain.demo.nft,
      safeDeployments.safeL2,
      safeDeployments.multiSendCallOnly,
    ],
    hashes: [queuedHash, executed.safeTxHash, executed.receipt.transactionHash],
    transactionIds,
    calldata: [transfer, multiSend, addOwner, execTransaction],
    examples: {
      'POST /v1/chains/{chainId}/transactions/{safeAddress}/propose': [
        {
          path: { chainId: String(chainId), safeAddress: safe },
          body: proposeBody(safe, next, {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, next),
          }),
        },
      ],
      'POST /v1/chains/{chainId}/transactions/{safeTxHash}/confirmations': [
        {
          path: { chainId: String(chainId), safeTxHash: queuedHash },
          body: { signature: await signSafeTx(owner2, safe, queued) },
        },
      ],
      'DELETE /v1/chains/{chainId}/transactions/{safeTxHash}': [
        {
          path: { chainId: String(chainId), safeTxHash: queuedHash },
          body: {
            signature: await owner1.signTypedData(
              getDeleteRequestTypedData({ chainId, safe, safeTxHash: queuedHash }),
            ),
          },
        },
      ],
      'POST /v1/chains/{chainId}/transactions/{safeAddress}/preview': [{ body: call }],
      'POST /v2/chains/{chainId}/safes/{safeAddress}/multisig-transactions/estimations': [{ body: call }],
      'POST /v1/chains/{chainId}/safes/{safeAddress}/simulations': [{ body: call }],
      'POST /v1/chains/{chainId}/data-decoder': [
        { body: { data: multiSend, to: safeDeployments.multiSendCallOnly } },
        { body: { data: execTransaction, to: safe } },
      ],
      'POST /v1/chains/{chainId}/relay': [{ body: { version: '1.4.1', to: safe, data: execTransaction } }],
    },
  }

  async function readNonce(address: Address): Promise<number | undefined> {
    const answer = await api(`/safes/${address}/nonces`)
    const parsed = z.object({ currentNonce: z.number() }).safeParse(await answer.json())
    return parsed.success ? parsed.data.currentNonce : undefined
  }

  async function readHistory(address: Address) {
    const answer = await api(`/safes/${address}/transactions/history`)
    return answer.ok ? PageSchema.parse(await answer.json()) : { results: [] }
  }
}

/** A 1-of-1 Safe of dev account 5 that enabled that account as a module, which then made it send a call. */
async function createSafeWithModuleTransaction(rpcUrl: string, chainId: number): Promise<Address> {
  const account = getDevAccount(5)
  const { safe } = await createTestSafe({
    rpcUrl,
    chainId,
    sender: account,
    owners: [account.address],
    threshold: 1,
    saltNonce: 5n,
  })
  await execSafeTransaction({
    rpcUrl,
    chainId,
    safe,
    tx: {
      to: safe,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [account.address] }),
    },
    signers: [account],
    executor: account,
  })
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account, chain: getDevchainChain({ chainId, rpcUrl }), transport })
  const hash = await wallet.writeContract({
    address: safe,
    abi: safeAbi,
    functionName: 'execTransactionFromModule',
    args: [getDevAccount(1).address, 0n, '0x', 0],
  })
  await waitForReceipt(createPublicClient({ transport }), { hash })
  return safe
}

/** One call of a MultiSend batch: operation ‖ to ‖ value ‖ data length ‖ data. */
function packMultiSendCall(to: Address, data: Hex): Hex {
  return encodePacked(
    ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
    [0, to, 0n, BigInt(size(data)), data],
  )
}
