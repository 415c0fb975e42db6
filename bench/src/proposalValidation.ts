/**
 * Benchmark: proposal validation throughput, for EOA signatures and for EIP-1271 signatures, as ratios of
 * viem's own signer recovery measured in the same run on the same machine.
 *
 * Set-up: the local chain; a 1-of-1 Safe owned by a dev account is added as an owner of the demo Safe, so
 * the demo Safe has EOA owners and a contract owner whose `isValidSignature` answers on the chain. The
 * gateway runs in this process (HTTP, indexer on). Every proposal is a distinct SafeTx with one signature:
 * an owner's EIP-712 signature (EOA), or the owner Safe's contract signature (v = 0) whose dynamic part is
 * its owner's signature over the SafeMessage of the SafeTx's preimage, which a 1.4.1 Safe asks it about
 * (EIP-1271).
 *
 * Rates, each the median of a few rounds measured in turn so that load from elsewhere hits them alike, and
 * ratios taken within each round:
 * - baselines: viem `recoverAddress` (the hash given) and `recoverTypedDataAddress` (the SafeTx hashed too)
 *   over the same EOA signatures, one after another;
 * - core: the gateway's `verifySafeSignaturesBatch` (split, libsecp256k1 recovery or an `isValidSignature`
 *   eth_call through the gateway's JSON-RPC batching client, as `POST …/propose` makes it), the hash given,
 *   50 at a time;
 * - full: `POST /v1/chains/31337/transactions/{safe}/propose` over HTTP with requests in flight — body
 *   parsed, nonce, owners and VERSION read from the chain, hash recomputed, signature verified, proposal
 *   stored and its details answered. A "proposal verified" is a 200 from there;
 * - for reference: the gateway's `readSafeOnChain` alone, the chain reads every proposal waits for.
 * It prints figures; it never fails on a number.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DemoDeployment, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { createTestSafe, execSafeTransaction } from '@coffer/devchain/testing'
import { devchainChainConfig, type StartedGateway, startGateway } from '@coffer/gateway'
import { getSafeTxHashPreimage, getSafeTxTypedData, safeAbi } from '@coffer/safe'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  recoverAddress,
  recoverTypedDataAddress,
} from 'viem'
import { createChainRuntime } from '../../apps/gateway/src/createDeps.ts'
import {
  contractSignature,
  devChainId,
  proposeBody,
  safeTxHashOf,
  signSafeMessage,
  signSafeTx,
  type TestTx,
} from '../../apps/gateway/src/modules/proposals/testing/proposalFixtures.ts'
import { batchClient } from '../../apps/gateway/src/safe-chain/batchClient.ts'
import { readSafeOnChain } from '../../apps/gateway/src/safe-chain/readSafeOnChain.ts'
import { verifySafeSignaturesBatch } from '../../apps/gateway/src/safe-chain/verifySafeSignatures.ts'
import { median, percentile } from './median.ts'

const proposalsPerRound = Number(process.env.BENCH_PROPOSALS ?? 300)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const inFlight = Number(process.env.BENCH_CONCURRENCY ?? 16)
const warmUpProposals = 20
const coreBatchSize = 50
/** Stateless layers repeat over their items until at least this long, so that fast ones are timed fairly. */
const minimumMeasureMs = 1_000

const deployer = getDevAccount(0)
const eoaOwner = getDevAccount(1)
const secondOwner = getDevAccount(2)
const ownerSafeOwner = getDevAccount(4)
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

type Proposal = {
  tx: TestTx
  hash: Hex
  preimage: Hex
  signatures: Hex
  signer: Address
  body: ReturnType<typeof proposeBody>
}
type Kind = 'EOA' | 'EIP-1271'

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-proposals-'))
const devchain = await startDevchain({ dataDir: join(dataDir, 'chain'), port: await findFreePort() })
try {
  const ownerSafe = await addContractOwner(devchain.rpcUrl, devchain.demo)
  const gateway = await startGateway({
    port: 0,
    dataDir,
    logLevel: 'silent',
    chains: [{ ...devchainChainConfig, rpcUrl: devchain.rpcUrl }],
  })
  try {
    await measure(gateway, devchain.demo.safe, ownerSafe)
  } finally {
    await gateway.close()
  }
} finally {
  await devchain.stop()
  await rm(dataDir, { recursive: true, force: true })
}

/** A 1-of-1 Safe added as an owner of the demo Safe by two of its owners: the EIP-1271 signer. */
async function addContractOwner(rpcUrl: string, demo: DemoDeployment): Promise<Address> {
  const { safe: ownerSafe } = await createTestSafe({
    rpcUrl,
    sender: deployer,
    owners: [ownerSafeOwner.address],
    threshold: 1,
  })
  await execSafeTransaction({
    rpcUrl,
    safe: demo.safe,
    tx: {
      to: demo.safe,
      data: encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: [ownerSafe, BigInt(demo.threshold)],
      }),
    },
    signers: [eoaOwner, secondOwner],
    executor: deployer,
  })
  return ownerSafe
}

async function measure(gateway: StartedGateway, safe: Address, ownerSafe: Address): Promise<void> {
  const chainConfig = gateway.config.chains[0]
  if (!chainConfig) throw new Error('The gateway has no chain')
  // A client configured as the gateway's own (same transport, timeout and retries).
  const chain = createChainRuntime(chainConfig)
  const api = `${gateway.url}/v1/chains/${devChainId}`
  const waitedFrom = performance.now()
  while (!(await fetch(`${api}/safes/${safe}`)).ok) {
    if (performance.now() - waitedFrom > 30_000) throw new Error(`The gateway never indexed ${safe}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const onChain = await readSafeOnChain(chain, safe)
  if (!onChain.owners.some((owner) => isAddressEqual(owner, ownerSafe)))
    throw new Error(`${ownerSafe} did not become an owner of ${safe}`)

  // ---- sign every proposal up front (viem's JS signing is slow; it is not what is measured)
  let nextValue = 1n
  async function sign(kind: Kind): Promise<Proposal> {
    const tx: TestTx = { to: recipient, value: nextValue++, nonce: onChain.nonce }
    const hash = safeTxHashOf(safe, tx)
    const preimage = getSafeTxHashPreimage({ chainId: devChainId, safe, tx })
    const signer = kind === 'EOA' ? eoaOwner.address : ownerSafe
    const signatures =
      kind === 'EOA'
        ? await signSafeTx(eoaOwner, safe, tx)
        : contractSignature(ownerSafe, await signSafeMessage(ownerSafeOwner, ownerSafe, preimage))
    return {
      tx,
      hash,
      preimage,
      signatures,
      signer,
      body: proposeBody(safe, tx, { sender: signer, signature: signatures }),
    }
  }
  const signAll = async (kind: Kind, count: number) => {
    const proposals: Proposal[] = []
    for (let index = 0; index < count; index++) proposals.push(await sign(kind))
    return proposals
  }
  const warmUp = {
    EOA: await signAll('EOA', warmUpProposals),
    'EIP-1271': await signAll('EIP-1271', warmUpProposals),
  }
  const perRound: Record<Kind, Proposal[]>[] = []
  for (let round = 0; round < rounds; round++)
    perRound.push({
      EOA: await signAll('EOA', proposalsPerRound),
      'EIP-1271': await signAll('EIP-1271', proposalsPerRound),
    })
  const sample = perRound[0]?.EOA ?? []

  // ---- the layers
  const recoverRaw = async (proposals: readonly Proposal[]) => {
    for (const proposal of proposals) {
      const recovered = await recoverAddress({ hash: proposal.hash, signature: proposal.signatures })
      if (!isAddressEqual(recovered, proposal.signer)) throw new Error(`recoverAddress answered ${recovered}`)
    }
  }
  const recoverTyped = async (proposals: readonly Proposal[]) => {
    for (const proposal of proposals) {
      const recovered = await recoverTypedDataAddress({
        ...getSafeTxTypedData({ chainId: devChainId, safe, tx: proposal.tx }),
        signature: proposal.signatures,
      })
      if (!isAddressEqual(recovered, proposal.signer))
        throw new Error(`recoverTypedDataAddress answered ${recovered}`)
    }
  }
  const verifyCore = async (proposals: readonly Proposal[]) => {
    for (let start = 0; start < proposals.length; start += coreBatchSize) {
      const batch = proposals.slice(start, start + coreBatchSize)
      const results = await verifySafeSignaturesBatch(
        batchClient(chain),
        batch.map(({ hash, preimage, signatures }) => ({
          safe,
          version: '1.4.1',
          hash,
          preimage,
          signatures,
          signers: onChain.owners,
        })),
      )
      results.forEach((result, index) => {
        const expected = batch[index]?.signer
        if (!result.ok) throw new Error(`verifySafeSignatures refused a valid signature: ${result.reason}`)
        if (!expected || !result.signatures.every(({ owner }) => isAddressEqual(owner, expected)))
          throw new Error(
            `verifySafeSignatures named ${result.signatures.map(({ owner }) => owner).join(', ')}`,
          )
      })
    }
  }
  const readChain = async (proposals: readonly Proposal[]) => {
    for (let start = 0; start < proposals.length; start += inFlight)
      await Promise.all(proposals.slice(start, start + inFlight).map(() => readSafeOnChain(chain, safe)))
  }
  const latencies: Record<Kind, number[]> = { EOA: [], 'EIP-1271': [] }
  const proposeAll = async (kind: Kind, proposals: readonly Proposal[]) => {
    const queue = [...proposals]
    const worker = async () => {
      for (let proposal = queue.shift(); proposal; proposal = queue.shift()) {
        const sentAt = performance.now()
        const response = await fetch(`${api}/transactions/${safe}/propose`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(proposal.body),
        })
        const text = await response.text()
        if (response.status !== 200) throw new Error(`propose answered ${response.status}: ${text}`)
        latencies[kind].push(performance.now() - sentAt)
      }
    }
    await Promise.all(Array.from({ length: inFlight }, worker))
  }

  /** Items per second; a stateless layer goes round its items until `minimumMeasureMs` has passed. */
  async function rate(
    proposals: readonly Proposal[],
    run: (proposals: readonly Proposal[]) => Promise<void>,
    { repeat }: { repeat: boolean },
  ): Promise<number> {
    const start = performance.now()
    let done = 0
    do {
      await run(proposals)
      done += proposals.length
    } while (repeat && performance.now() - start < minimumMeasureMs)
    return done / ((performance.now() - start) / 1000)
  }

  const rows = {
    recoverAddress: [] as number[],
    recoverTypedDataAddress: [] as number[],
    eoaCore: [] as number[],
    eoaPropose: [] as number[],
    contractCore: [] as number[],
    contractPropose: [] as number[],
    readSafeOnChain: [] as number[],
  }
  // Warm the JIT, the node's caches and the HTTP connections; nothing of this is counted.
  await recoverRaw(warmUp.EOA)
  await recoverTyped(warmUp.EOA)
  await verifyCore(warmUp.EOA)
  await verifyCore(warmUp['EIP-1271'])
  await readChain(warmUp.EOA)
  await proposeAll('EOA', warmUp.EOA)
  await proposeAll('EIP-1271', warmUp['EIP-1271'])
  latencies.EOA.length = 0
  latencies['EIP-1271'].length = 0

  for (const proposals of perRound) {
    rows.recoverAddress.push(await rate(sample, recoverRaw, { repeat: true }))
    rows.recoverTypedDataAddress.push(await rate(sample, recoverTyped, { repeat: true }))
    rows.eoaCore.push(await rate(proposals.EOA, verifyCore, { repeat: true }))
    rows.eoaPropose.push(await rate(proposals.EOA, (items) => proposeAll('EOA', items), { repeat: false }))
    rows.contractCore.push(await rate(proposals['EIP-1271'], verifyCore, { repeat: true }))
    rows.contractPropose.push(
      await rate(proposals['EIP-1271'], (items) => proposeAll('EIP-1271', items), { repeat: false }),
    )
    rows.readSafeOnChain.push(await rate(proposals.EOA, readChain, { repeat: true }))
  }

  // Ratios are taken round by round (each against the baselines of its own round), then their median: load
  // from elsewhere that comes and goes then skews a ratio less than comparing medians would.
  const ratio = (rates: readonly number[], baseline: readonly number[]) =>
    median(rates.map((rate, round) => rate / (baseline[round] ?? Number.NaN)))
  const width = 44
  const line = (name: string, rates: readonly number[], note = '') => {
    const spread = `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`
    console.log(
      `  ${name.padEnd(width)} ${Math.round(median(rates)).toString().padStart(6)} ${spread.padStart(11)} ` +
        `${ratio(rates, rows.recoverAddress).toFixed(2).padStart(6)} ` +
        `${ratio(rates, rows.recoverTypedDataAddress).toFixed(2).padStart(7)}${note}`,
    )
  }
  const latency = (kind: Kind) =>
    `   p50 ${median(latencies[kind]).toFixed(0)} ms, p99 ${percentile(latencies[kind], 99).toFixed(0)} ms`
  console.log(
    `Proposal validation, one signature per proposal: ${rounds} rounds of ${proposalsPerRound} proposals per ` +
      `kind, median round (range); ${inFlight} requests in flight`,
  )
  console.log(
    `Safe ${safe} on the local chain: ${onChain.owners.length} owners, one of them the 1-of-1 Safe ${ownerSafe}`,
  )
  console.log(
    `  ${''.padEnd(width)} ${'per s'.padStart(6)} ${'rounds'.padStart(11)} ${'÷ raw'.padStart(6)} ${'÷ typed'.padStart(7)}`,
  )
  line('viem recoverAddress (raw)', rows.recoverAddress)
  line('viem recoverTypedDataAddress (typed)', rows.recoverTypedDataAddress, '   (SafeTx hashed too)')
  console.log('  EOA signature')
  line('  core: verifySafeSignaturesBatch', rows.eoaCore, '   (libsecp256k1 recovery)')
  line('  full: POST /propose through the gateway', rows.eoaPropose, latency('EOA'))
  console.log('  EIP-1271 signature of the owner Safe')
  line(
    '  core: verifySafeSignaturesBatch',
    rows.contractCore,
    '   (isValidSignature eth_calls, JSON-RPC batched)',
  )
  line('  full: POST /propose through the gateway', rows.contractPropose, latency('EIP-1271'))
  line(
    'readSafeOnChain alone',
    rows.readSafeOnChain,
    '   (nonce, owners, VERSION: every proposal waits for it)',
  )
  console.log(
    '  ÷ raw, ÷ typed: the rate over viem recoverAddress and over recoverTypedDataAddress of the same round ' +
      '(median of rounds); no goal, figures',
  )
}
