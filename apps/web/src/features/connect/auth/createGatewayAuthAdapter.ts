import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import type { QueryClient } from '@tanstack/react-query'
import { getAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import { gatewayFetch, gatewayGet, gatewaySend } from '../../../gateway/gatewayClient.ts'
import { createSignInMessage } from './createSignInMessage.ts'
import { type Session, sessionQueryKey } from './getSession.ts'

const NonceSchema = z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,}$/)) })

/**
 * RainbowKit's sign-in steps wired to the gateway (contract §14): nonce → EIP-4361 message →
 * signature → verify, which sets the HttpOnly session cookie. A throw or `false` here is what makes
 * RainbowKit show its "Error preparing message / signing / verifying signature, please retry!".
 */
export function createGatewayAuthAdapter({
  queryClient,
  location = window.location,
}: {
  queryClient: QueryClient
  location?: Pick<Location, 'host' | 'origin'>
}) {
  return createAuthenticationAdapter<string>({
    async getNonce() {
      return NonceSchema.parse(await gatewayGet('/v1/auth/nonce', { credentials: 'include' })).nonce
    },

    createMessage({ nonce, address, chainId }) {
      return createSignInMessage({ address, chainId, nonce, location })
    },

    async verify({ message, signature }) {
      try {
        await gatewaySend('POST', '/v1/auth/verify', { message, signature }, { credentials: 'include' })
      } catch {
        return false
      }
      // The gateway just accepted this message, so its signer is the session's; no need to ask /me.
      const { address, chainId } = parseSiweMessage(message)
      if (!address) return false
      const session: Session = { signerAddress: getAddress(address), chainId }
      queryClient.setQueryData(sessionQueryKey, session)
      return true
    },

    async signOut() {
      try {
        await gatewayFetch('/v1/auth/logout', { method: 'POST', credentials: 'include', body: '{}' })
      } finally {
        // Even if the gateway is gone, this browser must stop acting signed in.
        queryClient.setQueryData(sessionQueryKey, null)
      }
    },
  })
}
