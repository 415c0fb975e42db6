import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { safeAbi } from '@coffer/safe'
import {
  getContract,
  getDecodedData,
  getDelegates,
  getIncomingTransfers,
  getModuleTransactions,
  getMultisigTransactions,
  getTransactionDetails,
  getTransactionHistory,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, encodeFunctionData, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildConfirmation,
  buildModuleTransaction,
  buildMultisigTransaction,
  buildSafe,
  buildSafeState,
  buildToken,
  buildTransfer,
  fixtureAddress,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase } from '../../../test/testDatabase.ts'
import { type StartedGateway, startGateway } from '../../startGateway.ts'

const chainId = '31337'
const safe = fixtureAddress('sdk safe')
const owner = fixtureAddress('sdk owner')
const token = fixtureAddress('sdk token')
const day = 86_400_000
const t0 = Date.UTC(2026, 10, 1, 9)
const changeThreshold = encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] })

describe('transaction read API through the official SDK', () => {
  let dir: string
  let gateway: StartedGateway
  let destroyDatabase: () => Promise<void>

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-transactions-api-'))
    const database = await createTestDatabase('sqlite')
    destroyDatabase = database.destroy
    const multisig = Array.from({ length: 5 }, (_, nonce) =>
      buildMultisigTransaction({
        safe,
        nonce,
        executed_block: 10 + nonce,
        executed_at: t0 + nonce * day,
        ...(nonce === 4 && { to: safe, data: changeThreshold }),
      }),
    )
    await insertSafeData(database.db, {
      safes: [buildSafe({ address: safe, created_at: t0 - day })],
      safeStates: [
        buildSafeState({ address: safe, owners: [owner], threshold: 1, nonce: 5, block_number: 14 }),
      ],
      tokens: [buildToken({ address: token })],
      multisigTransactions: multisig,
      confirmations: multisig.map((tx) => buildConfirmation({ safe_tx_hash: tx.safe_tx_hash ?? '', owner })),
      moduleTransactions: [buildModuleTransaction({ safe, block_number: 20, executed_at: t0 + 6 * day })],
      transfers: [buildTransfer({ safe, block_number: 21, token_address: token, executed_at: t0 + 7 * day })],
    })
    await database.db
      .insertInto('delegates')
      .values({
        chain_id: 31337,
        delegator: owner,
        delegate: fixtureAddress('helper'),
        safe,
        label: 'helper',
        created_at: 1,
      })
      .execute()
    gateway = await startGateway(
      {
        port: 0,
        dataDir: path.join(dir, 'gateway'),
        logLevel: 'silent',
        indexer: { enabled: false },
        chains: [
          { chainId: 31337, name: 'Devchain', shortName: 'coffer', rpcUrl: 'http://127.0.0.1:9', l2: true },
        ],
      },
      { db: database.db },
    )
    setBaseUrl(gateway.url)
  })
  afterAll(async () => {
    await gateway?.close()
    await destroyDatabase?.().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  })

  it('getTransactionHistory pages through every item, following next verbatim', async () => {
    // The SDK takes no cursor argument: a first page of 3 is asked for through pageUrl, as a next link would be.
    const first = await getTransactionHistory(
      chainId,
      safe,
      undefined,
      `${gateway.url}/v1/chains/${chainId}/safes/${safe.toLowerCase()}/transactions/history?cursor=limit%3D3%26offset%3D0&timezone=UTC`,
    )
    expect(first.next).toContain('timezone=UTC')
    const ids: string[] = []
    let page = first
    for (;;) {
      for (const item of page.results) if (item.type === 'TRANSACTION') ids.push(item.transaction.id)
      if (!page.next) break
      page = await getTransactionHistory(chainId, safe, undefined, page.next)
    }
    expect(ids.map((id) => id.split('_')[0])).toEqual([
      'transfer',
      'module',
      'multisig',
      'multisig',
      'multisig',
      'multisig',
      'multisig',
      'creation',
    ])
  })

  it('getTransactionDetails resolves ids from the lists', async () => {
    const { results } = await getMultisigTransactions(chainId, safe)
    // The SDK types list items as transfers only; the wire carries every txInfo type.
    const settings = results.find(
      (item) => item.type === 'TRANSACTION' && 'settingsInfo' in item.transaction.txInfo,
    )
    if (settings?.type !== 'TRANSACTION') throw new Error('no settings change listed')
    const details = await getTransactionDetails(chainId, settings.transaction.id)
    expect(details).toMatchObject({
      safeAddress: safe,
      txStatus: 'SUCCESS',
      txInfo: { type: 'SettingsChange', settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 1 } },
      detailedExecutionInfo: { type: 'MULTISIG', nonce: 4, confirmations: [{ signer: { value: owner } }] },
    })
    await expect(getTransactionDetails(chainId, `multisig_0x12_${'0x'.padEnd(66, 'a')}`)).rejects.toThrow(
      'CGW error - 400: Invalid transaction ID',
    )
  })

  it('getModuleTransactions and getIncomingTransfers', async () => {
    const modules = await getModuleTransactions(chainId, safe)
    expect(modules.results).toHaveLength(1)
    const incoming = await getIncomingTransfers(chainId, safe)
    expect(incoming.results).toMatchObject([
      { type: 'TRANSACTION', transaction: { txInfo: { type: 'Transfer', direction: 'INCOMING' } } },
    ])
  })

  it('getDecodedData, getContract and getDelegates', async () => {
    const to: Address = getAddress(safe)
    expect(await getDecodedData(chainId, 0, changeThreshold, to)).toMatchObject({
      method: 'changeThreshold',
      parameters: [{ name: '_threshold', type: 'uint256', value: '1' }],
    })
    expect(await getContract(chainId, '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526')).toMatchObject({
      name: 'MultiSend 1.4.1',
      // CGW's contract mapper sends null when the decoder knows no logo, whatever its entity says.
      logoUri: null,
      contractAbi: { abi: expect.any(Array) },
      trustedForDelegateCall: true,
    })
    await expect(getContract(chainId, owner)).rejects.toThrow(
      'CGW error - 404: Error fetching the contract data.',
    )
    expect(await getDelegates(chainId, { safe })).toMatchObject({
      count: 1,
      results: [{ safe, delegator: owner, label: 'helper' }],
    })
  })
})
