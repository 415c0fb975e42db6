import { describe, expect, it } from 'vitest'
import { resolveTokenUri, toImageUri } from './resolveTokenUri.ts'

const options = { ipfsGatewayUrl: 'https://gateway.example/ipfs' }
const text = (uri: string) => {
  const resolved = resolveTokenUri(uri, options)
  return resolved?.kind === 'data' ? new TextDecoder().decode(resolved.content) : undefined
}

describe('resolveTokenUri', () => {
  it('decodes data: URIs in base64, percent-encoded and raw utf8 form', () => {
    const json = '{"name":"Küken #1"}'
    expect(text(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)).toBe(json)
    expect(text(`data:application/json,${encodeURIComponent(json)}`)).toBe(json)
    expect(text(`data:application/json;utf8,${json}`)).toBe(json)
    expect(text('data:application/json;utf8,{"p":"100%"}')).toBe('{"p":"100%"}')
    expect(resolveTokenUri('data:application/json;base64,@@@', options)).toBeNull()
  })

  it('reads ipfs:// through the configured gateway and keeps http(s)', () => {
    expect(resolveTokenUri('ipfs://bafyabc/1.json', options)).toEqual({
      kind: 'http',
      url: 'https://gateway.example/ipfs/bafyabc/1.json',
    })
    expect(resolveTokenUri('ipfs://ipfs/Qm123/meta', options)).toEqual({
      kind: 'http',
      url: 'https://gateway.example/ipfs/Qm123/meta',
    })
    expect(resolveTokenUri('https://nft.example/token/1', options)).toEqual({
      kind: 'http',
      url: 'https://nft.example/token/1',
    })
  })

  it('refuses other schemes and garbage', () => {
    for (const uri of ['javascript:alert(1)', 'file:///etc/passwd', 'ar://abc', '/token/1', '', 'ipfs://'])
      expect(resolveTokenUri(uri, options)).toBeNull()
  })
})

describe('toImageUri', () => {
  it('normalises images the same way and keeps data:image', () => {
    expect(toImageUri('ipfs://bafyimg', options)).toBe('https://gateway.example/ipfs/bafyimg')
    expect(toImageUri('https://img.example/a.png', options)).toBe('https://img.example/a.png')
    expect(toImageUri('data:image/svg+xml;base64,PHN2Zy8+', options)).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(toImageUri('data:text/html,<script>', options)).toBeNull()
    expect(toImageUri('javascript:alert(1)', options)).toBeNull()
    expect(toImageUri(42, options)).toBeNull()
  })
})
