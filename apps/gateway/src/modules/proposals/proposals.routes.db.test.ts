import { getDevchainChain } from '@coffer/devchain'
import { execSafeTransaction, sendEth, waitForReceipt } from '@coffer/devchain/testing'
import {
  getDeleteRequestTotp,
  getDeleteRequestTypedData,
  safeAbi,
  safeDeployments,
  signMessageLibAbi,
  splitSafeSignatures,
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
  numberToHex,
  pad,
  slice,
  toHex,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/createTestApp.ts'
import { startIndexedTestApp, useTestDevchain } from '../../../test/devchainTestApp.ts'
import { createOwnerSafes, ownerSafeAccounts } from '../../../test/ownerSafes.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { Indexers } from '../../indexer/startIndexers.ts'
import { waitFor, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import {
  approvedHashSignature,
  contractSignature,
  devChainId,
  ethSignSafeTxHash,
  proposeBody,
  safeTxHashOf,
  safeTxPreimageOf,
  signSafeMessage,
  signSafeTx,
  type TestTx,
} from './testing/proposalFixtures.ts'

const {
  deployer,
  owners: [owner1, owner2, owner3],
  stranger,
  delegate,
  innerOwner,
} = ownerSafeAccounts
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

const devchain = useTestDevchain('proposals')
const devchainChain = () => getDevchainChain({ chainId: devChainId, rpcUrl: devchain.rpcUrl })

describe.each(testDatabaseKinds)('propose, confirm, delete on %s', (database) => {
  let t: TestApp
  let indexers: Indexers
  let safe: Address
  /** Owners: owner1 and the 1-of-1 `innerSafe` (owned by innerOwner); threshold 1. */
  let outerSafe: Address
  let innerSafe: Address
  let now = Date.now()
  const tx = (nonce: bigint, value = 1n, more: Partial<TestTx> = {}): TestTx => ({
    to: recipient,
    value,
    nonce,
    ...more,
  })

  const request = (method: 'POST' | 'DELETE', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    })
  const propose = (target: Address, payload: unknown) =>
    request('POST', `/v1/chains/${devChainId}/transactions/${target}/propose`, payload)
  const confirm = (hash: Hex, payload: unknown) =>
    request('POST', `/v1/chains/${devChainId}/transactions/${hash}/confirmations`, payload)
  const remove = (hash: Hex, payload: unknown) =>
    request('DELETE', `/v1/chains/${devChainId}/transactions/${hash}`, payload)
  const tables = async () => ({
    txs: await t.deps.db.selectFrom('multisig_transactions').selectAll().orderBy('safe_tx_hash').execute(),
    confirmations: await t.deps.db
      .selectFrom('multisig_confirmations')
      .selectAll()
      .orderBy('safe_tx_hash')
      .orderBy('owner')
      .execute(),
  })
  const signDelete = (account: typeof owner1, hash: Hex, target = safe, totp = getDeleteRequestTotp(now)) =>
    account.signTypedData(
      getDeleteRequestTypedData({ chainId: devChainId, safe: target, safeTxHash: hash, totp }),
    )
  const waitIndexed = (address: Address) =>
    waitFor(
      () =>
        t.deps.db
          .selectFrom('safe_states')
          .select('address')
          .where('address', '=', address)
          .executeTakeFirst(),
      { what: `${address} indexed` },
    )

  // A Safe whose nonce is 1 (one execution), with one stored proposal P at nonce 1 signed by owner1.
  let proposalP: TestTx
  let hashP: Hex

  beforeAll(async () => {
    ;({ t, indexers } = await startIndexedTestApp(devchain, { database, now: () => now }))
    const rpcUrl = devchain.rpcUrl
    ;({ safe, innerSafe, outerSafe } = await createOwnerSafes(rpcUrl, { outerThreshold: 1 }))
    await sendEth({ rpcUrl, from: deployer, to: safe, value: 10n ** 18n })
    await execSafeTransaction({
      rpcUrl,
      safe,
      tx: { to: recipient },
      signers: [owner1, owner2],
      executor: deployer,
    })
    await Promise.all([waitIndexed(safe), waitIndexed(outerSafe)])
    await waitForIndexedHead(t.deps.db, { chainId: devChainId, rpcUrl })
    proposalP = tx(1n, 10n)
    hashP = safeTxHashOf(safe, proposalP)
    const response = await propose(
      safe,
      proposeBody(safe, proposalP, {
        sender: owner1.address,
        signature: await signSafeTx(owner1, safe, proposalP),
      }),
    )
    expect(response.json()).toMatchObject({ txId: `multisig_${safe}_${hashP}` })
    expect(response.statusCode).toBe(200)
  }, 60_000)

  afterAll(async () => {
    await indexers?.stop()
    await t?.close()
  })

  type Case = {
    name: string
    send: () => Promise<{ statusCode: number; json(): unknown }>
    status: number
    message: string
  }
  const invalidSignature = { status: 422, message: 'Invalid signature' }
  const cases: Case[] = [
    {
      name: 'proposal signed by a non-owner',
      send: async () => {
        const next = tx(1n, 11n)
        return propose(
          safe,
          proposeBody(safe, next, {
            sender: stranger.address,
            signature: await signSafeTx(stranger, safe, next),
          }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'signature over another transaction',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 12n), {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, tx(1n, 13n)),
          }),
        ),
      ...invalidSignature,
    },
    {
      name: 'signature for another chain id',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 14n), {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, tx(1n, 14n), 1),
          }),
        ),
      ...invalidSignature,
    },
    {
      name: 'wrong safeTxHash',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 15n), {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, tx(1n, 15n)),
            safeTxHash: keccak256(toHex('not it')),
          }),
        ),
      status: 422,
      message: 'Invalid safeTxHash',
    },
    {
      name: 'sender not among the signers',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 16n), {
            sender: owner2.address,
            signature: await signSafeTx(owner1, safe, tx(1n, 16n)),
          }),
        ),
      ...invalidSignature,
    },
    {
      name: 'the same signer twice',
      send: async () => {
        const signature = await signSafeTx(owner1, safe, tx(1n, 17n))
        return propose(
          safe,
          proposeBody(safe, tx(1n, 17n), {
            sender: owner1.address,
            signature: concat([signature, signature]),
          }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'truncated signature (a part and a half)',
      send: async () => {
        const signature = await signSafeTx(owner1, safe, tx(1n, 18n))
        return propose(
          safe,
          proposeBody(safe, tx(1n, 18n), {
            sender: owner1.address,
            signature: concat([signature, '0x0102030405']),
          }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'malformed hex signature',
      send: async () =>
        propose(safe, {
          ...proposeBody(safe, tx(1n, 19n), { sender: owner1.address }),
          signature: `0x${'zz'.repeat(65)}`,
        }),
      status: 422,
      message: 'Invalid "0x" notated hex string',
    },
    {
      name: 'signature with v = 29',
      send: async () => {
        const signature = await signSafeTx(owner1, safe, tx(1n, 20n))
        return propose(
          safe,
          proposeBody(safe, tx(1n, 20n), {
            sender: owner1.address,
            signature: concat([slice(signature, 0, 64), '0x1d']),
          }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'EIP-1271 signature the owner contract refuses (its owner did not sign)',
      send: async () => {
        const next = tx(0n, 21n)
        const inner = await signSafeMessage(stranger, innerSafe, safeTxPreimageOf(outerSafe, next))
        return propose(
          outerSafe,
          proposeBody(outerSafe, next, { sender: innerSafe, signature: contractSignature(innerSafe, inner) }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'approved-hash signature never approved on chain',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 22n), {
            sender: owner3.address,
            signature: approvedHashSignature(owner3.address),
          }),
        ),
      ...invalidSignature,
    },
    {
      name: 'value that is not decimal digits',
      send: async () =>
        propose(safe, { ...proposeBody(safe, tx(1n, 35n), { sender: owner1.address }), value: '1e18' }),
      status: 422,
      message: 'Invalid base-10 numeric string',
    },
    {
      name: 'nonce in Arabic-Indic digits',
      send: async () =>
        propose(safe, { ...proposeBody(safe, tx(1n, 36n), { sender: owner1.address }), nonce: '٣' }),
      status: 422,
      message: 'Invalid base-10 numeric string',
    },
    {
      // The bytes32 form is what Safe 1.5.0 asks; a 1.4.1 Safe asks about the preimage and would revert.
      name: 'EIP-1271 signature over the safeTxHash, not the preimage a 1.4.1 Safe asks its owner about',
      send: async () => {
        const next = tx(0n, 40n)
        const inner = await signSafeMessage(innerOwner, innerSafe, safeTxHashOf(outerSafe, next))
        return propose(
          outerSafe,
          proposeBody(outerSafe, next, { sender: innerSafe, signature: contractSignature(innerSafe, inner) }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'EIP-1271 signature without data the owner contract refuses (it approved nothing)',
      send: async () => {
        const next = tx(0n, 37n)
        return propose(
          outerSafe,
          proposeBody(outerSafe, next, { sender: innerSafe, signature: contractSignature(innerSafe, '0x') }),
        )
      },
      ...invalidSignature,
    },
    {
      name: 'EIP-1271 signature whose data starts inside the 65-byte part',
      send: async () => {
        const next = tx(0n, 38n)
        // s = 32 points at the s word itself: a length of 32 that ends within the blob.
        const signature = concat([pad(innerSafe), pad(numberToHex(32)), '0x00', pad('0x', { size: 31 })])
        return propose(outerSafe, proposeBody(outerSafe, next, { sender: innerSafe, signature }))
      },
      ...invalidSignature,
    },
    {
      name: 'more signatures than the Safe has owners',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 39n), {
            sender: owner1.address,
            signature: concat(Array.from({ length: 4 }, () => approvedHashSignature(owner1.address))),
          }),
        ),
      status: 422,
      message: '4 signatures, at most 3 accepted: one per owner of the Safe',
    },
    {
      name: 'nonce below the Safe nonce',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(0n, 23n), {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, tx(0n, 23n)),
          }),
        ),
      status: 422,
      message: 'Invalid nonce',
    },
    {
      name: 'delegatecall to an untrusted target',
      send: async () => {
        const next = tx(1n, 0n, { operation: 1 })
        return propose(
          safe,
          proposeBody(safe, next, {
            sender: owner1.address,
            signature: await signSafeTx(owner1, safe, next),
          }),
        )
      },
      status: 422,
      message: 'Delegate call is disabled',
    },
    {
      name: 'eth_sign by a non-owner',
      send: async () =>
        propose(
          safe,
          proposeBody(safe, tx(1n, 24n), {
            sender: stranger.address,
            signature: await ethSignSafeTxHash(stranger, safeTxHashOf(safe, tx(1n, 24n))),
          }),
        ),
      ...invalidSignature,
    },
    {
      name: 'no signature from a sender who is neither owner nor delegate',
      send: async () => propose(safe, proposeBody(safe, tx(1n, 25n), { sender: stranger.address })),
      ...invalidSignature,
    },
    {
      name: 'an address without a Safe',
      send: async () => propose(recipient, proposeBody(recipient, tx(0n, 26n), { sender: owner1.address })),
      status: 422,
      message: `No Safe at ${recipient} on chain ${devChainId}: it has no code or does not answer nonce()/getOwners()`,
    },
    {
      name: 'body without `to`',
      send: async () => {
        const { to: _to, ...body } = proposeBody(safe, tx(1n, 27n), { sender: owner1.address })
        return propose(safe, body)
      },
      status: 422,
      message: 'Invalid input: expected string, received undefined',
    },
    {
      name: 'confirmation of an unknown transaction',
      send: async () =>
        confirm(keccak256(toHex('unknown')), { signature: await signSafeTx(owner2, safe, tx(1n, 28n)) }),
      status: 404,
      message: 'An error occurred',
    },
    {
      name: 'duplicate confirmation',
      send: async () => confirm(hashP, { signature: await signSafeTx(owner1, safe, proposalP) }),
      status: 422,
      message: `${owner1.address} has already confirmed this transaction`,
    },
    {
      name: 'confirmation by a non-owner',
      send: async () => confirm(hashP, { signature: await signSafeTx(stranger, safe, proposalP) }),
      ...invalidSignature,
    },
    {
      name: 'confirmation with two signatures',
      send: async () =>
        confirm(hashP, {
          signature: concat([
            await signSafeTx(owner2, safe, proposalP),
            await signSafeTx(owner3, safe, proposalP),
          ]),
        }),
      ...invalidSignature,
    },
    {
      name: 'confirmation with an EIP-1271 signature without data the owner contract refuses',
      send: async () => confirm(hashP, { signature: contractSignature(innerSafe, '0x') }),
      ...invalidSignature,
    },
    {
      name: 'confirmation with both signature and signedSafeTxHash',
      send: async () => {
        const signature = await signSafeTx(owner2, safe, proposalP)
        return confirm(hashP, { signature, signedSafeTxHash: signature })
      },
      status: 422,
      message: 'Exactly one of signature or signedSafeTxHash is required',
    },
    {
      name: 'deletion by someone other than the proposer',
      send: async () => remove(hashP, { signature: await signDelete(owner2, hashP) }),
      status: 400,
      message: 'Provided signer is not the proposer or the delegate user who proposed the transaction',
    },
    {
      name: 'deletion signed two hour windows ago',
      send: async () =>
        remove(hashP, { signature: await signDelete(owner1, hashP, safe, getDeleteRequestTotp(now) - 2n) }),
      status: 400,
      message: 'Provided signer is not the proposer or the delegate user who proposed the transaction',
    },
    {
      name: 'deletion signed for another Safe',
      send: async () => remove(hashP, { signature: await signDelete(owner1, hashP, outerSafe) }),
      status: 400,
      message: 'Provided signer is not the proposer or the delegate user who proposed the transaction',
    },
    {
      name: 'deletion of an executed transaction',
      send: async () => {
        const executed = safeTxHashOf(safe, tx(0n, 0n))
        return remove(executed, { signature: await signDelete(owner1, executed) })
      },
      status: 400,
      message: 'Executed transactions cannot be deleted',
    },
    {
      name: 'deletion with a contract signature',
      send: async () => remove(hashP, { signature: contractSignature(innerSafe, '0x1234') }),
      status: 400,
      message: 'Only EOA and ETH_SIGN signatures are supported',
    },
    {
      name: 'deletion with two signatures',
      send: async () => {
        const signature = await signDelete(owner1, hashP)
        return remove(hashP, { signature: concat([signature, signature]) })
      },
      status: 400,
      message: '1 owner signature was expected, 2 received',
    },
    {
      name: 'deletion of an unknown transaction',
      send: async () => {
        const unknown = keccak256(toHex('unknown'))
        return remove(unknown, { signature: await signDelete(owner1, unknown) })
      },
      status: 404,
      message: 'An error occurred',
    },
  ]

  it.each(cases)(
    'refuses $name with $status "$message" and stores nothing',
    async ({ send, status, message }) => {
      const before = await tables()
      const response = await send()
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status,
        body: { message },
      })
      expect(await tables()).toEqual(before)
    },
  )

  it('lists the three routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/docs/json')).json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/chains/{chainId}/transactions/{safeAddress}/propose',
        '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
        '/v1/chains/{chainId}/transactions/{safeTxHash}',
      ]),
    )
  })

  it('has the refusal table the issue asks for (at least 20 cases)', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20)
  })

  it('stored P with its proposer, origin handling and one EOA confirmation', async () => {
    const row = await t.deps.db
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('safe_tx_hash', '=', hashP)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      proposer: owner1.address,
      proposed_by_delegate: null,
      proposed_at: expect.any(Number),
      trusted: 1,
      executed_block: null,
    })
    const confirmations = await t.deps.db
      .selectFrom('multisig_confirmations')
      .selectAll()
      .where('safe_tx_hash', '=', hashP)
      .execute()
    expect(confirmations).toEqual([
      expect.objectContaining({ owner: owner1.address, signature_type: 'EOA', block_number: null }),
    ])
  })

  it('accepts an eth_sign confirmation (signedSafeTxHash alias) and answers the details', async () => {
    now += 1000
    const response = await confirm(hashP, { signedSafeTxHash: await ethSignSafeTxHash(owner2, hashP) })
    expect(response.statusCode).toBe(200)
    const details = response.json()
    expect(
      details.detailedExecutionInfo.confirmations
        .map((c: { signer: { value: string } }) => c.signer.value)
        .sort(),
    ).toEqual([owner1.address, owner2.address].sort())
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
  })

  it('merges the signatures of a second proposal of the same safeTxHash', async () => {
    const response = await propose(
      safe,
      proposeBody(safe, proposalP, {
        sender: owner3.address,
        signature: await signSafeTx(owner3, safe, proposalP),
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().detailedExecutionInfo.confirmations).toHaveLength(3)
    expect(response.json().detailedExecutionInfo.proposer.value).toBe(owner1.address)
  })

  it('accepts an approved-hash signature once the owner approved on chain', async () => {
    const next = tx(1n, 30n)
    const hash = safeTxHashOf(safe, next)
    const transport = http(devchain.rpcUrl)
    const wallet = createWalletClient({ account: owner3, transport, chain: devchainChain() })
    const client = createPublicClient({ transport, pollingInterval: 20 })
    const sent = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approveHash',
      args: [hash],
    })
    await waitForReceipt(client, { hash: sent })
    const response = await propose(
      safe,
      proposeBody(safe, next, { sender: owner3.address, signature: approvedHashSignature(owner3.address) }),
    )
    expect(response.statusCode).toBe(200)
    const confirmations = await t.deps.db
      .selectFrom('multisig_confirmations')
      .selectAll()
      .where('safe_tx_hash', '=', hash)
      .execute()
    expect(
      confirmations.some((row) => row.owner === owner3.address && row.signature_type === 'APPROVED_HASH'),
    ).toBe(true)
  })

  it("accepts a Safe owner's EIP-1271 signature (its owner signed the SafeMessage of the safeTxHash)", async () => {
    const next = tx(0n, 31n)
    const inner = await signSafeMessage(innerOwner, innerSafe, safeTxPreimageOf(outerSafe, next))
    const response = await propose(
      outerSafe,
      proposeBody(outerSafe, next, { sender: innerSafe, signature: contractSignature(innerSafe, inner) }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().detailedExecutionInfo.confirmations[0].signer.value).toBe(innerSafe)
  })

  // A contract owner that approved the transaction itself answers EIP-1271 for empty signature data: a
  // Safe owner that signed the SafeTx's preimage through SignMessageLib. The Safe executes with it, so the
  // gateway accepts it, on propose and on confirm.
  it('accepts an EIP-1271 signature without data from a Safe owner that signed through SignMessageLib', async () => {
    const rpcUrl = devchain.rpcUrl
    const signOnChain = (next: TestTx) =>
      execSafeTransaction({
        rpcUrl,
        safe: innerSafe,
        tx: {
          to: safeDeployments.signMessageLib,
          data: encodeFunctionData({
            abi: signMessageLibAbi,
            functionName: 'signMessage',
            args: [safeTxPreimageOf(outerSafe, next)],
          }),
          operation: 1,
        },
        signers: [innerOwner],
        executor: deployer,
      })
    const emptyData = contractSignature(innerSafe, '0x')

    const proposed = tx(0n, 0n)
    await signOnChain(proposed)
    const response = await propose(
      outerSafe,
      proposeBody(outerSafe, proposed, { sender: innerSafe, signature: emptyData }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().detailedExecutionInfo.confirmations).toEqual([
      expect.objectContaining({
        signer: expect.objectContaining({ value: innerSafe }),
        signature: emptyData.toLowerCase(),
      }),
    ])

    const confirmed = tx(0n, 0n, { data: '0x01' })
    const confirmedHash = safeTxHashOf(outerSafe, confirmed)
    const first = await propose(
      outerSafe,
      proposeBody(outerSafe, confirmed, {
        sender: owner1.address,
        signature: await signSafeTx(owner1, outerSafe, confirmed),
      }),
    )
    expect(first.statusCode).toBe(200)
    await signOnChain(confirmed)
    const confirmation = await confirm(confirmedHash, { signature: emptyData })
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.json().detailedExecutionInfo.confirmations).toHaveLength(2)

    // The Safe contract takes the stored signature as it is.
    const transport = http(rpcUrl)
    const wallet = createWalletClient({ account: deployer, transport, chain: devchainChain() })
    const client = createPublicClient({ transport, pollingInterval: 20 })
    const sent = await wallet.writeContract({
      address: outerSafe,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [recipient, 0n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, emptyData],
    })
    expect((await waitForReceipt(client, { hash: sent })).status).toBe('success')
  })

  it('accepts a delegatecall to MultiSendCallOnly', async () => {
    const next = tx(2n, 0n, { to: safeDeployments.multiSendCallOnly, operation: 1 })
    const response = await propose(
      safe,
      proposeBody(safe, next, { sender: owner1.address, signature: await signSafeTx(owner1, safe, next) }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('accepts a delegate proposal (proposer = delegator) and lets the delegate delete it', async () => {
    await t.deps.db
      .insertInto('delegates')
      .values({
        chain_id: devChainId,
        delegator: owner1.address,
        delegate: delegate.address,
        safe: '',
        label: 'bot',
        created_at: now,
      })
      .execute()
    const next = tx(1n, 32n, { data: '0x' })
    const hash = safeTxHashOf(safe, next)
    const response = await propose(safe, {
      ...proposeBody(safe, next, {
        sender: delegate.address,
        signature: await signSafeTx(delegate, safe, next),
      }),
      origin: JSON.stringify({ url: 'https://bot.example', note: '<b>rent</b>' }),
    })
    expect(response.statusCode).toBe(200)
    const row = await t.deps.db
      .selectFrom('multisig_transactions')
      .selectAll()
      .where('safe_tx_hash', '=', hash)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ proposer: owner1.address, proposed_by_delegate: delegate.address })
    expect(JSON.parse(row.origin ?? 'null')).toEqual({ url: 'https://bot.example', note: 'rent' })
    // A delegate signing beside an owner is refused.
    const both = await propose(
      safe,
      proposeBody(safe, tx(1n, 33n), {
        sender: delegate.address,
        signature: concat([
          await signSafeTx(delegate, safe, tx(1n, 33n)),
          await signSafeTx(owner2, safe, tx(1n, 33n)),
        ]),
      }),
    )
    expect(both.json().message).toBe('Invalid signature')

    // The previous hour window still counts.
    const deleted = await remove(hash, {
      signature: await signDelete(delegate, hash, safe, getDeleteRequestTotp(now) - 1n),
    })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.body).toBe('')
    expect(
      await t.deps.db
        .selectFrom('multisig_transactions')
        .selectAll()
        .where('safe_tx_hash', '=', hash)
        .execute(),
    ).toEqual([])
  })

  // Anyone can name an owner or a delegate as `sender`; only a signature proves it. As the Safe Transaction
  // Service does, an unsigned proposal is kept untrusted: never in the default queue, and never shown as
  // proposed by anyone.
  it('keeps an unsigned proposal untrusted, out of the default queue and attributed to no one', async () => {
    const queued = async (query = '') => {
      const response = await t.app.inject(
        `/v1/chains/${devChainId}/safes/${safe}/transactions/queued${query}`,
      )
      expect(response.statusCode).toBe(200)
      return JSON.stringify(response.json())
    }
    const row = (hash: Hex) =>
      t.deps.db
        .selectFrom('multisig_transactions')
        .selectAll()
        .where('safe_tx_hash', '=', hash)
        .executeTakeFirstOrThrow()
    const unattributed = { trusted: false, proposer: null, proposedByDelegate: null }
    // The web app's pending count: its Safe overview, asked as the web app asks it.
    const pendingCount = async () => {
      const response = await t.app.inject(`/v1/safes?safes=${devChainId}:${safe}&currency=usd&trusted=false`)
      expect(response.statusCode).toBe(200)
      return response.json()[0].queued
    }
    const pendingBefore = await pendingCount()

    for (const [value, sender] of [
      [50n, owner2.address],
      [51n, delegate.address], // owner1's delegate since the delegate test
    ] as const) {
      const next = tx(1n, value)
      const hash = safeTxHashOf(safe, next)
      const response = await propose(safe, {
        ...proposeBody(safe, next, { sender }),
        origin: JSON.stringify({ url: 'https://attacker.example', name: 'Urgent' }),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().detailedExecutionInfo).toMatchObject({ ...unattributed, confirmations: [] })
      expect(await row(hash)).toMatchObject({ trusted: 0, proposer: null, proposed_by_delegate: null })
      expect(await queued()).not.toContain(hash)
      expect(await queued('?trusted=false')).toContain(hash)
      expect(await pendingCount()).toBe(pendingBefore)
      const details = await t.app.inject(`/v1/chains/${devChainId}/transactions/${hash}`)
      expect(details.json().detailedExecutionInfo).toMatchObject(unattributed)
    }

    // The first signed proposal of it makes it trusted, proposed by its signer, with the signer's origin.
    const next = tx(1n, 50n)
    const hash = safeTxHashOf(safe, next)
    const signed = await propose(
      safe,
      proposeBody(safe, next, { sender: owner3.address, signature: await signSafeTx(owner3, safe, next) }),
    )
    expect(signed.json().detailedExecutionInfo).toMatchObject({
      trusted: true,
      proposer: { value: owner3.address },
    })
    expect(await row(hash)).toMatchObject({ trusted: 1, proposer: owner3.address, origin: null })
    expect(await queued()).toContain(hash)
    expect(await pendingCount()).toBe(pendingBefore + 1)

    // An unsigned proposal of a trusted transaction changes nothing.
    const before = await row(hashP)
    const again = await propose(safe, proposeBody(safe, proposalP, { sender: owner2.address }))
    expect(again.statusCode).toBe(200)
    expect(await row(hashP)).toEqual(before)
  })

  it('merges two proposals of one new safeTxHash sent at the same time', async () => {
    const next = tx(1n, 40n)
    const hash = safeTxHashOf(safe, next)
    const responses = await Promise.all(
      [owner2, owner3].map(async (owner) =>
        propose(
          safe,
          proposeBody(safe, next, { sender: owner.address, signature: await signSafeTx(owner, safe, next) }),
        ),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
    const owners = await t.deps.db
      .selectFrom('multisig_confirmations')
      .select('owner')
      .where('safe_tx_hash', '=', hash)
      .orderBy('owner')
      .execute()
    expect(owners.map((row) => row.owner).sort()).toEqual([owner2.address, owner3.address].sort())
  })

  it('executes P with the stored confirmations; the indexer keeps the proposal columns', async () => {
    const confirmations = await t.deps.db
      .selectFrom('multisig_confirmations')
      .selectAll()
      .where('safe_tx_hash', '=', hashP)
      .where('owner', 'in', [owner1.address, owner2.address])
      .execute()
    const signatures = concat(
      confirmations
        .sort((a, b) => (a.owner.toLowerCase() < b.owner.toLowerCase() ? -1 : 1))
        .map((row) => storedSignature(row.signature)),
    )
    expect(splitSafeSignatures(signatures)).toHaveLength(2)
    const transport = http(devchain.rpcUrl)
    const wallet = createWalletClient({ account: deployer, transport, chain: devchainChain() })
    const client = createPublicClient({ transport, pollingInterval: 20 })
    const sent = await wallet.writeContract({
      address: safe,
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [recipient, 10n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
    })
    expect((await waitForReceipt(client, { hash: sent })).status).toBe('success')
    const row = await waitFor(
      () =>
        t.deps.db
          .selectFrom('multisig_transactions')
          .selectAll()
          .where('safe_tx_hash', '=', hashP)
          .where('executed_block', 'is not', null)
          .executeTakeFirst(),
      { what: 'P executed in the index' },
    )
    expect(row).toMatchObject({
      executed_tx_hash: sent,
      success: 1,
      proposer: owner1.address,
      proposed_at: expect.any(Number),
    })
    const history = await t.app.inject(`/v1/chains/${devChainId}/transactions/${hashP}`)
    expect(history.json()).toMatchObject({ txStatus: 'SUCCESS', txHash: sent })
    expect(history.json().detailedExecutionInfo.proposer.value).toBe(owner1.address)
  })
})

function storedSignature(signature: string | null): Hex {
  if (signature === null || !isHex(signature)) throw new Error(`Not a stored signature: ${signature}`)
  return signature
}
