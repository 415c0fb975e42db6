import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const otherSafe = '0x0000000000000000000000000000000000000001'

/** Reads an SSE response frame by frame (frames end with a blank line). */
function frameReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          return frame
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('The stream ended')
        buffer += decoder.decode(value, { stream: true })
      }
    },
    cancel: () => reader.cancel(),
  }
}

describe('GET /v1/chains/{chainId}/safes/{safeAddress}/events', () => {
  let test: TestApp
  let baseUrl: string

  beforeAll(async () => {
    test = await createTestApp()
    baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await test.close()
  })

  it('streams the changes of that Safe only, as they are published', async () => {
    const response = await fetch(`${baseUrl}/v1/chains/31337/safes/${safe.toLowerCase()}/events`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    if (!response.body) throw new Error('no body')
    const frames = frameReader(response.body)
    expect(await frames.next()).toBe('retry: 1000')
    expect(await frames.next()).toBe(`event: ready\ndata: {"chainId":"31337","safeAddress":"${safe}"}`)

    await test.deps.changes.publish([
      { chainId: 31337, safe: otherSafe, kinds: ['history'] },
      { chainId: 1, safe, kinds: ['history'] },
      { chainId: 31337, safe, kinds: ['history', 'balances'] },
    ])
    expect(await frames.next()).toBe(
      `event: change\ndata: {"chainId":"31337","safeAddress":"${safe}","kinds":["history","balances"]}`,
    )
    await frames.cancel()
  })

  it('answers 404 for a chain it does not serve and 422 for an address that does not parse', async () => {
    const unknownChain = await fetch(`${baseUrl}/v1/chains/5/safes/${safe}/events`)
    expect(unknownChain.status).toBe(404)
    expect(await unknownChain.json()).toEqual({ code: 404, message: 'An error occurred' })
    const badAddress = await fetch(`${baseUrl}/v1/chains/31337/safes/0x1234/events`)
    expect(badAddress.status).toBe(422)
    expect(await badAddress.json()).toMatchObject({ statusCode: 422, message: 'Invalid address' })
  })

  it('lets the server close while a browser is still listening', async () => {
    const extra = await createTestApp()
    const url = await extra.app.listen({ host: '127.0.0.1', port: 0 })
    const response = await fetch(`${url}/v1/chains/31337/safes/${safe}/events`)
    expect(response.status).toBe(200)
    await extra.close()
    await expect(response.text()).resolves.toContain('event: ready')
  })
})
