import type { Server } from 'node:http'
import { connect } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGuardedServer } from './createGuardedServer.ts'
import { malformedRequests, sendRawRequest } from './testing/index.ts'
import type { GuardLogger } from './types.ts'

const headers = { 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff' }

describe('createGuardedServer', () => {
  const logged: { level: 'error' | 'info'; message: string }[] = []
  const log: GuardLogger = {
    error: (_details, message) => logged.push({ level: 'error', message }),
    info: (_details, message) => logged.push({ level: 'info', message }),
  }
  let server: Server
  let url: string

  beforeAll(async () => {
    server = createGuardedServer(
      async (request, response, { pathname }) => {
        switch (pathname) {
          case '/throws':
            throw new Error('a bug before answering')
          case '/rejects':
            await Promise.resolve()
            throw new Error('a bug after a wait')
          case '/fails-mid-answer':
            response.writeHead(200, { 'content-type': 'text/plain' })
            response.write('half')
            await new Promise((resolve) => setTimeout(resolve, 10))
            throw new Error('a bug mid-answer')
          case '/writes-after-end':
            response.end('done')
            response.write('too late')
            return
          case '/endless':
            await pipeline(Readable.from(endless()), response)
            return
          case '/stream':
            response.writeHead(200, { 'content-type': 'text/event-stream' })
            response.write('data: first\n\n')
            request.socket.once('close', () => response.end())
            return
          default:
            response.writeHead(200, { 'content-type': 'text/plain' }).end(`${request.method} ${pathname}`)
        }
      },
      { headers, log },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP')
    url = `http://127.0.0.1:${address.port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers every malformed request with its headers and never 5xx, and keeps serving', async () => {
    for (const probe of malformedRequests()) {
      const { responses } = await sendRawRequest(url, probe.bytes, probe)
      if (!probe.mayGoUnanswered) expect(responses.length, probe.name).toBeGreaterThan(0)
      for (const response of responses) {
        expect(response.headers, probe.name).toMatchObject(headers)
        expect(response.status, probe.name).toBeLessThan(500)
      }
      if (probe.status !== undefined) expect(responses.at(-1)?.status, probe.name).toBe(probe.status)
    }
    expect((await fetch(`${url}/after`)).status).toBe(200)
  })

  it('answers 400 with a reason to a target it cannot parse', async () => {
    const { responses } = await sendRawRequest(url, 'GET http://[bad/x HTTP/1.1\r\nHost: a\r\n\r\n')
    expect(responses).toEqual([
      {
        status: 400,
        headers: expect.objectContaining({ 'content-type': 'text/plain; charset=utf-8' }),
        body: 'The request target is neither a path nor an http(s) URL\n',
      },
    ])
  })

  it("answers 500 for the handler's own failures, logs them, and keeps serving", async () => {
    for (const path of ['/throws', '/rejects']) {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
      expect(await response.text()).toBe('Internal server error\n')
    }
    expect(logged).toContainEqual({ level: 'error', message: 'GET /throws failed; answering 500' })
    expect(logged).toContainEqual({ level: 'error', message: 'GET /rejects failed; answering 500' })
    expect((await fetch(`${url}/after`)).status).toBe(200)
  })

  it('cuts an answer that fails halfway, and survives a write after the end', async () => {
    const { closedByServer, bytes } = await sendRawRequest(
      url,
      'GET /fails-mid-answer HTTP/1.1\r\nHost: a\r\n\r\n',
    )
    expect(closedByServer).toBe(true)
    expect(bytes).not.toContain('0\r\n\r\n') // the chunked answer never ends normally
    expect(logged).toContainEqual({
      level: 'error',
      message: 'GET /fails-mid-answer failed mid-answer; closed the connection',
    })

    expect(await (await fetch(`${url}/writes-after-end`)).text()).toBe('done')
    await expect.poll(() => logged.some((entry) => entry.message === 'GET answer failed')).toBe(true)
    expect((await fetch(`${url}/after`)).status).toBe(200)
  })

  it('logs a client that leaves mid-answer as the client leaving, not as a bug', async () => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1')
    socket.write('GET /endless HTTP/1.1\r\nHost: a\r\n\r\n')
    await new Promise((resolve) => socket.once('data', resolve))
    socket.destroy()
    await expect
      .poll(() => logged.find((entry) => entry.message.startsWith('GET /endless')))
      .toEqual({ level: 'info', message: 'GET /endless: the client left before the answer was complete' })
  })

  it('never writes an error answer into an answer that is under way', async () => {
    const received: Buffer[] = []
    const socket = connect(Number(new URL(url).port), '127.0.0.1')
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      // Once the stream has started, the client sends garbage on the same connection.
      if (received.length === 1) socket.write('GARBAGE\r\n\r\n')
    })
    socket.write('GET /stream HTTP/1.1\r\nHost: a\r\n\r\n')
    await new Promise((resolve) => socket.on('close', resolve))
    const bytes = Buffer.concat(received).toString('latin1')
    expect(bytes).toContain('data: first')
    expect(bytes).not.toContain('400 Bad Request')
  })
})

async function* endless() {
  for (;;) {
    yield 'data: tick\n\n'
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('createGuardedServer with a failing error body', () => {
  it('closes the connection instead of stopping when its own error answer fails', async () => {
    const errors: string[] = []
    const server = createGuardedServer(
      (_request, response, { pathname }) => {
        if (pathname === '/throws') throw new Error('a bug')
        response.end('ok')
      },
      {
        headers,
        formatErrorBody: () => {
          throw new Error('a bug in the error body')
        },
        log: { error: (_details, message) => errors.push(message), info: () => {} },
      },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP')
    const base = `http://127.0.0.1:${address.port}`
    try {
      for (const request of [
        'GARBAGE\r\n\r\n',
        'GET http://[bad/x HTTP/1.1\r\nHost: a\r\n\r\n',
        'GET /throws HTTP/1.1\r\nHost: a\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: a\r\nExpect: teapot\r\n\r\n',
        'CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n',
      ])
        expect((await sendRawRequest(base, request)).closedByServer, request).toBe(true)
      expect(errors).toEqual([
        'Answering a malformed request failed; closed the connection',
        'Answering a bad request failed; closed the connection',
        'GET /throws failed; answering 500',
        'Answering a failed request failed; closed the connection',
        'Answering an expectation failed; closed the connection',
        'Answering CONNECT failed; closed the connection',
      ])
      expect(await (await fetch(`${base}/`)).text()).toBe('ok')
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
