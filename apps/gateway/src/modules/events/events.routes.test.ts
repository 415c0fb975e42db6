import { get, type IncomingMessage } from 'node:http'
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

/**
 * Opens a stream with node:http: its `close` ends the connection at once, where a cancelled fetch body
 * leaves undici's socket open for seconds (and the server's close waiting for it).
 */
function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ response: IncomingMessage; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (response) => resolve({ response, close: () => request.destroy() }))
    request.on('error', reject)
  })
}

async function readJson(response: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of response) text += chunk
  return JSON.parse(text)
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

  it('streams the changes of that Safe only, as they are published, and not those no view depends on', async () => {
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
      // A delegate added: only the gateway's own cache of the Safe's delegates cares.
      { chainId: 31337, safe, kinds: [] },
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

describe('HEAD /v1/chains/{chainId}/safes/{safeAddress}/events', () => {
  let test: TestApp
  let baseUrl: string

  beforeAll(async () => {
    test = await createTestApp({ sseMaxStreamsPerClient: 1 })
    baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await test.close()
  })

  it("answers at once with the stream's headers and no stream, and counts for no limit", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/v1/chains/31337/safes/${safe}/events`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(2_000),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/event-stream')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    const stream = await openStream(`${baseUrl}/v1/chains/31337/safes/${safe}/events`)
    expect(stream.response.statusCode).toBe(200)
    stream.close()
  })

  it('answers 404 for a chain it does not serve, as GET does', async () => {
    const response = await fetch(`${baseUrl}/v1/chains/5/safes/${safe}/events`, { method: 'HEAD' })
    expect(response.status).toBe(404)
  })
})

describe('open event streams per client', () => {
  const path = `/v1/chains/31337/safes/${safe}/events`

  it('refuses a stream past the limit with 429 and takes one again once a stream closes', async () => {
    const test = await createTestApp({ sseMaxStreamsPerClient: 2 })
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
    try {
      const first = await openStream(`${baseUrl}${path}`)
      const second = await openStream(`${baseUrl}${path.replace(safe, otherSafe)}`)
      expect([first.response.statusCode, second.response.statusCode]).toEqual([200, 200])

      const refused = await openStream(`${baseUrl}${path}`)
      expect(refused.response.statusCode).toBe(429)
      expect(refused.response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(await readJson(refused.response)).toEqual({
        message: 'Too many open event streams from this address (at most 2): close one first',
        statusCode: 429,
      })

      first.close()
      // The server sees the close a moment later; until then the slot is still taken.
      const opened: { close(): void }[] = []
      await expect
        .poll(async () => {
          const next = await openStream(`${baseUrl}${path}`)
          if (next.response.statusCode === 200) opened.push(next)
          else next.close()
          return next.response.statusCode
        })
        .toBe(200)
      for (const stream of [...opened, second]) stream.close()
    } finally {
      await test.close()
    }
  })

  it('counts per client address from X-Forwarded-For behind a trusted proxy', async () => {
    const test = await createTestApp({ sseMaxStreamsPerClient: 1, trustProxy: true })
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 })
    const from = (address: string) => openStream(`${baseUrl}${path}`, { 'x-forwarded-for': address })
    try {
      const a = await from('203.0.113.1')
      expect(a.response.statusCode).toBe(200)
      const again = await from('203.0.113.1')
      expect(again.response.statusCode).toBe(429)
      const b = await from('203.0.113.2')
      expect(b.response.statusCode).toBe(200)
      for (const stream of [a, again, b]) stream.close()
    } finally {
      await test.close()
    }
  })
})
