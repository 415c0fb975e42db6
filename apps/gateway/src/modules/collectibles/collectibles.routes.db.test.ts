import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { insertSafe, insertToken, insertTransfer } from '../safes/safeRows.fixture.ts'

const chainId = 31337
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const trustedNft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const otherNft = '0x9999999999999999999999999999999999999999'

describe.each(testDatabaseKinds)('collectibles routes on %s', (database) => {
  let t: TestApp
  const now = 1_800_000_000_000

  beforeAll(async () => {
    t = await createTestApp(
      { nftMetadata: { ipfsGatewayUrl: 'https://ipfs.example/ipfs' } },
      { database, now: () => now },
    )
    const { db } = t.deps
    await insertSafe(db, { chainId, address: safe, owners: [owner], threshold: 1 })
    await insertToken(db, {
      chain_id: chainId,
      address: trustedNft,
      type: 'ERC721',
      name: 'Coffer Demo NFT',
      symbol: 'CNFT',
      decimals: null,
      logo_uri: 'https://logo.example/cnft.png',
      trusted: 1,
    })
    const transfer = { chain_id: chainId, safe, type: 'ERC721' as const, value: null, executed_at: now }
    for (const [block, id] of [
      [1, '10'],
      [2, '2'],
      [3, '5'],
    ] as const)
      await insertTransfer(db, {
        ...transfer,
        token_address: trustedNft,
        token_id: id,
        from: owner,
        to: safe,
        block_number: block,
      })
    // Token 5 left again; a token of an unknown contract arrived.
    await insertTransfer(db, {
      ...transfer,
      token_address: trustedNft,
      token_id: '5',
      from: safe,
      to: owner,
      block_number: 4,
    })
    await insertTransfer(db, {
      ...transfer,
      token_address: otherNft,
      token_id: '1',
      from: owner,
      to: safe,
      block_number: 5,
    })
    // Fresh cached metadata for token 2: served without asking the (unreachable) node.
    await db
      .insertInto('nft_metadata')
      .values({
        chain_id: chainId,
        address: trustedNft,
        token_id: '2',
        uri: 'ipfs://bafymeta/2.json',
        metadata: JSON.stringify({ name: 'Two', description: 'The second', image: 'ipfs://bafyimg/2.png' }),
        fetched_at: now - 1000,
        ok: 1,
      })
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'safe.example' } })

  it('pages the NFTs held now, with absolute cursors and the total count', async () => {
    const first = await get(`/v2/chains/31337/safes/${safe}/collectibles?cursor=limit%3D2%26offset%3D0`)
    expect(first.statusCode).toBe(200)
    const page = first.json()
    expect(page.count).toBe(3)
    expect(page.previous).toBeNull()
    expect(page.next).toBe(
      `http://safe.example/v2/chains/31337/safes/${safe}/collectibles?cursor=limit%3D2%26offset%3D2`,
    )
    // By contract address, then token id.
    expect(page.results).toEqual([
      expect.objectContaining({ address: otherNft, id: '1', tokenName: '', tokenSymbol: '', logoUri: '' }),
      {
        address: trustedNft,
        tokenName: 'Coffer Demo NFT',
        tokenSymbol: 'CNFT',
        logoUri: 'https://logo.example/cnft.png',
        id: '2',
        uri: 'ipfs://bafymeta/2.json',
        name: 'Two',
        description: 'The second',
        imageUri: 'https://ipfs.example/ipfs/bafyimg/2.png',
        metadata: { name: 'Two', description: 'The second', image: 'ipfs://bafyimg/2.png' },
      },
    ])
    const second = (await get(new URL(page.next).pathname + new URL(page.next).search)).json()
    // The node is unreachable: no URI, no metadata, and no failing request.
    expect(second.results).toEqual([
      expect.objectContaining({ address: trustedNft, id: '10', uri: null, metadata: null }),
    ])
    expect(second.next).toBeNull()
  })

  it('filters to trusted contracts and serves the legacy v1 array', async () => {
    const trusted = (await get(`/v2/chains/31337/safes/${safe}/collectibles?trusted=true`)).json()
    expect(trusted.count).toBe(2)
    const all = (await get(`/v1/chains/31337/safes/${safe}/collectibles`)).json()
    expect(all.map((c: { id: string }) => c.id)).toEqual(['1', '2', '10'])
  })

  it('answers 404, 422 and 400 like CGW', async () => {
    expect(
      (await get('/v2/chains/31337/safes/0x5555555555555555555555555555555555555555/collectibles'))
        .statusCode,
    ).toBe(404)
    expect((await get('/v2/chains/31337/safes/nope/collectibles')).statusCode).toBe(422)
    expect((await get(`/v2/chains/31337/safes/${safe}/collectibles?exclude_spam=maybe`)).statusCode).toBe(400)
  })
})
