import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NftMetadataConfigSchema } from '../../config.ts'
import { fetchTokenMetadata } from './fetchTokenMetadata.ts'

describe('fetchTokenMetadata', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/'
      if (path === '/ipfs/bafy123/1.json')
        return response.end('{"name":"From IPFS","image":"ipfs://bafyimg"}')
      if (path === '/token/1') return response.end('{"name":"Over HTTP"}')
      if (path === '/moved') return response.writeHead(302, { location: '/token/1' }).end()
      if (path === '/big') return response.end(JSON.stringify({ blob: 'x'.repeat(5000) }))
      if (path === '/array') return response.end('[1,2]')
      if (path === '/slow') return void setTimeout(() => response.end('{}'), 1000)
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${listeningPort(server)}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const config = (overrides: Record<string, unknown> = {}) =>
    NftMetadataConfigSchema.parse({
      ipfsGatewayUrl: `${origin}/ipfs`,
      timeoutMs: 300,
      maxBytes: 1024,
      allowPrivateNetworks: true,
      ...overrides,
    })

  it('reads data:, ipfs:// through the gateway, and http(s) following redirects', async () => {
    const json = { name: 'Inline', attributes: [{ trait_type: 'a', value: 1 }] }
    const base64 = `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`
    expect(await fetchTokenMetadata(base64, config())).toEqual(json)
    expect(await fetchTokenMetadata(`data:application/json;utf8,${JSON.stringify(json)}`, config())).toEqual(
      json,
    )
    expect(await fetchTokenMetadata('ipfs://bafy123/1.json', config())).toEqual({
      name: 'From IPFS',
      image: 'ipfs://bafyimg',
    })
    expect(await fetchTokenMetadata(`${origin}/moved`, config())).toEqual({ name: 'Over HTTP' })
  })

  it('gives null for oversized, slow, missing, non-object and unsupported metadata', async () => {
    for (const uri of [
      `${origin}/big`,
      `${origin}/slow`,
      `${origin}/nope`,
      `${origin}/array`,
      'ar://x',
      'data:,notjson',
    ])
      expect(await fetchTokenMetadata(uri, config()), uri).toBeNull()
  })

  it('refuses private networks unless allowed', async () => {
    expect(await fetchTokenMetadata(`${origin}/token/1`, config({ allowPrivateNetworks: false }))).toBeNull()
    expect(
      await fetchTokenMetadata('http://localhost:1/x', config({ allowPrivateNetworks: false })),
    ).toBeNull()
  })
})

function listeningPort(server: Server): number {
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening')
  return address.port
}
