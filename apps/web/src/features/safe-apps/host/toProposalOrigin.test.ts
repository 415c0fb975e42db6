import { describe, expect, it } from 'vitest'
import { maxOriginLength, toProposalOrigin } from './toProposalOrigin.ts'

describe('toProposalOrigin', () => {
  it('names the app as Safe{Wallet} does', () => {
    expect(toProposalOrigin({ name: 'Transaction Builder', url: 'http://127.0.0.1:8081/tx-builder' })).toBe(
      '{"name":"Transaction Builder","url":"http://127.0.0.1:8081/tx-builder"}',
    )
  })

  it('fits the gateway’s 200 characters, keeping the URL whole when it can', () => {
    const url = 'https://apps.example.org/swap'
    const origin = toProposalOrigin({ name: 'A'.repeat(300), url })
    expect(origin.length).toBeLessThanOrEqual(maxOriginLength)
    expect(JSON.parse(origin)).toMatchObject({ url, name: expect.stringMatching(/^A+…$/) })
    const long = toProposalOrigin({ name: 'App', url: `https://apps.example.org/${'x'.repeat(300)}` })
    expect(long.length).toBeLessThanOrEqual(maxOriginLength)
    expect(JSON.parse(long).url).toBe('https://apps.example.org')
  })
})
