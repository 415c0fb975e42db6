import { queryOptions } from '@tanstack/react-query'
import { getAddress } from 'viem'
import * as z from 'zod/mini'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { gatewayFetch, readGatewayJson } from '../../../gateway/gatewayClient.ts'

// GET /v1/auth/me: `{ signerAddress, chainId }` (CGW also sends `id` and `authMethod`). A session
// without a signer address (e.g. an e-mail login) does not sign anything here.
const MeSchema = z.object({
  signerAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  chainId: z.optional(z.union([z.string(), z.number()])),
})

export type Session = { signerAddress: `0x${string}`; chainId: number | undefined }

/** The gateway session, or null when there is none (403/401, or a gateway without the route). */
export async function getSession(): Promise<Session | null> {
  const response = await gatewayFetch('/v1/auth/me', { credentials: 'include' })
  if (response.status === 401 || response.status === 403 || response.status === 404) return null
  const parsed = MeSchema.safeParse(await readGatewayJson(response))
  if (!parsed.success) {
    throw new GatewayError('The gateway described the session in an unknown shape', {
      code: 'invalid_response',
      cause: parsed.error,
    })
  }
  const chainId = parsed.data.chainId === undefined ? undefined : Number(parsed.data.chainId)
  return {
    signerAddress: getAddress(parsed.data.signerAddress),
    chainId: Number.isFinite(chainId) ? chainId : undefined,
  }
}

export const sessionQueryKey = ['gateway', 'auth', 'session'] as const

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    retry: false,
    staleTime: 60_000,
  })
}
