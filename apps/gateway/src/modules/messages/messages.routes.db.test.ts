import { getDevchainChain } from '@coffer/devchain'
import { createTestSafe, execSafeTransaction, waitForReceipt } from '@coffer/devchain/testing'
import {
  compatibilityFallbackHandlerAbi,
  hashSafeMessage,
  legacyIsValidSignatureAbi,
  safeAbi,
  safeDeployments,
} from '@coffer/safe'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  isHex,
  keccak256,
  slice,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/createTestApp.ts'
import { startIndexedTestApp, useTestDevchain } from '../../../test/devchainTestApp.ts'
import { createOwnerSafes, ownerSafeAccounts } from '../../../test/ownerSafes.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { Indexers } from '../../indexer/startIndexers.ts'
import { rpc, waitFor, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import type { SafeChange } from '../../live/safeChanges.ts'
import {
  approvedHashSignature,
  contractSignature,
  devChainId,
  ethSignSafeTxHash,
  signSafeMessage,
} from '../proposals/testing/proposalFixtures.ts'
import {
  type MessageTarget,
  messageHashOf,
  ownerSafeSignature,
  permitTypedData,
  signMessageAs,
  signMessageCallData,
} from './testing/messageFixtures.ts'

const {
  deployer,
  owners: [owner1, owner2, owner3],
  stranger,
  innerOwner,
} = ownerSafeAccounts
const noSafe: Address = '0x000000000000000000000000000000000000dEaD'
const day = 24 * 60 * 60 * 1000

const devchain = useTestDevchain('messages')

describe.each(testDatabaseKinds)('off-chain messages on %s', (database) => {
  let t: TestApp
  let indexers: Indexers
  /** owner1, owner2, owner3; threshold 2. */
  let safe: Address
  /** Another Safe of the same owners, for signatures in the wrong domain. */
  let otherSafe: Address
  /** 1-of-1 Safe of innerOwner, owner of `outerSafe`. */
  let innerSafe: Address
  /** owner1 and `innerSafe`; threshold 2. */
  let outerSafe: Address
  // Two days after the epoch's midnight, at noon: date labels are easy to tell apart.
  let now = 20_000 * day + day / 2
  const changes: SafeChange[] = []

  const client = () => createPublicClient({ transport: http(devchain.rpcUrl), pollingInterval: 20 })
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    })
  const propose = (target: Address, payload: unknown, chainId = devChainId) =>
    post(`/v1/chains/${chainId}/safes/${target}/messages`, payload)
  const confirm = (hash: Hex, payload: unknown) =>
    post(`/v1/chains/${devChainId}/messages/${hash}/signatures`, payload)
  const getMessage = async (hash: Hex) =>
    (await t.app.inject(`/v1/chains/${devChainId}/messages/${hash}`)).json()
  /** The list's first page: kept per Safe by the gateway, so each read after a change checks it was dropped. */
  const listPage = async () => (await t.app.inject(`/v1/chains/${devChainId}/safes/${safe}/messages`)).json()
  const listed = async (hash: Hex) =>
    (await listPage()).results.find((item: { messageHash?: string }) => item.messageHash === hash)
  /** The indexer publishes after its commit: a read after this sees what the change bus announced. */
  const waitPublished = (since: number) =>
    waitFor(async () => changes.slice(since).some((change) => change.safe === safe), {
      what: 'the change published',
    })
  const tables = async () => ({
    messages: await t.deps.db.selectFrom('safe_messages').selectAll().orderBy('message_hash').execute(),
    confirmations: await t.deps.db
      .selectFrom('safe_message_confirmations')
      .selectAll()
      .orderBy('message_hash')
      .orderBy('owner')
      .execute(),
  })
  const waitIndexed = () => waitForIndexedHead(t.deps.db, { chainId: devChainId, rpcUrl: devchain.rpcUrl })
  const isValidOnChain = async (target: MessageTarget, signature: Hex) => {
    const inner = hashSafeMessage(target.message)
    const read = createPublicClient({ transport: http(devchain.rpcUrl) })
    const [current, legacy] = await Promise.all([
      read.readContract({
        address: target.safe,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'isValidSignature',
        args: [inner, signature],
      }),
      read.readContract({
        address: target.safe,
        abi: legacyIsValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [inner, signature],
      }),
    ])
    return { current, legacy }
  }

  // Stored before the refusals: P (a text on `safe`, proposed by owner1).
  const textP: MessageTarget = { safe: '0x', message: 'Coffer says hello' }
  let hashP: Hex

  beforeAll(async () => {
    ;({ t, indexers } = await startIndexedTestApp(devchain, { database, now: () => now }))
    t.deps.changes.subscribe((change) => changes.push(change))
    const rpcUrl = devchain.rpcUrl
    ;({ safe, innerSafe, outerSafe } = await createOwnerSafes(rpcUrl, { outerThreshold: 2 }))
    const owners = [owner1.address, owner2.address, owner3.address]
    ;({ safe: otherSafe } = await createTestSafe({ rpcUrl, sender: deployer, owners, threshold: 2 }))
    await waitIndexed()
    textP.safe = safe
    hashP = messageHashOf(textP)
    const response = await propose(safe, {
      message: textP.message,
      signature: await signMessageAs(owner1, textP),
      safeAppId: 7,
      origin: JSON.stringify({ url: 'https://app.example', note: '<b>hi</b>' }),
    })
    expect({ status: response.statusCode, body: response.body }).toEqual({ status: 202, body: '' })
  }, 60_000)

  afterAll(async () => {
    await indexers?.stop()
    await t?.close()
  })

  type Case = {
    name: string
    send: () => Promise<{ statusCode: number; json(): unknown }>
    status: number
    message: string | RegExp
  }
  const invalidSignature = { status: 422, message: 'Invalid signature' }
  const text = (message: string): MessageTarget => ({ safe, message })
  const proposeSigned = async (target: MessageTarget, signature: Hex) =>
    propose(safe, { message: target.message, signature })
  const typed = (change: (data: ReturnType<typeof permitTypedData>) => unknown) => {
    const data = permitTypedData(owner2.address)
    return change(data)
  }
  const proposeTyped = async (message: unknown) =>
    propose(safe, { message, signature: await signMessageAs(owner1, text('any')) })

  const cases: Case[] = [
    {
      name: 'a proposal signed by a non-owner',
      send: async () =>
        proposeSigned(text('from a stranger'), await signMessageAs(stranger, text('from a stranger'))),
      ...invalidSignature,
    },
    {
      name: 'a signature over another message',
      send: async () => proposeSigned(text('this one'), await signMessageAs(owner1, text('another one'))),
      ...invalidSignature,
    },
    {
      name: "a signature in another Safe's domain",
      send: async () =>
        proposeSigned(text('domain'), await signMessageAs(owner1, { safe: otherSafe, message: 'domain' })),
      ...invalidSignature,
    },
    {
      name: "a signature in another chain's domain",
      send: async () =>
        proposeSigned(text('chain'), await signMessageAs(owner1, { ...text('chain'), chainId: 1 })),
      ...invalidSignature,
    },
    {
      name: 'an eth_sign signature by a non-owner',
      send: async () =>
        proposeSigned(text('eth_sign'), await ethSignSafeTxHash(stranger, messageHashOf(text('eth_sign')))),
      ...invalidSignature,
    },
    {
      name: 'two signatures on a proposal',
      send: async () =>
        proposeSigned(
          text('two'),
          concat([await signMessageAs(owner1, text('two')), await signMessageAs(owner2, text('two'))]),
        ),
      ...invalidSignature,
    },
    {
      name: 'a truncated signature (a part and a half)',
      send: async () =>
        proposeSigned(
          text('truncated'),
          concat([await signMessageAs(owner1, text('truncated')), '0x0102030405']),
        ),
      ...invalidSignature,
    },
    {
      name: 'a signature with v = 29',
      send: async () => {
        const signature = await signMessageAs(owner1, text('v29'))
        return proposeSigned(text('v29'), concat([slice(signature, 0, 64), '0x1d']))
      },
      ...invalidSignature,
    },
    {
      name: 'an approved hash the owner never approved on chain',
      send: async () => proposeSigned(text('approved'), approvedHashSignature(owner3.address)),
      ...invalidSignature,
    },
    {
      name: 'a contract owner that answers no (its owner did not sign)',
      send: async () => {
        const target = { safe: outerSafe, message: 'nested no' }
        return propose(outerSafe, {
          message: target.message,
          signature: await ownerSafeSignature(stranger, innerSafe, target),
        })
      },
      ...invalidSignature,
    },
    {
      name: 'a contract owner signature a 1.4.1 Safe would not ask for (the hash, not its preimage)',
      send: async () => {
        const target = { safe: outerSafe, message: 'nested hash' }
        const inner = await signSafeMessage(innerOwner, innerSafe, messageHashOf(target))
        return propose(outerSafe, { message: target.message, signature: contractSignature(innerSafe, inner) })
      },
      ...invalidSignature,
    },
    {
      name: 'the same message proposed a second time',
      send: async () => proposeSigned(textP, await signMessageAs(owner2, textP)),
      status: 422,
      message: /^Message with hash 0x[0-9a-f]{64} for safe 0x[0-9a-fA-F]{40} already exists in DB$/,
    },
    {
      name: 'typed data without types',
      send: async () => proposeTyped(typed(({ types: _, ...rest }) => rest)),
      status: 422,
      message: 'Invalid typed data: an object with domain, types and message is expected',
    },
    {
      name: 'typed data with two primary types and none named',
      send: async () =>
        proposeTyped(
          typed(({ primaryType: _, ...rest }) => ({
            ...rest,
            types: { ...rest.types, Unrelated: [{ name: 'x', type: 'bool' }] },
          })),
        ),
      status: 422,
      message: 'Please specify primaryType',
    },
    {
      name: 'typed data whose bytes32 holds 20 bytes',
      send: async () =>
        proposeTyped(
          typed((data) => ({
            ...data,
            types: {
              ...data.types,
              EIP712Domain: [...data.types.EIP712Domain, { name: 'salt', type: 'bytes32' }],
            },
            domain: { ...data.domain, salt: owner1.address },
          })),
        ),
      status: 422,
      message: 'Invalid typed data: domain.salt has 20 bytes, bytes32 holds 32',
    },
    {
      name: 'typed data with an invalid address',
      send: async () =>
        proposeTyped(typed((data) => ({ ...data, message: { ...data.message, spender: '0x1234' } }))),
      status: 422,
      message: 'Invalid typed data: Permit.spender is not a valid address',
    },
    {
      // 65 KB that took half a second of the event loop to hash; refused as it is read instead.
      name: 'typed data with a 25,000-element array',
      send: async () =>
        proposeTyped({
          types: { Batch: [{ name: 'values', type: 'uint256[]' }] },
          domain: {},
          message: { values: Array.from({ length: 25_000 }, (_, index) => index % 10) },
        }),
      status: 422,
      message: 'Invalid typed data: Batch.values has 25000 elements, at most 1024 are accepted',
    },
    {
      name: 'a message that is neither text nor typed data',
      send: async () => propose(safe, { message: 42, signature: await signMessageAs(owner1, text('42')) }),
      status: 422,
      message: /^Invalid input/,
    },
    {
      name: 'a signature that is not hex',
      send: async () => propose(safe, { message: 'hex', signature: `0x${'zz'.repeat(65)}` }),
      status: 422,
      message: 'Invalid "0x" notated hex string',
    },
    {
      name: 'a message to an address without a Safe',
      send: async () =>
        propose(noSafe, { message: 'nobody', signature: await signMessageAs(owner1, text('nobody')) }),
      status: 422,
      message: `No Safe at ${noSafe} on chain ${devChainId}: it has no code or does not answer nonce()/getOwners()`,
    },
    {
      name: 'a message on a chain that is not configured',
      send: async () =>
        propose(safe, { message: 'chain 5', signature: await signMessageAs(owner1, text('chain 5')) }, 5),
      status: 404,
      message: 'An error occurred',
    },
    {
      name: 'a proposal body above 64 KB',
      send: async () =>
        propose(safe, {
          message: 'x'.repeat(65 * 1024),
          signature: await signMessageAs(owner1, text('big')),
        }),
      status: 413,
      message: 'Request body is too large',
    },
    {
      name: 'a confirmation of an unknown message hash',
      send: async () =>
        confirm(keccak256(toHex('unknown')), { signature: await signMessageAs(owner2, text('unknown')) }),
      status: 404,
      message: 'An error occurred',
    },
    {
      name: 'a second signature of the same owner',
      send: async () => confirm(hashP, { signature: await signMessageAs(owner1, textP) }),
      status: 422,
      message: `Signature for owner ${owner1.address} already exists`,
    },
    {
      name: 'a confirmation by a non-owner',
      send: async () => confirm(hashP, { signature: await signMessageAs(stranger, textP) }),
      ...invalidSignature,
    },
    {
      name: 'a confirmation signed over another message',
      send: async () => confirm(hashP, { signature: await signMessageAs(owner2, text('not P')) }),
      ...invalidSignature,
    },
    {
      name: 'a confirmation body above 16 KB',
      send: async () => confirm(hashP, { signature: `0x${'00'.repeat(9 * 1024)}` }),
      status: 413,
      message: 'Request body is too large',
    },
  ]

  it('has the refusal table the issue asks for (at least 12 cases)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12)
  })

  it.each(cases)('refuses $name with $status and stores nothing', async ({ send, status, message }) => {
    const before = await tables()
    const response = await send()
    expect(response.statusCode).toBe(status)
    const body = response.json()
    expect(body).toMatchObject({ message: expect.any(String) })
    expect(body).toMatchObject({
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    })
    expect(await tables()).toEqual(before)
  })

  it('stored P with its proposer, app id, sanitized origin and one EOA confirmation, and published it', async () => {
    expect(
      await t.deps.db
        .selectFrom('safe_messages')
        .selectAll()
        .where('message_hash', '=', hashP)
        .executeTakeFirst(),
    ).toMatchObject({
      chain_id: devChainId,
      safe,
      message: JSON.stringify(textP.message),
      proposed_by: owner1.address,
      safe_app_id: 7,
      created_at: now,
      modified_at: now,
    })
    expect(changes).toContainEqual({ chainId: devChainId, safe, kinds: ['messages'] })
    const message = await getMessage(hashP)
    expect(message).toEqual({
      messageHash: hashP,
      status: 'NEEDS_CONFIRMATION',
      logoUri: null,
      name: null,
      message: textP.message,
      creationTimestamp: now,
      modifiedTimestamp: now,
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: { value: owner1.address, name: null, logoUri: null },
      confirmations: [
        { owner: { value: owner1.address, name: null, logoUri: null }, signature: expect.any(String) },
      ],
      preparedSignature: null,
      origin: JSON.stringify({ url: 'https://app.example', note: 'hi' }),
      signedOnChain: null,
    })
  })

  it("moves the Safe's messagesTag", async () => {
    const info = (await t.app.inject(`/v1/chains/${devChainId}/safes/${safe}`)).json()
    expect(info.messagesTag).toBe(String(Math.floor(now / 1000)))
  })

  it('confirms P with an eth_sign signature: CONFIRMED, and the prepared signature satisfies the Safe on chain', async () => {
    now += 1000
    expect(await listed(hashP)).toMatchObject({ status: 'NEEDS_CONFIRMATION', confirmationsSubmitted: 1 })
    const response = await confirm(hashP, { signature: await ethSignSafeTxHash(owner2, hashP) })
    expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: '' })
    expect(await listed(hashP)).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2 })
    const message = await getMessage(hashP)
    expect(message).toMatchObject({
      status: 'CONFIRMED',
      confirmationsSubmitted: 2,
      confirmationsRequired: 2,
      modifiedTimestamp: now,
      preparedSignature: expect.stringMatching(/^0x[0-9a-f]{260}$/),
    })
    expect(await isValidOnChain(textP, message.preparedSignature)).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })
  })

  it('takes typed data and an approved-hash confirmation (the owner approved the message hash on chain)', async () => {
    const target: MessageTarget = { safe, message: permitTypedData(owner3.address) }
    const hash = messageHashOf(target)
    const proposed = await propose(safe, {
      message: target.message,
      signature: await signMessageAs(owner2, target),
    })
    expect(proposed.statusCode).toBe(202)
    const wallet = createWalletClient({
      account: owner3,
      transport: http(devchain.rpcUrl),
      chain: getDevchainChain({ chainId: devChainId, rpcUrl: devchain.rpcUrl }),
    })
    const sent = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approveHash',
      args: [hash],
    })
    await waitForReceipt(client(), { hash: sent })
    expect((await confirm(hash, { signature: approvedHashSignature(owner3.address) })).statusCode).toBe(200)
    const message = await getMessage(hash)
    expect(message).toMatchObject({ status: 'CONFIRMED', message: target.message })
    expect(await isValidOnChain(target, message.preparedSignature)).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })
  })

  it('takes a Safe owning the Safe (EIP-1271) as a confirmation the Safe accepts on chain', async () => {
    const target: MessageTarget = { safe: outerSafe, message: 'nested yes' }
    const hash = messageHashOf(target)
    expect(
      (await propose(outerSafe, { message: target.message, signature: await signMessageAs(owner1, target) }))
        .statusCode,
    ).toBe(202)
    // Confirmations list in signing order; the test's clock must move for there to be one.
    now += 1000
    const confirmed = await confirm(hash, {
      signature: await ownerSafeSignature(innerOwner, innerSafe, target),
    })
    expect(confirmed.statusCode).toBe(200)
    const message = await getMessage(hash)
    expect(message.status).toBe('CONFIRMED')
    expect(message.confirmations.map((c: { owner: { value: string } }) => c.owner.value)).toEqual([
      owner1.address,
      innerSafe,
    ])
    expect(await isValidOnChain(target, message.preparedSignature)).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })
  })

  it('lists messages newest first, each UTC day after its label, in cursor pages', async () => {
    const before = (await listPage()).count
    // Two more messages on the next day, an hour apart.
    for (const [offset, message] of [
      [day, 'tomorrow 1'],
      [day + 3_600_000, 'tomorrow 2'],
    ] as const) {
      now = 20_000 * day + day / 2 + offset
      const target = text(message)
      expect(
        (await propose(safe, { message, signature: await signMessageAs(owner1, target) })).statusCode,
      ).toBe(202)
    }
    const first = (
      await t.app.inject(`/v1/chains/${devChainId}/safes/${safe}/messages?cursor=limit%3D3%26offset%3D0`)
    ).json()
    expect(first.count).toBe(4)
    expect(before).toBe(2)
    expect(first.previous).toBeNull()
    expect(first.next).toMatch(/cursor=limit%3D3%26offset%3D3$/)
    expect(
      first.results.map((item: { type: string; timestamp?: number; message?: unknown }) =>
        item.type === 'DATE_LABEL' ? item.timestamp : item.message,
      ),
    ).toEqual([
      20_001 * day,
      'tomorrow 2',
      'tomorrow 1',
      20_000 * day,
      expect.objectContaining({ primaryType: 'Permit' }),
    ])
    const second = (await t.app.inject(new URL(first.next).pathname + new URL(first.next).search)).json()
    expect(second.results).toEqual([
      { type: 'DATE_LABEL', timestamp: 20_000 * day },
      expect.objectContaining({ type: 'MESSAGE', messageHash: hashP, status: 'CONFIRMED' }),
    ])
    expect((await t.app.inject(`/v1/chains/${devChainId}/safes/${noSafe}/messages`)).statusCode).toBe(404)
  })

  it('lists the four routes in the OpenAPI document, 202 without a body', async () => {
    const paths = (await t.app.inject('/docs/json')).json().paths
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v1/chains/{chainId}/safes/{safeAddress}/messages',
        '/v1/chains/{chainId}/messages/{messageHash}',
        '/v1/chains/{chainId}/messages/{messageHash}/signatures',
      ]),
    )
    expect(paths['/v1/chains/{chainId}/safes/{safeAddress}/messages'].post.responses).toEqual({
      202: { description: 'Empty body' },
    })
    expect(
      paths['/v1/chains/{chainId}/messages/{messageHash}'].get.responses[200].content['application/json']
        .schema.properties.signedOnChain.description,
    ).toMatch(/^Coffer extension/)
  })

  it('records a message signed on chain through SignMessageLib: history says "Sign message", the message says when, a reorg takes it back', async () => {
    expect((await listed(hashP)).signedOnChain).toBeNull()
    const snapshot = await rpc(devchain.rpcUrl, 'evm_snapshot')
    const beforeSigning = changes.length
    const signed = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe,
      tx: { to: safeDeployments.signMessageLib, data: signMessageCallData(textP.message), operation: 1 },
      signers: [owner1, owner2],
      executor: deployer,
    })
    const row = await waitFor(
      () =>
        t.deps.db
          .selectFrom('signed_messages')
          .selectAll()
          .where('message_hash', '=', hashP)
          .executeTakeFirst(),
      { what: 'SignMsg indexed' },
    )
    expect(row).toMatchObject({
      safe,
      tx_hash: signed.receipt.transactionHash,
      block_number: Number(signed.receipt.blockNumber),
    })
    // The Safe itself now accepts an empty signature for P.
    expect(await isValidOnChain(textP, '0x')).toEqual({ current: '0x1626ba7e', legacy: '0x20c13b0b' })
    expect((await getMessage(hashP)).signedOnChain).toEqual({
      transactionHash: signed.receipt.transactionHash,
      blockNumber: Number(signed.receipt.blockNumber),
      timestamp: expect.any(Number),
    })
    expect(changes).toContainEqual({ chainId: devChainId, safe, kinds: expect.arrayContaining(['messages']) })
    await waitPublished(beforeSigning)
    expect((await listed(hashP)).signedOnChain).toMatchObject({
      transactionHash: signed.receipt.transactionHash,
    })
    const details = (await t.app.inject(`/v1/chains/${devChainId}/transactions/${signed.safeTxHash}`)).json()
    expect(details.txInfo).toMatchObject({
      type: 'Custom',
      methodName: 'signMessage',
      humanDescription: 'Sign message',
    })
    expect(details.txData.dataDecoded).toMatchObject({
      method: 'signMessage',
      parameters: [{ name: '_data', type: 'bytes', value: hashSafeMessage(textP.message) }],
    })

    const beforeRevert = changes.length
    await rpc(devchain.rpcUrl, 'evm_revert', [snapshot])
    await waitFor(
      async () =>
        (await t.deps.db
          .selectFrom('signed_messages')
          .select('message_hash')
          .where('message_hash', '=', hashP)
          .executeTakeFirst()) === undefined,
      { what: 'the SignMsg rolled back' },
    )
    expect((await getMessage(hashP)).signedOnChain).toBeNull()
    await waitPublished(beforeRevert)
    expect((await listed(hashP)).signedOnChain).toBeNull()
  })

  it('relabels stored messages when the threshold changes (status is computed from the current threshold)', async () => {
    expect((await getMessage(hashP)).status).toBe('CONFIRMED')
    expect((await listed(hashP)).status).toBe('CONFIRMED')
    const beforeChange = changes.length
    await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe,
      tx: {
        to: safe,
        data: encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [3n] }),
      },
      signers: [owner1, owner2],
      executor: deployer,
    })
    await waitIndexed()
    await waitPublished(beforeChange)
    expect(await listed(hashP)).toMatchObject({ status: 'NEEDS_CONFIRMATION', confirmationsRequired: 3 })
    const message = await getMessage(hashP)
    expect(message).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      confirmationsSubmitted: 2,
      confirmationsRequired: 3,
      preparedSignature: null,
    })
    expect(changes).toContainEqual({ chainId: devChainId, safe, kinds: expect.arrayContaining(['messages']) })
    expect(isHex(message.confirmations[0].signature)).toBe(true)
  })
})
