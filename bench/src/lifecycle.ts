/**
 * Benchmark: the whole multisig lifecycle through the gateway. Starts the product on free ports and, 50 times,
 * owner 1 signs and proposes a transfer out of the demo Safe (`POST …/propose`), owner 2 signs and confirms it
 * (`POST …/confirmations`), owner 2 executes it on chain with the signatures the gateway returned (as the web app
 * does), and the run ends when the execution is on the first `/transactions/history` page. Prints p50/p99 of the
 * whole and of each step. Every request goes through the gateway's full validation (hash recomputed, signatures
 * recovered, owners read from the chain).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDevAccount, getDevchainChain } from '@coffer/devchain'
import { getSafeTxTypedData, hashSafeTx, safeAbi, toSafeTx } from '@coffer/safe'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isHex,
  parseEther,
  TransactionReceiptNotFoundError,
} from 'viem'
import { z } from 'zod'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { median, percentile } from './median.ts'

const runs = Number(process.env.BENCH_LIFECYCLE_RUNS ?? 50)
const pollEveryMs = 5
const giveUpAfterMs = 10_000

const HexSchema = z.string().refine((value): value is Hex => isHex(value))
const DetailsSchema = z.object({
  txId: z.string(),
  detailedExecutionInfo: z.object({
    confirmations: z.array(
      z.object({ signer: z.object({ value: z.string() }), signature: HexSchema.nullable() }),
    ),
  }),
})
const HistorySchema = z.object({
  results: z.array(z.object({ type: z.string(), transaction: z.object({ id: z.string() }).optional() })),
})

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-lifecycle-'))
const product = await startCoffer({
  dataDir,
  ports: { rpc: 0, web: 0, safeApps: 0 },
  logLevel: 'warn',
  log: () => {},
})

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** The signatures bytes `execTransaction` wants: static parts sorted by signer address. */
function toExecSignatures(
  confirmations: readonly { signer: { value: string }; signature: Hex | null }[],
): Hex {
  const sorted = [...confirmations].sort((a, b) =>
    a.signer.value.toLowerCase() < b.signer.value.toLowerCase() ? -1 : 1,
  )
  return concat(
    sorted.map((confirmation) => {
      if (!confirmation.signature) throw new Error(`No signature stored for ${confirmation.signer.value}`)
      return confirmation.signature
    }),
  )
}

try {
  const { demo, rpcUrl } = product
  if (!demo || !rpcUrl) throw new Error('The benchmark needs the local chain and its demo Safe')
  const chain = getDevchainChain({ chainId: 31337, rpcUrl })
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const proposer = getDevAccount(1)
  const confirmer = getDevAccount(2)
  const executor = createWalletClient({ account: confirmer, chain, transport })
  const recipient: Address = getDevAccount(9).address
  const api = `${product.webUrl}/v1/chains/31337`
  const historyUrl = `${api}/safes/${demo.safe}/transactions/history`

  /**
   * Asks for the receipt itself until it comes. viem's `waitForTransactionReceipt` waits for a later block
   * when the node reports the transaction mined before its receipt (anvil does under load,
   * foundry-rs/foundry#10944); on an automining chain no later block comes and the run hung for 3 minutes.
   */
  const pollReceipt = async (hash: Hex) => {
    const sentAt = performance.now()
    for (;;) {
      const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
        if (error instanceof TransactionReceiptNotFoundError) return undefined
        throw error
      })
      if (receipt) return receipt
      if (performance.now() - sentAt > giveUpAfterMs) throw new Error(`${hash} was never mined`)
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
    }
  }

  const ready = performance.now()
  while (!(await fetch(historyUrl)).ok) {
    if (performance.now() - ready > 30_000) throw new Error('The gateway never served the demo Safe')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  const steps = {
    propose: [] as number[],
    confirm: [] as number[],
    execute: [] as number[],
    visible: [] as number[],
  }
  const totals: number[] = []
  for (let run = 0; run < runs; run++) {
    const nonce = await client.readContract({ address: demo.safe, abi: safeAbi, functionName: 'nonce' })
    const tx = toSafeTx({ to: recipient, value: parseEther('0.001'), nonce })
    const typedData = getSafeTxTypedData({ chainId: 31337, safe: demo.safe, tx })
    const safeTxHash = hashSafeTx({ chainId: 31337, safe: demo.safe, tx })

    const start = performance.now()
    const proposed = DetailsSchema.parse(
      await postJson(`${api}/transactions/${demo.safe}/propose`, {
        to: tx.to,
        value: tx.value.toString(),
        data: tx.data,
        nonce: tx.nonce.toString(),
        operation: tx.operation,
        safeTxGas: tx.safeTxGas.toString(),
        baseGas: tx.baseGas.toString(),
        gasPrice: tx.gasPrice.toString(),
        gasToken: tx.gasToken,
        refundReceiver: tx.refundReceiver,
        safeTxHash,
        sender: proposer.address,
        signature: await proposer.signTypedData(typedData),
      }),
    )
    const proposedAt = performance.now()
    const confirmed = DetailsSchema.parse(
      await postJson(`${api}/transactions/${safeTxHash}/confirmations`, {
        signature: await confirmer.signTypedData(typedData),
      }),
    )
    const confirmedAt = performance.now()
    const hash = await executor.writeContract({
      address: demo.safe,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [
        tx.to,
        tx.value,
        tx.data,
        tx.operation,
        tx.safeTxGas,
        tx.baseGas,
        tx.gasPrice,
        tx.gasToken,
        tx.refundReceiver,
        toExecSignatures(confirmed.detailedExecutionInfo.confirmations),
      ],
      gas: 200_000n,
    })
    const receipt = await pollReceipt(hash)
    if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted`)
    const executedAt = performance.now()
    for (;;) {
      const response = await fetch(historyUrl)
      const page = response.ok ? HistorySchema.parse(await response.json()) : undefined
      if (page?.results.some((item) => item.transaction?.id === proposed.txId)) break
      if (performance.now() - executedAt > giveUpAfterMs)
        throw new Error(`${proposed.txId} never appeared in the history`)
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
    }
    const visibleAt = performance.now()
    steps.propose.push(proposedAt - start)
    steps.confirm.push(confirmedAt - proposedAt)
    steps.execute.push(executedAt - confirmedAt)
    steps.visible.push(visibleAt - executedAt)
    totals.push(visibleAt - start)
  }

  const figure = (values: number[]) =>
    `p50 ${median(values).toFixed(0)} ms   p99 ${percentile(values, 99).toFixed(0)} ms`
  console.log(
    `Propose → confirm → execute → visible in /transactions/history, ${runs} runs through the gateway`,
  )
  console.log(`  whole      ${figure(totals)}`)
  console.log(`  propose    ${figure(steps.propose)}   (signature verified, owners read from the chain)`)
  console.log(`  confirm    ${figure(steps.confirm)}`)
  console.log(`  execute    ${figure(steps.execute)}   (execTransaction until its receipt)`)
  console.log(
    `  visible    ${figure(steps.visible)}   (receipt → in the history API; the indexer polls the head every 250 ms here)`,
  )
} finally {
  await product.stop()
  await rm(dataDir, { recursive: true, force: true })
}
