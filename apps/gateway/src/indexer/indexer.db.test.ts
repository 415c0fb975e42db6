import { getDevAccount } from '@coffer/devchain'
import {
  createTestSafe,
  execSafeTransaction,
  mintDemoToken,
  sendEth,
  waitForReceipt,
} from '@coffer/devchain/testing'
import { safeAbi, safeDeployments } from '@coffer/safe'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import { createMemorySafeChangeBus, type SafeChange } from '../live/safeChanges.ts'
import { devchainDemoTokens } from '../resolveIndexerOptions.ts'
import type { ChainIndexer } from './startChainIndexer.ts'
import { createRecordingLogger, rpc, waitForIndexedHead } from './testing/indexerHarness.ts'

const account = (index: number) => getDevAccount(index)
const sentinel = '0x0000000000000000000000000000000000000001'

describe.each(testDatabaseKinds)('indexer on a real anvil (%s)', (kind) => {
  const devchain = useTestDevchain('indexer')
  let database: TestDatabase
  let indexer: ChainIndexer
  const changes: SafeChange[] = []
  const log = createRecordingLogger()

  const db = () => database.db
  const chainId = 31337
  const client = () => createPublicClient({ transport: http(devchain.rpcUrl) })
  const indexed = () => waitForIndexedHead(db(), { chainId, rpcUrl: devchain.rpcUrl })
  const exec = (
    tx: Parameters<typeof execSafeTransaction>[0]['tx'],
    signers = [account(1), account(2)],
    safe?: Address,
  ) =>
    execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: safe ?? devchain.demo.safe,
      tx,
      signers,
      executor: account(0),
    })
  const selfCall = (data: `0x${string}`, signers?: ReturnType<typeof account>[]) =>
    exec({ to: devchain.demo.safe, data }, signers)
  const latestState = (address: Address) =>
    db()
      .selectFrom('safe_states')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('address', '=', address)
      .orderBy('block_number', 'desc')
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    const bus = createMemorySafeChangeBus()
    bus.subscribe((change) => changes.push(change))
    indexer = startTestChainIndexer(
      database.db,
      { rpcUrl: devchain.rpcUrl, trustedTokens: devchainDemoTokens },
      { changes: bus, log },
    )
    await indexed()
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('discovers the demo Safe with its creation, setup state, owners, funding and tokens', async () => {
    const { safe, owners, token, nft } = devchain.demo
    const row = await db()
      .selectFrom('safes')
      .selectAll()
      .where('address', '=', safe)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      chain_id: chainId,
      creator: account(0).address,
      factory: safeDeployments.safeProxyFactory,
      singleton: safeDeployments.safeL2,
      salt_nonce: '0',
    })
    expect(row.created_block).toBeGreaterThan(0)
    expect(row.created_tx_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(row.setup_data).toMatch(/^0xb63e800d/) // setup(...)
    expect(await latestState(safe)).toMatchObject({
      owners: JSON.stringify(owners),
      threshold: 2,
      modules: '[]',
      fallback_handler: safeDeployments.compatibilityFallbackHandler,
      guard: null,
      singleton: safeDeployments.safeL2,
      nonce: 0,
    })
    const ownerRows = await db().selectFrom('safe_owners').select('owner').where('safe', '=', safe).execute()
    expect(ownerRows.map((r) => r.owner).sort()).toEqual([...owners].sort())

    const transfers = await db()
      .selectFrom('transfers')
      .selectAll()
      .where('safe', '=', safe)
      .orderBy('block_number')
      .execute()
    expect(transfers.map((t) => [t.type, t.token_address, t.value, t.token_id, t.in_safe_tx])).toEqual([
      ['NATIVE_COIN', null, parseEther('10').toString(), null, 0],
      ['ERC20', token, parseEther('1000').toString(), null, 0],
      ['ERC721', nft, null, '0', 0],
    ])
    expect(transfers[0]?.transfer_id).toMatch(/^i[0-9a-f]{64}\d+$/)
    expect(transfers[1]?.transfer_id).toMatch(/^e[0-9a-f]{64}\d+$/)
    const tokens = await db().selectFrom('tokens').selectAll().orderBy('address').execute()
    expect(tokens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          address: token,
          type: 'ERC20',
          symbol: 'CDT',
          name: 'Coffer Demo Token',
          decimals: 18,
          trusted: 1,
        }),
        expect.objectContaining({ address: nft, type: 'ERC721', symbol: 'CNFT', decimals: null }),
      ]),
    )
  })

  it('records an executed multisig transaction with its decoded confirmations', async () => {
    const before = changes.length
    const { safeTxHash, receipt } = await exec({ to: account(5).address, value: parseEther('1') })
    await indexed()
    const row = await db()
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('safe_tx_hash', '=', safeTxHash)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      safe: devchain.demo.safe,
      to: account(5).address,
      value: parseEther('1').toString(),
      data: null,
      operation: 0,
      nonce: 0,
      trusted: 1,
      proposed_at: null,
      confirmations_required: 2,
      executed_block: Number(receipt.blockNumber),
      executed_tx_hash: receipt.transactionHash,
      executor: account(0).address,
      success: 1,
    })
    const confirmations = await db()
      .selectFrom('multisig_confirmations')
      .selectAll()
      .where('safe_tx_hash', '=', safeTxHash)
      .orderBy('owner')
      .execute()
    expect(confirmations.map((c) => [c.owner, c.signature_type, c.block_number])).toEqual(
      [account(1).address, account(2).address]
        .sort()
        .map((owner) => [owner, 'EOA', Number(receipt.blockNumber)]),
    )
    expect((await latestState(devchain.demo.safe)).nonce).toBe(1)
    const published = changes.slice(before).filter((c) => c.safe === devchain.demo.safe)
    expect(published.flatMap((c) => c.kinds)).toEqual(expect.arrayContaining(['history', 'queue', 'safe']))
  })

  it('marks a token transfer made by a Safe execution as part of it', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(5).address, 10n],
    })
    const { receipt } = await exec({ to: devchain.demo.token, data })
    await indexed()
    const transfer = await db()
      .selectFrom('transfers')
      .selectAll()
      .where('tx_hash', '=', receipt.transactionHash)
      .executeTakeFirstOrThrow()
    expect(transfer).toMatchObject({
      type: 'ERC20',
      from: devchain.demo.safe,
      to: account(5).address,
      value: '10',
      in_safe_tx: 1,
    })
  })

  it('replays owner, threshold, module and fallback handler changes in the order the contract keeps them', async () => {
    const safe = devchain.demo.safe
    await selfCall(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: [account(4).address, 2n],
      }),
    )
    // owners: 4, 1, 2, 3 → swap 2 for 6 (prev 1) → remove 3 (prev 6) → threshold 1
    await selfCall(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'swapOwner',
        args: [account(1).address, account(2).address, account(6).address],
      }),
    )
    await selfCall(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [account(6).address, account(3).address, 2n],
      }),
      [account(1), account(4)],
    )
    await selfCall(encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }), [
      account(1),
      account(4),
    ])
    await selfCall(
      encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [account(7).address] }),
      [account(1)],
    )
    await selfCall(
      encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [account(8).address] }),
      [account(1)],
    )
    const moduleWallet = createWalletClient({ account: account(7), transport: http(devchain.rpcUrl) })
    const moduleTx = await moduleWallet.writeContract({
      chain: null,
      address: safe,
      abi: safeAbi,
      functionName: 'execTransactionFromModule',
      args: [account(9).address, 5n, '0x', 0],
    })
    await waitForReceipt(client(), { hash: moduleTx })
    await selfCall(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'disableModule',
        args: [account(8).address, account(7).address],
      }),
      [account(1)],
    )
    await selfCall(
      encodeFunctionData({ abi: safeAbi, functionName: 'setFallbackHandler', args: [account(9).address] }),
      [account(1)],
    )
    await indexed()

    const [owners, threshold, [modules], nonce] = await Promise.all([
      client().readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' }),
      client().readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold' }),
      client().readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'getModulesPaginated',
        args: [sentinel, 10n],
      }),
      client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }),
    ])
    expect(owners).toEqual([account(4).address, account(1).address, account(6).address])
    expect(await latestState(safe)).toMatchObject({
      owners: JSON.stringify(owners),
      threshold: Number(threshold),
      modules: JSON.stringify(modules),
      fallback_handler: account(9).address,
      nonce: Number(nonce),
    })
    const ownerRows = await db().selectFrom('safe_owners').select('owner').where('safe', '=', safe).execute()
    expect(ownerRows.map((r) => r.owner).sort()).toEqual([...owners].sort())

    const module = await db()
      .selectFrom('module_transactions')
      .selectAll()
      .where('tx_hash', '=', moduleTx)
      .executeTakeFirstOrThrow()
    expect(module).toMatchObject({
      safe,
      module: account(7).address,
      to: account(9).address,
      value: '5',
      success: 1,
      operation: 0,
    })
    expect(module.module_tx_id).toBe(`i${moduleTx.slice(2)}${module.log_index}`)
  })

  it('stores an on-chain approval as an approved-hash confirmation', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const wallet = createWalletClient({ account: account(4), transport: http(devchain.rpcUrl) })
    const tx = await wallet.writeContract({
      chain: null,
      address: devchain.demo.safe,
      abi: safeAbi,
      functionName: 'approveHash',
      args: [hash],
    })
    await waitForReceipt(client(), { hash: tx })
    await indexed()
    const confirmation = await db()
      .selectFrom('multisig_confirmations')
      .selectAll()
      .where('safe_tx_hash', '=', hash)
      .executeTakeFirstOrThrow()
    expect(confirmation).toMatchObject({ owner: account(4).address, signature_type: 'APPROVED_HASH' })
    expect(confirmation.signature).toBe(
      `0x${account(4).address.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}01`,
    )
  })

  it('discovers new Safes and reads an L1 Safe execution from its transaction input', async () => {
    const { safe } = await createTestSafe({
      rpcUrl: devchain.rpcUrl,
      sender: account(0),
      owners: [account(1).address],
      threshold: 1,
      singleton: safeDeployments.safe,
      saltNonce: 7n,
    })
    await sendEth({ rpcUrl: devchain.rpcUrl, from: account(0), to: safe, value: 1000n })
    const { safeTxHash } = await exec({ to: account(5).address, value: 1n }, [account(1)], safe)
    await mintDemoToken({
      rpcUrl: devchain.rpcUrl,
      from: account(0),
      token: devchain.demo.token,
      to: safe,
      amount: 3n,
    })
    await indexed()
    expect(await latestState(safe)).toMatchObject({
      owners: JSON.stringify([account(1).address]),
      threshold: 1,
      singleton: safeDeployments.safe,
      nonce: 1,
    })
    const row = await db()
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('safe_tx_hash', '=', safeTxHash)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      safe,
      to: account(5).address,
      value: '1',
      nonce: 0,
      confirmations_required: 1,
      success: 1,
    })
    const transfers = await db()
      .selectFrom('transfers')
      .select(['type', 'value'])
      .where('safe', '=', safe)
      .execute()
    expect(transfers).toEqual(
      expect.arrayContaining([
        { type: 'NATIVE_COIN', value: '1000' },
        { type: 'ERC20', value: '3' },
      ]),
    )
  })

  it('follows anvil_reorg: the reorged execution disappears and the nonce steps back', async () => {
    const safe = devchain.demo.safe
    const nonceBefore = (await latestState(safe)).nonce
    const { safeTxHash } = await exec({ to: account(5).address, value: 1n }, [account(1)])
    await indexed()
    expect((await latestState(safe)).nonce).toBe(nonceBefore + 1)
    const before = changes.length
    await rpc(devchain.rpcUrl, 'anvil_reorg', [2, []])
    await waitForRollback(() =>
      db()
        .selectFrom('multisig_transactions')
        .select('safe_tx_hash')
        .where('safe_tx_hash', '=', safeTxHash)
        .executeTakeFirst(),
    )
    await indexed()
    expect((await latestState(safe)).nonce).toBe(nonceBefore)
    expect(changes.slice(before).some((c) => c.safe === safe && c.kinds.includes('history'))).toBe(true)
    expect(log.infos.some((line) => line.includes('reorg'))).toBe(true)
  })

  it('follows evm_snapshot/evm_revert, then indexes the new branch', async () => {
    const safe = devchain.demo.safe
    const nonceBefore = (await latestState(safe)).nonce
    const snapshot = await rpc(devchain.rpcUrl, 'evm_snapshot')
    const reverted = await exec({ to: account(5).address, value: 2n }, [account(1)])
    await exec({ to: account(5).address, value: 3n }, [account(1)])
    await indexed()
    expect((await latestState(safe)).nonce).toBe(nonceBefore + 2)
    await rpc(devchain.rpcUrl, 'evm_revert', [snapshot])
    await waitForRollback(() =>
      db()
        .selectFrom('multisig_transactions')
        .select('safe_tx_hash')
        .where('safe_tx_hash', '=', reverted.safeTxHash)
        .executeTakeFirst(),
    )
    expect((await latestState(safe)).nonce).toBe(nonceBefore)
    const branch = await exec({ to: account(6).address, value: 4n }, [account(1)])
    await indexed()
    const row = await db()
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('safe_tx_hash', '=', branch.safeTxHash)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ nonce: nonceBefore, to: account(6).address })
    expect((await latestState(safe)).nonce).toBe(nonceBefore + 1)
    const owners = await db()
      .selectFrom('safe_owners')
      .select('owner')
      .where('safe', '=', getAddress(safe))
      .execute()
    expect(owners).toHaveLength(3)
  })
})

async function waitForRollback(find: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000
  while ((await find()) !== undefined) {
    if (Date.now() > deadline) throw new Error('The indexer did not roll back')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
