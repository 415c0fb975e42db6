import { safeAbi } from '@coffer/safe'
import { encodeFunctionData, erc20Abi, getAddress, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import {
  buildConfirmation,
  buildModuleTransaction,
  buildMultisigTransaction,
  buildSafe,
  buildSafeState,
  buildToken,
  buildTransfer,
  fixtureAddress,
  fixtureHash,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'

const safe = fixtureAddress('safe')
const ownerA = fixtureAddress('owner a')
const ownerB = fixtureAddress('owner b')
const ownerC = fixtureAddress('owner c')
const newOwner = fixtureAddress('owner d')
const token = fixtureAddress('trusted token')
const spamToken = fixtureAddress('spam token')
const nft = fixtureAddress('nft')
const recipient = fixtureAddress('recipient')
const day = 86_400_000
const t0 = Date.UTC(2026, 10, 20, 12) // 2026-11-20 12:00 UTC

const setupData = encodeFunctionData({
  abi: safeAbi,
  functionName: 'setup',
  args: [[ownerA as `0x${string}`], 1n, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress],
})
const addOwnerData = encodeFunctionData({
  abi: safeAbi,
  functionName: 'addOwnerWithThreshold',
  args: [newOwner as `0x${string}`, 2n],
})
const tokenTransferData = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [recipient as `0x${string}`, 5n * 10n ** 18n],
})

async function seed(t: TestApp) {
  const multisig = [
    buildMultisigTransaction({
      safe,
      nonce: 0,
      to: recipient,
      value: '1000000000000000000',
      executed_block: 10,
      executed_at: t0,
      // Proposed from the first-party Transaction Builder (the default catalog), as Safe{Wallet} records it.
      origin: JSON.stringify({
        url: 'http://127.0.0.1:8081/transaction-builder/',
        name: 'Transaction Builder',
      }),
    }),
    buildMultisigTransaction({
      safe,
      nonce: 1,
      to: safe,
      data: addOwnerData,
      executed_block: 11,
      executed_at: t0 + day,
    }),
    buildMultisigTransaction({
      safe,
      nonce: 2,
      to: token,
      data: tokenTransferData,
      executed_block: 12,
      executed_at: t0 + day + 1000,
    }),
    // nonce 3 queued: a transfer and its rejection
    buildMultisigTransaction({
      safe,
      nonce: 3,
      to: recipient,
      value: '7',
      executed_block: null,
      proposed_at: t0 + 3 * day,
      modified_at: t0 + 3 * day,
    }),
    buildMultisigTransaction({
      safe,
      nonce: 3,
      safe_tx_hash: `0x${'ee'.repeat(32)}`,
      to: safe,
      executed_block: null,
      proposed_at: t0 + 3 * day,
      modified_at: t0 + 3 * day + 1,
    }),
  ]
  await insertSafeData(t.deps.db, {
    safes: [buildSafe({ address: safe, created_at: t0 - day, setup_data: setupData })],
    safeStates: [
      // History: two owners and 1 of 2 until block 10, a third owner and 2 of 3 from block 11.
      buildSafeState({ address: safe, owners: [ownerA, ownerB], threshold: 1, nonce: 0, block_number: 9 }),
      buildSafeState({ address: safe, owners: [ownerA, ownerB], threshold: 1, nonce: 1, block_number: 10 }),
      buildSafeState({
        address: safe,
        owners: [ownerA, ownerB, ownerC],
        threshold: 2,
        nonce: 2,
        block_number: 11,
      }),
      buildSafeState({
        address: safe,
        owners: [ownerA, ownerB, ownerC],
        threshold: 2,
        nonce: 3,
        block_number: 12,
      }),
    ],
    tokens: [
      buildToken({ address: token }),
      buildToken({ address: spamToken, name: 'Spam', symbol: 'SPAM', trusted: 0 }),
      buildToken({ address: nft, type: 'ERC721', name: 'Coffer NFT', symbol: 'CNFT', decimals: null }),
    ],
    multisigTransactions: multisig,
    confirmations: [
      ...[ownerA, ownerB].map((owner) =>
        buildConfirmation({ safe_tx_hash: multisig[2]?.safe_tx_hash ?? '', owner }),
      ),
      buildConfirmation({ safe_tx_hash: `0x${'ee'.repeat(32)}`, owner: ownerC }),
    ],
    moduleTransactions: [buildModuleTransaction({ safe, block_number: 13, executed_at: t0 + 2 * day })],
    transfers: [
      buildTransfer({
        safe,
        block_number: 12,
        from: safe,
        to: recipient,
        token_address: token,
        in_safe_tx: 1,
        executed_at: t0 + day + 1000,
      }),
      buildTransfer({ safe, block_number: 14, token_address: token, executed_at: t0 + 2 * day + 1000 }),
      buildTransfer({ safe, block_number: 15, token_address: spamToken, executed_at: t0 + 2 * day + 2000 }),
      buildTransfer({
        safe,
        block_number: 16,
        token_address: token,
        value: '0',
        executed_at: t0 + 2 * day + 3000,
      }),
      buildTransfer({ safe, block_number: 17, type: 'NATIVE_COIN', executed_at: t0 + 2 * day + 4000 }),
      buildTransfer({
        safe,
        block_number: 18,
        type: 'ERC721',
        token_address: nft,
        executed_at: t0 + 2 * day + 5000,
      }),
    ],
  })
}

describe.each(testDatabaseKinds)('transactions routes (%s)', (database) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({}, { database, now: () => t0 + 10 * day })
    await seed(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = async (url: string) => t.app.inject({ method: 'GET', url })

  it('lists the history newest first with date labels, expanded transfers and the creation last', async () => {
    const res = await get(`/v1/chains/31337/safes/${safe.toLowerCase()}/transactions/history`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ count: 7, next: null, previous: null })
    const summary = body.results.map(
      (item: { type: string; timestamp?: number; transaction?: { id: string; txInfo: { type: string } } }) =>
        item.type === 'DATE_LABEL'
          ? `label ${new Date(item.timestamp ?? 0).toISOString()}`
          : `${item.transaction?.id.split('_')[0]} ${item.transaction?.txInfo.type}`,
    )
    expect(summary).toEqual([
      `label ${new Date(t0 + 2 * day + 5000).toISOString()}`,
      'transfer Transfer',
      'transfer Transfer',
      'transfer Transfer',
      'module Custom',
      `label ${new Date(t0 + day + 1000).toISOString()}`,
      'multisig Transfer',
      'multisig SettingsChange',
      `label ${new Date(t0).toISOString()}`,
      'multisig Transfer',
      `label ${new Date(t0 - day).toISOString()}`,
      'creation Creation',
    ])
  })

  it('pages the history with absolute cursors; a non-first page starts from the previous entry', async () => {
    const base = `/v1/chains/31337/safes/${safe}/transactions/history`
    const first = (await get(`${base}?cursor=limit%3D3%26offset%3D0&timezone=Europe%2FBerlin`)).json()
    expect(first.next).toBe(`http://localhost${base}?cursor=limit%3D3%26offset%3D3&timezone=Europe%2FBerlin`)
    expect(first.previous).toBeNull()
    expect(first.results.filter((item: { type: string }) => item.type === 'TRANSACTION')).toHaveLength(3)
    const second = (await get(`${base}?cursor=limit%3D3%26offset%3D3&timezone=Europe%2FBerlin`)).json()
    expect(second.previous).toBe(
      `http://localhost${base}?cursor=limit%3D3%26offset%3D0&timezone=Europe%2FBerlin`,
    )
    const ids = second.results.flatMap((item: { type: string; transaction?: { id: string } }) =>
      item.transaction ? [item.transaction.id.split('_')[0]] : [],
    )
    expect(ids).toEqual(['module', 'multisig', 'multisig'])
    // The day continues from the previous page but its first item has another timestamp: a second label.
    expect(second.results[0]).toEqual({ type: 'DATE_LABEL', timestamp: t0 + 2 * day })
    const last = (await get(`${base}?cursor=limit%3D3%26offset%3D6`)).json()
    expect(last.next).toBeNull()
    expect(last.results.at(-1).transaction.id).toBe(`creation_${safe}`)
    expect(last.results.at(-1).transaction.txInfo).toMatchObject({
      type: 'Creation',
      factory: { value: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67', name: 'SafeProxyFactory 1.4.1' },
      implementation: { name: 'SafeL2 1.4.1' },
    })
  })

  it('maps multisig transfers, settings changes and indexer transfers', async () => {
    const body = (await get(`/v1/chains/31337/safes/${safe}/transactions/history`)).json()
    const byId = new Map(
      body.results.flatMap((item: { transaction?: { id: string } }) =>
        item.transaction ? [[item.transaction.id, item.transaction]] : [],
      ),
    )
    const items = [...byId.values()] as {
      id: string
      txInfo: Record<string, unknown>
      executionInfo: unknown
      txStatus: string
    }[]
    const settings = items.find((item) => item.txInfo.type === 'SettingsChange')
    expect(settings?.txInfo).toMatchObject({
      settingsInfo: {
        type: 'ADD_OWNER',
        owner: { value: newOwner, name: null, logoUri: null },
        threshold: 2,
      },
      dataDecoded: { method: 'addOwnerWithThreshold' },
    })
    expect(settings?.executionInfo).toEqual({
      type: 'MULTISIG',
      nonce: 1,
      confirmationsRequired: 1,
      confirmationsSubmitted: 0,
      missingSigners: null,
    })
    const erc20 = items.find(
      (item) =>
        item.id.startsWith('multisig') &&
        item.txInfo.type === 'Transfer' &&
        item.txInfo.direction === 'OUTGOING' &&
        (item.txInfo.transferInfo as { type: string }).type === 'ERC20',
    )
    expect(erc20?.txInfo).toMatchObject({
      recipient: { value: recipient },
      transferInfo: {
        type: 'ERC20',
        tokenAddress: token,
        value: '5000000000000000000',
        tokenSymbol: 'CDT',
        trusted: null,
        imitation: false,
      },
    })
    const nftTransfer = items.find(
      (item) => (item.txInfo.transferInfo as { type?: string } | undefined)?.type === 'ERC721',
    )
    expect(nftTransfer).toMatchObject({
      txStatus: 'SUCCESS',
      executionInfo: null,
      txInfo: {
        direction: 'INCOMING',
        transferInfo: { tokenId: '1', tokenName: 'Coffer NFT', trusted: true },
      },
    })
  })

  it('filters the history: untrusted tokens with trusted=false, bad inputs rejected', async () => {
    const base = `/v1/chains/31337/safes/${safe}/transactions/history`
    expect((await get(`${base}?trusted=false`)).json().count).toBe(8)
    const tz = await get(`${base}?timezone=Mars%2FOlympus`)
    expect(tz.statusCode).toBe(422)
    expect(tz.json()).toMatchObject({ statusCode: 422, message: 'Invalid Timezone', path: ['timezone'] })
    const offset = await get(`${base}?timezone_offset=1.5`)
    expect(offset.statusCode).toBe(400)
    expect(offset.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed (numeric string is expected)',
      error: 'Bad Request',
    })
    expect((await get(`${base}?trusted=yes`)).json().message).toBe(
      'Validation failed (boolean string is expected)',
    )
    expect((await get(`/v1/chains/31337/safes/0x1234/transactions/history`)).statusCode).toBe(422)
    expect(
      (await get(`/v1/chains/31337/safes/${fixtureAddress('nobody')}/transactions/history`)).json(),
    ).toEqual({ code: 404, message: 'An error occurred' })
    expect((await get(`/v1/chains/5/safes/${safe}/transactions/history`)).statusCode).toBe(404)
  })

  it('groups days by timezone_offset when no timezone is given', async () => {
    const base = `/v1/chains/31337/safes/${safe}/transactions/history`
    // 12 hours ahead: t0 + day + 1000 (12:00:01) and t0 + day (12:00) land on the next day, still together.
    const labels = (await get(`${base}?timezone_offset=${12 * 3600 * 1000}`))
      .json()
      .results.filter((item: { type: string }) => item.type === 'DATE_LABEL')
    expect(labels).toHaveLength(4)
  })

  it('lists multisig transactions by nonce, highest first, without count', async () => {
    const res = await get(`/v1/chains/31337/safes/${safe}/multisig-transactions/`)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['next', 'previous', 'results'])
    expect(
      body.results.map(
        (item: { transaction: { executionInfo: { nonce: number } } }) => item.transaction.executionInfo.nonce,
      ),
    ).toEqual([3, 3, 2, 1, 0])
    const [rejection, queued] = body.results.map((item: { transaction: unknown }) => item.transaction)
    expect(rejection).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Custom', isCancellation: true, dataSize: '0' },
      executionInfo: {
        confirmationsRequired: 2,
        confirmationsSubmitted: 1,
        missingSigners: [{ value: ownerA }, { value: ownerB }],
      },
    })
    expect(queued).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Transfer', transferInfo: { type: 'NATIVE_COIN', value: '7' } },
    })
    const executed = (
      await get(
        `/v1/chains/31337/safes/${safe}/multisig-transactions?executed=true&cursor=limit%3D2%26offset%3D0`,
      )
    ).json()
    expect(executed.results).toHaveLength(2)
    expect(executed.next).toContain('offset%3D2')
    expect(
      (await get(`/v1/chains/31337/safes/${safe}/multisig-transactions?nonce=1`)).json().results,
    ).toHaveLength(1)
    expect(
      (await get(`/v1/chains/31337/safes/${safe}/multisig-transactions?to=${token.toLowerCase()}`)).json()
        .results,
    ).toHaveLength(1)
    expect((await get(`/v1/chains/31337/safes/${safe}/multisig-transactions?to=0xnope`)).statusCode).toBe(422)
  })

  it('lists module transactions with count and incoming transfers without spam', async () => {
    const modules = (await get(`/v1/chains/31337/safes/${safe}/module-transactions/`)).json()
    expect(modules).toMatchObject({ count: 1, next: null, previous: null })
    expect(modules.results[0].transaction).toMatchObject({
      txStatus: 'SUCCESS',
      executionInfo: { type: 'MODULE', address: { value: fixtureAddress('module') } },
    })
    const incoming = (await get(`/v1/chains/31337/safes/${safe}/incoming-transfers/`)).json()
    expect(Object.keys(incoming).sort()).toEqual(['next', 'previous', 'results'])
    expect(
      incoming.results.map(
        (item: { transaction: { txInfo: { transferInfo: { type: string } } } }) =>
          item.transaction.txInfo.transferInfo.type,
      ),
    ).toEqual(['ERC721', 'NATIVE_COIN', 'ERC20'])
    const all = (await get(`/v1/chains/31337/safes/${safe}/incoming-transfers/?trusted=false`)).json()
    expect(all.results).toHaveLength(4)
    const byToken = (
      await get(`/v1/chains/31337/safes/${safe}/incoming-transfers/?token_address=${nft}`)
    ).json()
    expect(byToken.results).toHaveLength(1)
  })

  it('serves details for every id format', async () => {
    const list = (await get(`/v1/chains/31337/safes/${safe}/multisig-transactions/`)).json()
    const queuedId: string = list.results[1].transaction.id
    const details = (await get(`/v1/chains/31337/transactions/${queuedId}`)).json()
    expect(details).toMatchObject({
      safeAddress: safe,
      txId: queuedId,
      executedAt: null,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txData: {
        to: { value: recipient },
        value: '7',
        operation: 0,
        trustedDelegateCallTarget: null,
        addressInfoIndex: null,
      },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce: 3,
        signers: [{ value: ownerA }, { value: ownerB }, { value: ownerC }],
        rejectors: [{ value: ownerC, name: null, logoUri: null }],
        gasTokenInfo: null,
        trusted: true,
      },
    })
    const safeTxHash = queuedId.split('_')[2]
    expect((await get(`/v1/chains/31337/transactions/${safeTxHash}`)).json().txId).toBe(queuedId)
    expect(
      (await get(`/v1/chains/31337/transactions/multisig_${fixtureAddress('other')}_${safeTxHash}`)).json(),
    ).toEqual({ statusCode: 400, message: 'Invalid transaction ID', error: 'Bad Request' })
    expect((await get(`/v1/chains/31337/transactions/multisig_0xbad_${safeTxHash}`)).statusCode).toBe(400)
    expect((await get(`/v1/chains/31337/transactions/transfer_nope_e12`)).statusCode).toBe(400)
    expect((await get(`/v1/chains/31337/transactions/0x${'99'.repeat(32)}`)).json()).toEqual({
      code: 404,
      message: 'An error occurred',
    })
    // Ids no row can have (PostgreSQL refused the NUL with a 500: found by the OpenAPI fuzz test).
    for (const id of [
      '%00',
      'a%00b',
      `multisig_${safe}_0x%00`,
      'module_x_i%00',
      `transfer_${safe}_e%00`,
      'x',
    ])
      expect((await get(`/v1/chains/31337/transactions/${id}`)).json()).toEqual({
        code: 404,
        message: 'An error occurred',
      })

    const history = (await get(`/v1/chains/31337/safes/${safe}/transactions/history`)).json()
    const ids: string[] = history.results.flatMap((item: { transaction?: { id: string } }) =>
      item.transaction ? [item.transaction.id] : [],
    )
    const moduleId = ids.find((id) => id.startsWith('module_')) ?? ''
    expect((await get(`/v1/chains/31337/transactions/${moduleId}`)).json()).toMatchObject({
      txId: moduleId,
      txStatus: 'SUCCESS',
      detailedExecutionInfo: { type: 'MODULE', address: { value: fixtureAddress('module') } },
      txData: { operation: 0 },
    })
    // The module id's Safe segment is ignored.
    expect((await get(`/v1/chains/31337/transactions/module_x_${moduleId.split('_')[2]}`)).statusCode).toBe(
      200,
    )
    const transferId = ids.find((id) => id.startsWith('transfer_')) ?? ''
    expect((await get(`/v1/chains/31337/transactions/${transferId}`)).json()).toMatchObject({
      txId: transferId,
      txStatus: 'SUCCESS',
      txData: null,
      detailedExecutionInfo: null,
      txInfo: { type: 'Transfer' },
    })
  })

  it('gives an executed transaction the signers and threshold it was executed under, not today’s', async () => {
    const list = (await get(`/v1/chains/31337/safes/${safe}/multisig-transactions/`)).json()
    const idOfNonce = (nonce: number): string =>
      list.results.find(
        (item: { transaction: { executionInfo: { nonce: number } } }) =>
          item.transaction.executionInfo.nonce === nonce,
      ).transaction.id
    // Nonce 1 (block 11) added the third owner: it ran under the two owners of block 10, 1 of 2.
    const addOwner = (await get(`/v1/chains/31337/transactions/${idOfNonce(1)}`)).json()
    expect(addOwner.detailedExecutionInfo).toMatchObject({
      signers: [{ value: ownerA }, { value: ownerB }],
      confirmationsRequired: 1,
    })
    // Nonce 2 (block 12) ran under the three owners and 2 of 3 set at block 11.
    const transfer = (await get(`/v1/chains/31337/transactions/${idOfNonce(2)}`)).json()
    expect(transfer.detailedExecutionInfo).toMatchObject({
      signers: [{ value: ownerA }, { value: ownerB }, { value: ownerC }],
      confirmationsRequired: 2,
    })
  })

  it("names the Safe App a transaction came from, by its origin's URL", async () => {
    const builder = {
      name: 'Transaction Builder',
      url: 'http://127.0.0.1:8081/transaction-builder',
      logoUri: 'http://127.0.0.1:8081/transaction-builder/icon.svg',
    }
    const history = (await get(`/v1/chains/31337/safes/${safe}/transactions/history`)).json()
    const transactions: { id: string; safeAppInfo: unknown; executionInfo: { nonce?: number } | null }[] =
      history.results.flatMap((item: { transaction?: unknown }) =>
        item.transaction ? [item.transaction] : [],
      )
    const first = transactions.find((tx) => tx.id.startsWith('multisig_') && tx.executionInfo?.nonce === 0)
    expect(first?.safeAppInfo).toEqual(builder)
    expect(transactions.filter((tx) => tx.safeAppInfo !== null)).toHaveLength(1)
    expect((await get(`/v1/chains/31337/transactions/${first?.id}`)).json().safeAppInfo).toEqual(builder)
  })

  it('serves the creation’s details under the history item’s id, with the decoded setup call', async () => {
    const history = (await get(`/v1/chains/31337/safes/${safe}/transactions/history`)).json()
    const id: string = history.results.at(-1).transaction.id
    expect(id).toBe(`creation_${safe}`)
    const res = await get(`/v1/chains/31337/transactions/${id.toLowerCase()}`)
    expect(res.statusCode).toBe(200)
    const details = res.json()
    expect(details).toEqual({
      safeAddress: safe,
      txId: id,
      executedAt: t0 - day,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Creation',
        creator: { value: fixtureAddress('creator'), name: null, logoUri: null },
        transactionHash: fixtureHash(`creation ${safe}`),
        implementation: {
          value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
          name: expect.any(String),
          logoUri: null,
        },
        factory: {
          value: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
          name: expect.any(String),
          logoUri: null,
        },
        saltNonce: '0',
        blockNumber: 1,
        humanDescription: null,
      },
      txData: {
        hexData: setupData,
        dataDecoded: expect.objectContaining({ method: 'setup' }),
        to: { value: safe, name: null, logoUri: null },
        value: '0',
        operation: 0,
        trustedDelegateCallTarget: null,
        addressInfoIndex: null,
        tokenInfoIndex: null,
      },
      detailedExecutionInfo: null,
      txHash: fixtureHash(`creation ${safe}`),
      safeAppInfo: null,
      note: null,
    })
    expect(details.txData.dataDecoded.parameters.slice(0, 2)).toEqual([
      { name: '_owners', type: 'address[]', value: [ownerA] },
      { name: '_threshold', type: 'uint256', value: '1' },
    ])
    // The list item and the details say the same.
    expect(history.results.at(-1).transaction.txInfo).toEqual(details.txInfo)

    const nobody = getAddress(fixtureAddress('nobody'))
    expect((await get(`/v1/chains/31337/transactions/creation_${nobody}`)).json()).toEqual({
      code: 404,
      message: 'An error occurred',
    })
    expect((await get('/v1/chains/31337/transactions/creation_0x12')).json()).toEqual({
      statusCode: 400,
      message: 'Invalid transaction ID',
      error: 'Bad Request',
    })
  })

  it('serves the creation transaction', async () => {
    const res = await get(`/v1/chains/31337/safes/${safe}/transactions/creation`)
    expect(res.json()).toMatchObject({
      created: new Date(t0 - day).toISOString(),
      creator: fixtureAddress('creator'),
      factoryAddress: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
      masterCopy: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
      saltNonce: '0',
      setupData,
      dataDecoded: { method: 'setup', accuracy: 'FULL_MATCH' },
    })
    expect(res.json().dataDecoded.parameters[0]).toEqual({
      name: '_owners',
      type: 'address[]',
      value: [ownerA],
    })
    expect(
      (await get(`/v1/chains/31337/safes/${getAddress(fixtureAddress('nobody'))}/transactions/creation`))
        .statusCode,
    ).toBe(404)
  })

  it('flags look-alike transfers, even when the genuine one is on the next page, and hides them with imitation=false', async () => {
    const poisoned = fixtureAddress('poisoned safe')
    const genuine = getAddress('0xabc1111111111111111111111111111111111234')
    const lookalike = getAddress('0xabc9999999999999999999999999999999991234')
    const amount = 1000n * 10n ** 18n
    await insertSafeData(t.deps.db, {
      safes: [buildSafe({ address: poisoned })],
      safeStates: [buildSafeState({ address: poisoned, owners: [ownerA] })],
      multisigTransactions: [
        buildMultisigTransaction({
          safe: poisoned,
          nonce: 0,
          to: token,
          executed_block: 30,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [genuine, amount] }),
        }),
      ],
      transfers: [
        buildTransfer({
          safe: poisoned,
          block_number: 31,
          from: poisoned,
          to: lookalike,
          token_address: token,
          value: String(amount + 5n),
        }),
      ],
    })
    const base = `/v1/chains/31337/safes/${poisoned}/transactions/history`
    const page = (await get(`${base}?cursor=limit%3D1%26offset%3D0`)).json()
    const [poison] = page.results.filter((item: { type: string }) => item.type === 'TRANSACTION')
    expect(poison.transaction.txInfo).toMatchObject({
      direction: 'OUTGOING',
      transferInfo: { imitation: true },
    })
    const clean = (await get(`${base}?imitation=false`)).json()
    const ids = clean.results.flatMap((item: { transaction?: { id: string } }) =>
      item.transaction ? [item.transaction.id.split('_')[0]] : [],
    )
    expect(ids).toEqual(['multisig', 'creation'])
  })
})
