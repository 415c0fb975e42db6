import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'

const vault: Address = '0x1111111111111111111111111111111111111111'
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const vaultAbi = [
  {
    type: 'function',
    name: 'stash',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
] as const

describe.each(testDatabaseKinds)('data decoder, contracts and delegates routes (%s)', (database) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(
      {
        chains: [
          {
            chainId: 31337,
            name: 'Coffer Devchain',
            shortName: 'coffer',
            rpcUrl: 'http://127.0.0.1:9',
            contracts: [
              {
                address: vault.toLowerCase(),
                name: 'Vault',
                displayName: 'Team Vault',
                logoUri: 'https://example.org/vault.png',
                abi: [...vaultAbi],
                trustedForDelegateCall: true,
              },
            ],
          },
        ],
      },
      { database },
    )
    await t.app.ready()
    await t.deps.db
      .insertInto('tokens')
      .values({
        chain_id: 31337,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        type: 'ERC20',
        name: 'Coffer Demo Token',
        symbol: 'CDT',
        decimals: 18,
        logo_uri: null,
        trusted: 1,
      })
      .execute()
    await t.deps.db
      .insertInto('delegates')
      .values([
        {
          chain_id: 31337,
          delegator: recipient,
          delegate: vault,
          safe: '',
          label: 'anywhere',
          created_at: 1,
        },
        {
          chain_id: 31337,
          delegator: recipient,
          delegate: '0x2222222222222222222222222222222222222222',
          safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
          label: 'one Safe',
          created_at: 2,
        },
      ])
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  const decode = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/chains/31337/data-decoder', payload })

  it('decodes with a config ABI, then with the signature list', async () => {
    const data = encodeFunctionData({ abi: vaultAbi, functionName: 'stash', args: [recipient, 3n] })
    const res = await decode({ operation: 0, data, to: vault })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      method: 'stash',
      parameters: [
        { name: 'to', type: 'address', value: recipient },
        { name: 'amount', type: 'uint256', value: '3' },
      ],
      accuracy: 'FULL_MATCH',
    })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 1n] })
    expect((await decode({ data: transfer, to: recipient })).json()).toMatchObject({
      method: 'approve',
      accuracy: 'ONLY_FUNCTION_MATCH',
    })
  })

  it('answers 404 for undecodable data and 422 for bad bodies', async () => {
    const unknown = await decode({ data: '0xdeadbeef', to: vault })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    const noTo = await decode({ data: '0xdeadbeef' })
    expect(noTo.statusCode).toBe(422)
    expect(noTo.json()).toMatchObject({ statusCode: 422, code: 'invalid_type', path: ['to'] })
    expect((await decode({ data: 'nothex', to: vault })).statusCode).toBe(422)
  })

  it('serves registry contracts: config, built-in and tokens', async () => {
    const configured = (
      await t.app.inject({ method: 'GET', url: `/v1/chains/31337/contracts/${vault}` })
    ).json()
    expect(configured).toEqual({
      address: vault,
      name: 'Vault',
      displayName: 'Team Vault',
      logoUri: 'https://example.org/vault.png',
      contractAbi: { abi: vaultAbi },
      trustedForDelegateCall: true,
    })
    const multiSend = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/chains/31337/contracts/0x38869bf66a61cf6bdb996a6ae40d5853fd43b526',
      })
    ).json()
    expect(multiSend).toMatchObject({
      address: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
      name: 'MultiSend 1.4.1',
      trustedForDelegateCall: true,
      contractAbi: { abi: [{ name: 'multiSend' }] },
    })
    const token = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/chains/31337/contracts/0x5FbDB2315678afecb367f032d93F642f64180aa3',
      })
    ).json()
    expect(token).toMatchObject({ name: 'Coffer Demo Token', trustedForDelegateCall: false })
    const missing = await t.app.inject({ method: 'GET', url: `/v1/chains/31337/contracts/${recipient}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      statusCode: 404,
      message: 'Error fetching the contract data.',
      error: 'Not Found',
    })
    expect((await t.app.inject({ method: 'GET', url: '/v1/chains/31337/contracts/0x12' })).statusCode).toBe(
      422,
    )
  })

  it('lists delegates by any filter and requires one', async () => {
    const byDelegator = (
      await t.app.inject({
        method: 'GET',
        url: `/v2/chains/31337/delegates?delegator=${recipient.toLowerCase()}`,
      })
    ).json()
    expect(byDelegator).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { safe: null, delegate: vault, delegator: recipient, label: 'anywhere' },
        {
          safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
          delegate: '0x2222222222222222222222222222222222222222',
          delegator: recipient,
          label: 'one Safe',
        },
      ],
    })
    const paged = (
      await t.app.inject({
        method: 'GET',
        url: `/v2/chains/31337/delegates?delegator=${recipient}&cursor=limit%3D1%26offset%3D0`,
      })
    ).json()
    expect(paged.results).toHaveLength(1)
    expect(paged.next).toContain('offset%3D1')
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/chains/31337/delegates?label=one%20Safe' })).json()
        .count,
    ).toBe(1)
    const none = await t.app.inject({ method: 'GET', url: '/v2/chains/31337/delegates' })
    expect(none.statusCode).toBe(422)
    expect(none.json()).toMatchObject({ statusCode: 422, message: 'At least one property is required' })
    // PostgreSQL refused a NUL in the label with a 500 (found by the OpenAPI fuzz test).
    const nul = await t.app.inject({ method: 'GET', url: '/v2/chains/31337/delegates?label=a%00b' })
    expect(nul.statusCode).toBe(422)
    expect(nul.json()).toMatchObject({ statusCode: 422, message: 'Invalid label', path: ['label'] })
  })

  it('names config contracts in address lookups', async () => {
    const { lookupAddress } = await import('../contracts/addressInfo.ts')
    expect(await lookupAddress(t.deps.db, 31337, vault)).toEqual({
      value: vault,
      name: 'Team Vault',
      logoUri: 'https://example.org/vault.png',
    })
  })
})
