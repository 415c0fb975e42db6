import { getDelegateTotp, getDelegateTypedData, hashDelegate } from '@coffer/safe'
import { getDelegates, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import {
  type Address,
  concat,
  type HDAccount,
  type Hex,
  hexToNumber,
  keccak256,
  numberToHex,
  slice,
  stringToBytes,
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
  proposeBody,
  signSafeMessage,
  signSafeTx,
  type TestTx,
} from '../proposals/testing/proposalFixtures.ts'

const {
  owners: [owner1, owner2, owner3],
  stranger,
  delegate,
  innerOwner,
} = ownerSafeAccounts
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

const devchain = useTestDevchain('delegates')

/** The EIP-712 Delegate as a wallet signs it: this hour's window and the chain's id unless told. */
function signDelegate(
  account: HDAccount,
  of: Address,
  { totp, chainId = devChainId }: { totp: bigint; chainId?: number | undefined },
): Promise<Hex> {
  return account.signTypedData(getDelegateTypedData({ chainId, delegate: of, totp }))
}

/** The deprecated v1 message: the checksummed delegate address and the decimal hour window. */
const legacyMessage = (of: Address, totp: bigint) => `${of}${totp}`

/** eth_sign of a hash, with the Safe's v + 4 marker. */
async function ethSignHash(account: HDAccount, hash: Hex): Promise<Hex> {
  const signature = await account.signMessage({ message: { raw: hash } })
  return concat([
    slice(signature, 0, 64),
    numberToHex(hexToNumber(slice(signature, 64, 65)) + 4, { size: 1 }),
  ])
}

describe.each(testDatabaseKinds)('delegates on %s', (database) => {
  let t: TestApp
  let indexers: Indexers
  let gatewayUrl: string
  /** Owners owner1..3, threshold 2. */
  let safe: Address
  /** The 1-of-1 Safe of innerOwner, an owner of `outerSafe`. */
  let innerSafe: Address
  /** Owners owner1 and innerSafe, threshold 1. */
  let outerSafe: Address
  const now = Date.now()
  const totp = getDelegateTotp(now)
  const v2 = `/v2/chains/${devChainId}/delegates`
  const v1 = `/v1/chains/${devChainId}/delegates`

  const send = (method: 'POST' | 'DELETE', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    })
  const rows = () =>
    t.deps.db
      .selectFrom('delegates')
      .select(['delegator', 'delegate', 'safe', 'label'])
      .orderBy('delegator')
      .orderBy('safe')
      .execute()
  // Behind the routes' back: the Safe's list the gateway keeps is told, as a write route would tell it.
  const clear = async () => {
    await t.deps.db.deleteFrom('delegates').execute()
    await t.deps.changes.publish([{ chainId: devChainId, safe, kinds: [] }])
  }
  /** The Safe's delegates as listed: kept per Safe by the gateway, so each read after a write checks it was dropped. */
  const listedForSafe = async () =>
    (await t.app.inject({ method: 'GET', url: `${v2}?safe=${safe}` }))
      .json()
      .results.map((row: { delegate: string; safe: string }) => `${row.delegate}@${row.safe}`)
  const addBody = async (
    more: Partial<{ safe: Address | null; delegator: Address; label: string; signature: Hex }> = {},
  ) => ({
    safe,
    delegate: delegate.address,
    delegator: owner1.address,
    label: 'Payroll bot',
    signature: await signDelegate(owner1, delegate.address, { totp }),
    ...more,
  })

  beforeAll(async () => {
    ;({ t, indexers, gatewayUrl } = await startIndexedTestApp(devchain, { database, now: () => now }))
    const rpcUrl = devchain.rpcUrl
    ;({ safe, innerSafe, outerSafe } = await createOwnerSafes(rpcUrl, { outerThreshold: 1 }))
    await waitForIndexedHead(t.deps.db, { chainId: devChainId, rpcUrl })
    await waitFor(
      () =>
        t.deps.db.selectFrom('safe_states').select('address').where('address', '=', safe).executeTakeFirst(),
      { what: `${safe} indexed` },
    )
  }, 60_000)

  afterAll(async () => {
    await indexers?.stop()
    await t?.close()
  })

  it('adds a delegate for one Safe, stored before the answer, listed by the route and the official SDK', async () => {
    await clear()
    const response = await send('POST', v2, await addBody())
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
    expect(await rows()).toEqual([
      { delegator: owner1.address, delegate: delegate.address, safe, label: 'Payroll bot' },
    ])

    // Lowercase addresses in, checksummed out; the same again renames instead of adding.
    const renamed = await send('POST', v2, {
      ...(await addBody({ label: '  Treasury bot  ' })),
      safe: safe.toLowerCase(),
      delegate: delegate.address.toLowerCase(),
    })
    expect(renamed.statusCode).toBe(200)
    expect(await rows()).toEqual([
      { delegator: owner1.address, delegate: delegate.address, safe, label: 'Treasury bot' },
    ])

    setBaseUrl(gatewayUrl)
    expect(await getDelegates(String(devChainId), { safe })).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: [{ safe, delegate: delegate.address, delegator: owner1.address, label: 'Treasury bot' }],
    })
    // The deprecated v1 list is the same list.
    expect((await t.app.inject({ method: 'GET', url: `${v1}?delegate=${delegate.address}` })).json()).toEqual(
      (await t.app.inject({ method: 'GET', url: `${v2}?delegate=${delegate.address}` })).json(),
    )
  })

  it('accepts the domain without chainId, the previous hour window, and an all-Safes delegation', async () => {
    await clear()
    const withoutChainId = await send(
      'POST',
      v2,
      await addBody({
        safe: null,
        signature: await signDelegate(owner1, delegate.address, { totp: totp - 1n, chainId: undefined }),
      }),
    )
    expect(withoutChainId.statusCode).toBe(200)
    const emoji = '🔑'.repeat(50)
    const scoped = await send(
      'POST',
      v2,
      await addBody({
        delegator: owner2.address,
        label: emoji,
        signature: await signDelegate(owner2, delegate.address, { totp: totp - 1n }),
      }),
    )
    expect(scoped.statusCode).toBe(200)
    expect(await rows()).toEqual(
      [
        { delegator: owner1.address, delegate: delegate.address, safe: '', label: 'Payroll bot' },
        { delegator: owner2.address, delegate: delegate.address, safe, label: emoji },
      ].sort((a, b) => (a.delegator < b.delegator ? -1 : 1)),
    )
    expect(
      (await t.app.inject({ method: 'GET', url: `${v2}?delegator=${owner1.address}` })).json().results,
    ).toEqual([{ safe: null, delegate: delegate.address, delegator: owner1.address, label: 'Payroll bot' }])
  })

  it('takes a Safe that owns the Safe as delegator, through its EIP-1271 signature', async () => {
    await clear()
    const hash = hashDelegate({ chainId: devChainId, delegate: delegate.address, totp })
    const inner = await signSafeMessage(innerOwner, innerSafe, hash)
    const response = await send('POST', v2, {
      safe: outerSafe,
      delegate: delegate.address,
      delegator: innerSafe,
      label: 'Nested',
      signature: contractSignature(innerSafe, inner),
    })
    expect(response.statusCode).toBe(200)
    expect(await rows()).toEqual([
      { delegator: innerSafe, delegate: delegate.address, safe: outerSafe, label: 'Nested' },
    ])

    // The owner Safe's own owner did not sign this one: its contract refuses, so does the gateway.
    const refused = await send('POST', v2, {
      safe: outerSafe,
      delegate: stranger.address,
      delegator: innerSafe,
      label: 'Nested',
      signature: contractSignature(
        innerSafe,
        await signSafeMessage(
          stranger,
          innerSafe,
          hashDelegate({ chainId: devChainId, delegate: stranger.address, totp }),
        ),
      ),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^Signature does not match provided delegator=/)
  })

  type Refusal = {
    name: string
    body: () => Promise<unknown>
    status: number
    /** A function when it names what exists only once the suite runs (the Safe). */
    message: string | RegExp | (() => string)
  }
  const refusals: Refusal[] = [
    {
      name: 'signed by someone else than the delegator',
      body: async () => addBody({ signature: await signDelegate(stranger, delegate.address, { totp }) }),
      status: 400,
      message: `Signature does not match provided delegator=${owner1.address} (sign the EIP-712 Delegate { delegateAddress, totp } of this hour or the previous one)`,
    },
    {
      name: 'a totp two hours old',
      body: async () =>
        addBody({ signature: await signDelegate(owner1, delegate.address, { totp: totp - 2n }) }),
      status: 400,
      message: /^Signature does not match provided delegator=/,
    },
    {
      name: 'a totp of the next hour',
      body: async () =>
        addBody({ signature: await signDelegate(owner1, delegate.address, { totp: totp + 1n }) }),
      status: 400,
      message: /^Signature does not match provided delegator=/,
    },
    {
      name: 'another chain id in the domain',
      body: async () =>
        addBody({ signature: await signDelegate(owner1, delegate.address, { totp, chainId: 1 }) }),
      status: 400,
      message: /^Signature does not match provided delegator=/,
    },
    {
      name: 'a signature of another delegate',
      body: async () => addBody({ signature: await signDelegate(owner1, stranger.address, { totp }) }),
      status: 400,
      message: /^Signature does not match provided delegator=/,
    },
    {
      name: 'a delegator who does not own the Safe (read from the chain)',
      body: async () =>
        addBody({
          delegator: stranger.address,
          signature: await signDelegate(stranger, delegate.address, { totp }),
        }),
      status: 400,
      message: () => `Provided delegator=${stranger.address} is not an owner of Safe=${safe}`,
    },
    {
      name: 'a Safe that is no Safe',
      body: async () => addBody({ safe: recipient }),
      status: 422,
      message: new RegExp(`^No Safe at ${recipient}`),
    },
    {
      name: 'two signatures',
      body: async () => {
        const signature = await signDelegate(owner1, delegate.address, { totp })
        return addBody({ signature: concat([signature, signature]) })
      },
      status: 400,
      message: 'More than one signatures detected, just one is expected',
    },
    {
      name: 'an approved-hash signature',
      body: async () => addBody({ signature: approvedHashSignature(owner1.address) }),
      status: 400,
      message: 'An approved-hash signature cannot sign a delegation: sign the EIP-712 Delegate',
    },
    {
      name: 'a signature with v = 29',
      body: async () => {
        const signature = await signDelegate(owner1, delegate.address, { totp })
        return addBody({ signature: concat([slice(signature, 0, 64), '0x1d']) })
      },
      status: 400,
      message: 'Signature v 29 is not valid',
    },
    {
      name: 'a contract signature pointing past its end',
      body: async () =>
        addBody({ signature: concat([slice(contractSignature(owner1.address, '0x12'), 0, 70)]) }),
      status: 400,
      message: /^Signature is not valid/,
    },
    {
      name: 'a label of 51 characters',
      body: async () => addBody({ label: 'x'.repeat(51) }),
      status: 422,
      message: 'The label has at most 50 characters',
    },
    {
      name: 'a blank label',
      body: async () => addBody({ label: '   ' }),
      status: 422,
      message: 'The label may not be blank',
    },
    {
      name: 'no label',
      body: async () => {
        const { label: _, ...rest } = await addBody()
        return rest
      },
      status: 422,
      message: /expected string, received undefined/,
    },
    {
      name: 'a delegate that is no address',
      body: async () => ({ ...(await addBody()), delegate: '0x1234' }),
      status: 422,
      message: 'Invalid address',
    },
    {
      name: 'a signature that is no hex',
      body: async () => addBody({ signature: `0x${'zz'.repeat(65)}` as Hex }),
      status: 422,
      message: 'Invalid "0x" notated hex string',
    },
    {
      name: 'a signature shorter than 65 bytes',
      body: async () => addBody({ signature: '0x1234' }),
      status: 422,
      message: 'Invalid signature',
    },
    {
      name: 'a signature longer than 4096 bytes',
      body: async () => addBody({ signature: `0x${'11'.repeat(4097)}` as Hex }),
      status: 422,
      message: 'The signature is longer than 4096 bytes',
    },
    { name: 'an array', body: async () => [], status: 422, message: /expected object/ },
    { name: 'not JSON', body: async () => '{"safe":', status: 400, message: /JSON/ },
    {
      name: 'a body over 16 KB',
      body: async () => ({ ...(await addBody()), padding: 'x'.repeat(20_000) }),
      status: 413,
      message: /too large/i,
    },
  ]

  it.each(refusals)('refuses $name with $status, storing nothing', async ({ body, status, message }) => {
    await clear()
    const response = await send('POST', v2, await body())
    expect(response.statusCode).toBe(status)
    const json = response.json()
    if (message instanceof RegExp) expect(json.message).toMatch(message)
    else expect(json.message).toBe(typeof message === 'string' ? message : message())
    // CGW's shapes: the transaction service's refusals carry `code`, validation and HTTP errors `statusCode`.
    expect(json.code ?? json.statusCode).toBeDefined()
    expect(await rows()).toEqual([])
  })

  it('answers 404 for an unknown chain', async () => {
    const response = await send('POST', '/v2/chains/1/delegates', await addBody())
    expect(response.statusCode).toBe(404)
  })

  it('lets a delegate propose for the Safe it was added for, and for every Safe of an all-Safes delegator', async () => {
    await clear()
    const propose = (target: Address, tx: TestTx) =>
      signSafeTx(delegate, target, tx).then((signature) =>
        send(
          'POST',
          `/v1/chains/${devChainId}/transactions/${target}/propose`,
          proposeBody(target, tx, { sender: delegate.address, signature }),
        ),
      )
    const first: TestTx = { to: recipient, value: 1n, nonce: 0n }
    expect((await propose(safe, first)).json().message).toBe('Invalid signature')

    expect((await send('POST', v2, await addBody())).statusCode).toBe(200)
    const proposed = await propose(safe, first)
    expect(proposed.statusCode).toBe(200)
    expect(proposed.json().detailedExecutionInfo).toMatchObject({
      proposer: { value: owner1.address },
      proposedByDelegate: { value: delegate.address },
      confirmations: [],
    })
    // Scoped to `safe`: outerSafe (also owner1's) is not covered.
    expect((await propose(outerSafe, first)).json().message).toBe('Invalid signature')

    expect((await send('POST', v2, await addBody({ safe: null }))).statusCode).toBe(200)
    expect((await propose(outerSafe, first)).statusCode).toBe(200)
  })

  it('removes a delegate signed by the delegate or the delegator, one scope or all, and refuses anyone else', async () => {
    await clear()
    expect(await listedForSafe()).toEqual([])
    for (const scope of [safe, null])
      expect((await send('POST', v2, await addBody({ safe: scope }))).statusCode).toBe(200)
    expect(await listedForSafe()).toEqual([`${delegate.address}@${safe}`])
    const url = `${v2}/${delegate.address}`

    const byStranger = await send('DELETE', url, {
      delegator: owner1.address,
      signature: await signDelegate(stranger, delegate.address, { totp }),
    })
    expect(byStranger.statusCode).toBe(400)
    expect(byStranger.json().message).toBe(
      `Signature does not match provided delegate=${delegate.address} or delegator=${owner1.address} (sign the EIP-712 Delegate { delegateAddress, totp } of this hour or the previous one)`,
    )
    const neither = await send('DELETE', url, {
      signature: await signDelegate(delegate, delegate.address, { totp }),
    })
    expect(neither.statusCode).toBe(422)
    expect(neither.json().message).toBe("At least one of the fields 'safe' or 'delegator' is required")

    // Only the Safe: its delegator is looked up; the delegate removes itself from that Safe only.
    const bySelf = await send('DELETE', url, {
      safe,
      signature: await signDelegate(delegate, delegate.address, { totp: totp - 1n }),
    })
    expect(bySelf.statusCode).toBe(200)
    expect(bySelf.body).toBe('')
    expect(await listedForSafe()).toEqual([])
    expect(await rows()).toEqual([
      { delegator: owner1.address, delegate: delegate.address, safe: '', label: 'Payroll bot' },
    ])
    const again = await send('DELETE', url, {
      safe,
      signature: await signDelegate(delegate, delegate.address, { totp }),
    })
    expect(again.statusCode).toBe(404)

    // The delegator, without a Safe: every scope of the pair.
    expect((await send('POST', v2, await addBody())).statusCode).toBe(200)
    expect(await listedForSafe()).toEqual([`${delegate.address}@${safe}`])
    const byDelegator = await send('DELETE', url, {
      delegator: owner1.address,
      signature: await signDelegate(owner1, delegate.address, { totp }),
    })
    expect(byDelegator.statusCode).toBe(200)
    expect(await listedForSafe()).toEqual([])
    expect(await rows()).toEqual([])
    const none = await send('DELETE', url, {
      delegator: owner1.address,
      signature: await signDelegate(owner1, delegate.address, { totp }),
    })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ code: 404, message: 'An error occurred' })
  })

  it('serves the deprecated v1 routes with the v1 signature (keccak of address and hour), in each way it is signed', async () => {
    await clear()
    const message = legacyMessage(delegate.address, totp)
    const rawHash = keccak256(stringToBytes(message))
    const ways: { name: string; signature: () => Promise<Hex> }[] = [
      { name: 'the raw hash', signature: () => owner1.sign({ hash: rawHash }) },
      { name: 'personal_sign of the text', signature: () => owner1.signMessage({ message }) },
      { name: 'eth_sign of the hash', signature: () => ethSignHash(owner1, rawHash) },
      {
        name: 'the raw hash of the previous hour',
        signature: () =>
          owner1.sign({ hash: keccak256(stringToBytes(legacyMessage(delegate.address, totp - 1n))) }),
      },
    ]
    for (const way of ways) {
      await clear()
      const response = await send('POST', v1, await addBody({ signature: await way.signature() }))
      expect(response.statusCode, way.name).toBe(200)
      expect(await rows(), way.name).toHaveLength(1)
    }
    // A v2 signature is not a v1 one, nor the other way round.
    await clear()
    const v2OnV1 = await send('POST', v1, await addBody())
    expect(v2OnV1.statusCode).toBe(400)
    expect(v2OnV1.json().message).toMatch(/^Signature does not match provided delegator=.*keccak/)
    expect(
      (await send('POST', v2, await addBody({ signature: await owner1.sign({ hash: rawHash }) }))).statusCode,
    ).toBe(400)

    // DELETE /v1/…/delegates/{delegate}: the delegate signs, the pair's delegations go.
    expect(
      (await send('POST', v1, await addBody({ signature: await owner1.sign({ hash: rawHash }) }))).statusCode,
    ).toBe(200)
    const removed = await send('DELETE', `${v1}/${delegate.address}`, {
      delegate: delegate.address,
      delegator: owner1.address,
      signature: await delegate.sign({ hash: rawHash }),
    })
    expect(removed.statusCode).toBe(200)
    expect(await rows()).toEqual([])

    // DELETE /v1/…/safes/{safe}/delegates/{delegate}: any current owner may sign, not only the delegator.
    expect(
      (await send('POST', v1, await addBody({ signature: await owner1.sign({ hash: rawHash }) }))).statusCode,
    ).toBe(200)
    expect(await listedForSafe()).toEqual([`${delegate.address}@${safe}`])
    const safeUrl = `/v1/chains/${devChainId}/safes/${safe}/delegates/${delegate.address}`
    const mismatch = await send('DELETE', safeUrl, {
      delegate: stranger.address,
      safe,
      signature: await owner3.sign({ hash: rawHash }),
    })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().message).toBe('Delegate address in body should match the one in the url')
    const byStranger = await send('DELETE', safeUrl, {
      delegate: delegate.address,
      safe,
      signature: await stranger.sign({ hash: rawHash }),
    })
    expect(byStranger.statusCode).toBe(400)
    expect(byStranger.json().message).toMatch(/^Signing owner is not an owner of the Safe/)
    const byOwner3 = await send('DELETE', safeUrl, {
      delegate: delegate.address,
      safe,
      signature: await owner3.sign({ hash: rawHash }),
    })
    expect(byOwner3.statusCode).toBe(200)
    expect(await rows()).toEqual([])
    expect(await listedForSafe()).toEqual([])
  })
})
