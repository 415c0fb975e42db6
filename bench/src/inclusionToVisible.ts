/**
 * Benchmark: from block inclusion to visible in the history API. Starts the whole product on free ports,
 * executes 100 transfers out of the demo Safe (two owner signatures, `execTransaction` from owner 1), and for
 * each measures the time from the moment the node answered `eth_sendRawTransaction` (anvil mines the block
 * before it answers) to the first `/transactions/history` page containing the execution. Goal: p50 ≤ 1 s
 * (the leading product polls every 15 s). Prints p50, p99 and max.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDevAccount, getDevchainChain } from '@coffer/devchain'
import { getSafeTxTypedData, hashSafeTx, safeAbi, toSafeTx } from '@coffer/safe'
import { concat, createPublicClient, createWalletClient, encodeFunctionData, http, parseEther } from 'viem'
import { z } from 'zod'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { median, percentile } from './median.ts'

const executions = Number(process.env.BENCH_EXECUTIONS ?? 100)
const pollEveryMs = 5
const giveUpAfterMs = 10_000

const HistorySchema = z.object({
  results: z.array(z.object({ type: z.string(), transaction: z.object({ id: z.string() }).optional() })),
})

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-inclusion-'))
const product = await startCoffer({
  dataDir,
  ports: { rpc: 0, web: 0, safeApps: 0 },
  logLevel: 'warn',
  log: () => {},
})

try {
  const { demo, rpcUrl } = product
  if (!demo || !rpcUrl) throw new Error('The benchmark needs the local chain and its demo Safe')
  const chain = getDevchainChain({ chainId: 31337, rpcUrl })
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const executor = getDevAccount(1)
  const wallet = createWalletClient({ account: executor, chain, transport })
  const signers = [getDevAccount(1), getDevAccount(2)].sort((a, b) =>
    a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1,
  )
  const recipient = getDevAccount(9).address
  const historyUrl = `${product.webUrl}/v1/chains/31337/safes/${demo.safe}/transactions/history`

  // The indexer reads the freshly started chain first; measure only once it serves the demo Safe.
  const readHistory = async () => {
    const response = await fetch(historyUrl)
    return response.ok ? HistorySchema.parse(await response.json()) : undefined
  }
  const ready = performance.now()
  while (!(await readHistory())) {
    if (performance.now() - ready > 30_000) throw new Error('The gateway never served the demo Safe')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  const latencies: number[] = []
  for (let run = 0; run < executions; run++) {
    const nonce = await client.readContract({ address: demo.safe, abi: safeAbi, functionName: 'nonce' })
    const tx = toSafeTx({ to: recipient, value: parseEther('0.001'), nonce })
    const typedData = getSafeTxTypedData({ chainId: 31337, safe: demo.safe, tx })
    const signatures = concat(await Promise.all(signers.map((signer) => signer.signTypedData(typedData))))
    const data = encodeFunctionData({
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
        signatures,
      ],
    })
    const request = await wallet.prepareTransactionRequest({ to: demo.safe, data, gas: 200_000n })
    const serialized = await wallet.signTransaction(request)
    const id = `multisig_${demo.safe}_${hashSafeTx({ chainId: 31337, safe: demo.safe, tx })}`

    await wallet.sendRawTransaction({ serializedTransaction: serialized })
    const included = performance.now()
    for (;;) {
      const page = await readHistory()
      if (page?.results.some((item) => item.transaction?.id === id)) break
      if (performance.now() - included > giveUpAfterMs) throw new Error(`${id} never appeared in the history`)
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
    }
    latencies.push(performance.now() - included)
  }

  console.log(
    `Block inclusion → visible in /transactions/history, ${executions} executions (polled every ${pollEveryMs} ms)`,
  )
  console.log(
    `  p50 ${median(latencies).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   max ${Math.max(...latencies).toFixed(0)} ms`,
  )
  console.log('  goal: p50 ≤ 1000 ms (the leading product polls every 15 s)')
} finally {
  await product.stop()
  await rm(dataDir, { recursive: true, force: true })
}
