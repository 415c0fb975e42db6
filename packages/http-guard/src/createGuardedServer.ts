import { createServer, type Server } from 'node:http'
import {
  createServerGuard,
  type GuardedRequestHandler,
  type ServerGuardOptions,
} from './createServerGuard.ts'

/**
 * A node:http server that no request can stop: every response carries `options.headers`, malformed
 * requests are answered 4xx with them (Node's parser errors included), a failing handler answers 500
 * and is logged, and the server keeps serving. Every node:http server the product starts is one.
 */
export function createGuardedServer(handler: GuardedRequestHandler, options: ServerGuardOptions): Server {
  const guard = createServerGuard(options)
  // Node's own missing-Host answer has no body; the guard's has the server's error body.
  const server = createServer(
    { ServerResponse: guard.ServerResponse, requireHostHeader: false },
    guard.guardRequestHandler(handler),
  )
  server.on('clientError', guard.handleClientError)
  guard.watch(server)
  return server
}
