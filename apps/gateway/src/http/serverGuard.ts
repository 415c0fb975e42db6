import {
  createServerGuard,
  type FormatErrorBody,
  type GuardLogger,
  parseRequestHead,
  type ServerGuard,
} from '@coffer/http-guard'
import type { FastifyInstance } from 'fastify'
import { HttpProtocolError, toHttpError } from '../errors.ts'
import { buildSecurityHeaders, type SecurityHeadersOptions } from './securityHeaders.ts'

/** The guard's error answers in the contract's shape, through the one funnel that shapes them. */
export const formatGatewayErrorBody: FormatErrorBody = ({ status, message }) => {
  const { body } = toHttpError(status < 500 ? new HttpProtocolError(status, message) : new Error(message))
  return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) }
}

/**
 * The gateway's server guard (`@coffer/http-guard`): what Fastify never sees — Node's parser errors,
 * Node's own answers, CONNECT — is answered with the security headers and the contract's error body.
 * Give `ServerGuard.ServerResponse` and `handleClientError` to Fastify, then `watch(app.server)`.
 */
export function createGatewayServerGuard(security: SecurityHeadersOptions, log: GuardLogger): ServerGuard {
  return createServerGuard({
    headers: buildSecurityHeaders(security),
    formatErrorBody: formatGatewayErrorBody,
    log,
  })
}

/**
 * Node's own Host check is off (its 400 has no body), so the gateway makes it — with the target check
 * Fastify's router already made — before any route runs, answering through the error funnel.
 */
export function registerRequestHeadCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const head = parseRequestHead(request.raw)
    if ('error' in head) throw new HttpProtocolError(head.error.status, head.error.message)
  })
}
