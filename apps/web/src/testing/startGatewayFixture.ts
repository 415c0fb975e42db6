import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FixtureHandler = (request: IncomingMessage, body: string, response: ServerResponse) => void

/**
 * A throwaway HTTP server on a free loopback port for tests of the gateway client: it answers the
 * way the wire contract says the gateway does, so the fetchers are exercised over real HTTP.
 */
export async function startGatewayFixture(
  handler: FixtureHandler,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => handler(request, body, response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(body === undefined ? '' : JSON.stringify(body))
}
